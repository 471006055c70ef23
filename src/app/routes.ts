/**
 * Every route of the spec (§2) by the spec's route names, with path builders. Patterns follow wouter's
 * syntax (`:param?` optional, `/*?` for the customer quote, which is not an exact match).
 */
import { ROOT_CATEGORY_ID } from '../domain/constants';
import { slugify } from './slug';

export const CONFIGURATOR_BASE = '/3d-configurator-zelf-ontwerpen-samenstellen';
const B = CONFIGURATOR_BASE;

export const routePatterns = {
  auth: '/inloggen/:redirectUrl?',
  home: '/',
  homeAlias: '/home',
  /** Short entry to the first category step. */
  house: '/huis',
  configurations: '/configuraties',
  configureHouseCategorySlug: `${B}/kies/:slug/:id`,
  configureHouseCategory: `${B}/kies/:id?`,
  configureHouseSlug: `${B}/kies-tuinhuis/:categorySlug/:sizeSlug/:id`,
  configureHouse: `${B}/kies-tuinhuis/:id`,
  configureViaId: `${B}/maak-ontwerp/:id?/:organizationId?/:secret?`,
  configureViaQuoteEditor: `${B}/maak-ontwerp-via-offerte/:id?/:secret?/:organizationId?/:freshLead?`,
  customerQuote: `${B}/klant-offerte/:id/:organizationId/:secret/:lead?/*?`,
  configureViaQuoteLeads: '/configureer-via-offerte/leads',
  configureViaQuote: '/configureer-via-offerte/offertes',
  logout: '/uitloggen',
  settings: '/instellingen/instellen',
  settingsUser: '/instellingen/gebruiker',
  settingsUserAdd: '/instellingen/gebruiker/toevoegen/:organizationId?',
  settingsUserEdit: '/instellingen/gebruiker/wijzigen/:id/:organizationId?',
  settingsSubdealer: '/instellingen/subdealer',
  /** A dealer's customers: people and companies, edit and delete (issue 27, beyond the spec's route list). */
  customers: '/klanten',
  /** Inzicht: where leads come from and where they go (issue 28, beyond the spec's route list). */
  insights: '/inzicht',
  settingsSubdealerAdd: '/instellingen/subdealer/toevoegen',
  settingsSubdealerEdit: '/instellingen/subdealer/wijzigen/:id/:organizationName?/:tab?',
  forgotPassword: '/wachtwoord-vergeten',
  changePassword: '/wachtwoord-veranderen/:secret',
  help: '/help',
  /** Thank-you pages after sending a design (issue 6): dealer-linked and general. */
  thanksDealer: '/bedankt/dealer',
  thanks: '/bedankt',
} as const;
export type RouteName = keyof typeof routePatterns;

const seg = (value: string | number) => encodeURIComponent(String(value));
const opt = (...parts: Array<string | number | null | undefined>) => {
  // Optional trailing parameters: stop at the first missing one so later ones never shift position.
  const present: string[] = [];
  for (const part of parts) {
    if (part === undefined || part === null || part === '') break;
    present.push(seg(part));
  }
  return present.length ? `/${present.join('/')}` : '';
};

/** Path builders; they return paths ready for wouter's navigate() and <Link href>. */
export const to = {
  home: () => '/',
  /** The redirect path is one encoded segment: '/inloggen/%2Fhelp'. */
  auth: (redirectUrl?: string) => `/inloggen${redirectUrl && redirectUrl !== '/' ? `/${seg(redirectUrl)}` : ''}`,
  logout: () => routePatterns.logout,
  help: () => routePatterns.help,
  configurations: () => routePatterns.configurations,
  configureHouseCategory: (id?: number) => (id === undefined || id === ROOT_CATEGORY_ID ? `${B}/kies` : `${B}/kies/${seg(id)}`),
  configureHouseCategorySlug: (id: number, name: string) => `${B}/kies/${slugify(name)}/${seg(id)}`,
  configureHouse: (id: number) => `${B}/kies-tuinhuis/${seg(id)}`,
  configureHouseSlug: (id: number, categoryName: string, sizeName: string) =>
    `${B}/kies-tuinhuis/${slugify(categoryName)}/${slugify(sizeName)}/${seg(id)}`,
  /** The configurator; `id` is a design code or a quote id, with organisation and secret for a saved quote. */
  configureViaId: (id?: string | number, organizationId?: number, secret?: string) => `${B}/maak-ontwerp${opt(id, organizationId, secret)}`,
  /** The dealer's configurator on a quote (login needed); opened with GET /quote/{id}. */
  configureViaQuoteEditor: (id?: number, secret?: string, organizationId?: number, freshLead?: string) =>
    `${B}/maak-ontwerp-via-offerte${opt(id, secret, organizationId, freshLead)}`,
  configureViaQuoteLeads: () => routePatterns.configureViaQuoteLeads,
  configureViaQuote: () => routePatterns.configureViaQuote,
  settings: () => routePatterns.settings,
  settingsUser: () => routePatterns.settingsUser,
  settingsSubdealer: () => routePatterns.settingsSubdealer,
  customers: () => routePatterns.customers,
  insights: () => routePatterns.insights,
  forgotPassword: () => routePatterns.forgotPassword,
  thanks: () => routePatterns.thanks,
  thanksDealer: () => routePatterns.thanksDealer,
} as const;

/** Routes that need login (spec §2: anonymous visitors are sent home). */
export const loginRequired: readonly RouteName[] = [
  'configurations', 'configureViaQuoteEditor', 'configureViaQuoteLeads', 'configureViaQuote', 'settings', 'settingsUser',
  'settingsUserAdd', 'settingsUserEdit', 'settingsSubdealer', 'settingsSubdealerAdd', 'settingsSubdealerEdit', 'customers',
  'insights',
];

/** Decodes a route parameter once; wouter hands them over as they stand in the address. */
export function decodeParam(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Only same-site paths are followed after login, never an absolute URL (an open redirect). */
export function safeRedirect(value: string | undefined): string {
  const path = decodeParam(value);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : '/';
}
