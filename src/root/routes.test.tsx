/**
 * Each route of spec §2 renders its screen, checked by rendering the app's own <Routes> on the server for an
 * address of that route: a real screen (its lazily loaded module, or the screen itself), 'Pagina niet gevonden',
 * or a redirect. Every route has its screen (the 'Nog niet beschikbaar' placeholder of earlier issues is gone).
 */
import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Routes } from './App';
import { session$ } from '../app/session';
import { CONFIGURATOR_BASE as B, decodeParam, routePatterns, safeRedirect, to, type RouteName } from '../app/routes';
import { slugify } from '../app/slug';
import { testOrganization, testUser } from '../api/testing/accounts';
import { pageTitle } from '../app/page-title';

/** An address for every route of §2 (and the thank-you pages of issue 6), with its parameters filled in. */
const addresses: Record<RouteName, string[]> = {
  auth: ['/inloggen', '/inloggen/%2Fhelp'],
  home: ['/'],
  homeAlias: ['/home'],
  house: ['/huis'],
  configurations: ['/configuraties'],
  customers: ['/klanten'],
  insights: ['/inzicht'],
  configureHouseCategorySlug: [`${B}/kies/tuinhuis/12`],
  configureHouseCategory: [`${B}/kies`, `${B}/kies/12`],
  configureHouseSlug: [`${B}/kies-tuinhuis/tuinhuis/diepte-300/45`],
  configureHouse: [`${B}/kies-tuinhuis/45`],
  configureViaId: [`${B}/maak-ontwerp`, `${B}/maak-ontwerp/12345`, `${B}/maak-ontwerp/7/3/geheim`],
  configureViaQuoteEditor: [`${B}/maak-ontwerp-via-offerte`, `${B}/maak-ontwerp-via-offerte/7/geheim/3/fresh`],
  customerQuote: [`${B}/klant-offerte/7/3/geheim`, `${B}/klant-offerte/7/3/geheim/lead`, `${B}/klant-offerte/7/3/geheim/lead/extra`],
  configureViaQuoteLeads: ['/configureer-via-offerte/leads'],
  configureViaQuote: ['/configureer-via-offerte/offertes'],
  logout: ['/uitloggen'],
  settings: ['/instellingen/instellen'],
  settingsUser: ['/instellingen/gebruiker'],
  settingsUserAdd: ['/instellingen/gebruiker/toevoegen', '/instellingen/gebruiker/toevoegen/3'],
  settingsUserEdit: ['/instellingen/gebruiker/wijzigen/8', '/instellingen/gebruiker/wijzigen/8/3'],
  settingsSubdealer: ['/instellingen/subdealer'],
  settingsSubdealerAdd: ['/instellingen/subdealer/toevoegen'],
  settingsSubdealerEdit: ['/instellingen/subdealer/wijzigen/5', '/instellingen/subdealer/wijzigen/5/Tuinhuizen%20Oost/user'],
  forgotPassword: ['/wachtwoord-vergeten'],
  changePassword: ['/wachtwoord-veranderen/geheim'],
  help: ['/help'],
  thanksDealer: ['/bedankt/dealer'],
  thanks: ['/bedankt'],
};

type Rendered = { kind: 'screen' | 'not-found' } | { kind: 'redirect'; to: string };

function render(address: string): Rendered {
  const context: { redirectTo?: string } = {};
  const html = renderToStaticMarkup(
    <Router ssrPath={address} ssrContext={context}>
      <Suspense fallback={<div data-screen="loading" />}><Routes /></Suspense>
    </Router>,
  );
  if (context.redirectTo) return { kind: 'redirect', to: context.redirectTo };
  if (html.includes('data-testid="not-found"')) return { kind: 'not-found' };
  return { kind: 'screen' };
}

describe('each route of §2 renders its screen', () => {
  // Routes that need login are looked at as a logged-in dealer (anonymous visitors are sent home, tested below).
  beforeAll(() => session$.next({
    user: testUser({ id: 3, email: 'manager@groenevinger.example', roles: [{ name: 'manager' }] }),
    organization: testOrganization({ id: 3, name: 'Tuincentrum De Groene Vinger', settings: { dealerTokenActive: 'true' } }),
    idToken: 'test.token.value',
  }));
  afterAll(() => session$.next(null));

  for (const [name, paths] of Object.entries(addresses) as [RouteName, string[]][]) {
    it(`${name}: its screen`, () => {
      for (const path of paths) expect(render(path), path).toEqual({ kind: 'screen' });
    });
  }

  it('covers every route pattern', () => {
    expect(Object.keys(addresses).sort()).toEqual(Object.keys(routePatterns).sort());
  });

  it("answers an unknown address with 'Pagina niet gevonden'", () => {
    expect(render('/bestaat-niet')).toEqual({ kind: 'not-found' });
    expect(render(`${B}/onbekend`)).toEqual({ kind: 'not-found' });
  });

  it('redirects an old path to the new one with its parameters and query', () => {
    expect(render('/maak-ontwerp/12345?dealer=groenevinger-7f3a')).toEqual({ kind: 'redirect', to: `${B}/maak-ontwerp/12345?dealer=groenevinger-7f3a` });
    expect(render('/offertes')).toEqual({ kind: 'redirect', to: '/configureer-via-offerte/offertes' });
  });
});

describe('routes that need login', () => {
  it('send an anonymous visitor home', () => {
    for (const name of ['configureViaQuoteLeads', 'configureViaQuote', 'settings', 'configurations'] as const) {
      expect(render(addresses[name][0]), name).toEqual({ kind: 'redirect', to: '/' });
    }
  });
});

describe('route builders', () => {
  it('build the spec paths', () => {
    expect(to.configureHouseCategory()).toBe(`${B}/kies`);
    expect(to.configureHouseCategory(5)).toBe(`${B}/kies`);
    expect(to.configureHouseCategory(12)).toBe(`${B}/kies/12`);
    expect(to.configureHouseCategorySlug(22, 'Tuinhuis Zadeldak')).toBe(`${B}/kies/tuinhuis-zadeldak/22`);
    expect(to.configureHouseSlug(45, 'tuinhuis-zadeldak', 'Diepte 250')).toBe(`${B}/kies-tuinhuis/tuinhuis-zadeldak/diepte-250/45`);
    expect(to.configureViaId('12345')).toBe(`${B}/maak-ontwerp/12345`);
    expect(to.configureViaId()).toBe(`${B}/maak-ontwerp`);
    expect(to.configureViaId(7, 3, 'abc')).toBe(`${B}/maak-ontwerp/7/3/abc`);
    // A missing middle parameter drops the ones after it rather than shifting them into its place.
    expect(to.configureViaId(7, undefined, 'abc')).toBe(`${B}/maak-ontwerp/7`);
  });

  it('build paths the app routes to the intended screen', () => {
    expect(render(to.configureHouseCategorySlug(22, 'Tuinhuis Zadeldak'))).toEqual({ kind: 'screen' });
    expect(render(to.configureHouseSlug(45, 'tuinhuis', 'Diepte 250'))).toEqual({ kind: 'screen' });
    expect(render(to.configureViaId(7, 3, 'abc'))).toEqual({ kind: 'screen' });
    expect(render(to.thanksDealer())).toEqual({ kind: 'screen' });
  });

  it('encode the login redirect as one segment and only follow same-site paths', () => {
    expect(to.auth()).toBe('/inloggen');
    expect(to.auth('/')).toBe('/inloggen');
    expect(to.auth('/configureer-via-offerte/leads')).toBe('/inloggen/%2Fconfigureer-via-offerte%2Fleads');
    expect(safeRedirect('%2Fconfigureer-via-offerte%2Fleads')).toBe('/configureer-via-offerte/leads');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('https%3A%2F%2Fevil.example')).toBe('/');
    expect(safeRedirect('%2F%2Fevil.example')).toBe('/');
    expect(decodeParam('%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('slugify', () => {
  it('makes address-safe slugs', () => {
    expect(slugify('Tuinhuis met overkapping 300 × 250')).toBe('tuinhuis-met-overkapping-300-x-250');
    expect(slugify('Café & Co')).toBe('cafe-en-co');
    expect(slugify('tuinhuis-zadeldak')).toBe('tuinhuis-zadeldak');
    expect(slugify('!!!')).toBe('item');
  });
});

describe('pageTitle', () => {
  it("is '<brand> | <name>' with the spec's default", () => {
    expect(pageTitle('Houtland', 'Kies afmetingen')).toBe('Houtland | Kies afmetingen');
    expect(pageTitle('Houtland')).toBe('Zelf een tuinhuis configureren');
  });
});
