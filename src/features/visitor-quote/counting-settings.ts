/**
 * Whose organisation settings count on the configurator screen (ARCHITECTURE §3 reading 11): the opened
 * quote's organisation, else the logged-in user's, else the dealer token's, else the brand's (organisation 2,
 * served by /api/v1/config). One rule for the AR button, the cart label and the live price, so they never
 * follow different organisations. While a dealer token is still being looked up nothing is switched on: a
 * dealer who turned AR or the live price off never sees it flash by.
 */
import { organizationSetting, type OrganizationCard } from '../../api/auth';
import type { VisitorSettings } from '../../api/config';
import { useVisitorSettings } from '../../app/brand';
import { useSession } from '../../app/session';
import { useDealer, type DealerState } from '../dealer/dealer-store';

export type SettingKey = keyof VisitorSettings;
export type SettingsSource = 'quote' | 'user' | 'dealer' | 'brand' | 'pending';

export interface CountingSettings {
  source: SettingsSource;
  /** The setting's text value ('true' when on), or null when unset or not known yet. */
  get(key: SettingKey): string | null;
}

export interface SettingsInputs {
  quoteOrganization?: OrganizationCard | null;
  userOrganization?: OrganizationCard | null;
  dealer: Pick<DealerState, 'dealer' | 'status'>;
  brand: VisitorSettings;
}

export function countingSettings({ quoteOrganization, userOrganization, dealer, brand }: SettingsInputs): CountingSettings {
  const of = (source: SettingsSource, organization: OrganizationCard): CountingSettings => ({ source, get: (key) => organizationSetting(organization, key) });
  if (quoteOrganization) return of('quote', quoteOrganization);
  if (userOrganization) return of('user', userOrganization);
  if (dealer.status === 'ready' && dealer.dealer) return of('dealer', dealer.dealer);
  if (dealer.status === 'loading') return { source: 'pending', get: () => null };
  return { source: 'brand', get: (key) => brand[key] ?? null };
}

/** Spec §2: the AR button shows when exportGlbActive, or exportGlbExampleActive for an EXAMPLE quote, is 'true'. */
export function arExportActive(settings: CountingSettings, quoteStatus: string | null | undefined): boolean {
  return settings.get(quoteStatus === 'EXAMPLE' ? 'exportGlbExampleActive' : 'exportGlbActive') === 'true';
}

/** Spec §2 'realTimePrice': the live price indication shows, and the anonymous cart reads 'Offerte & insturen', only when 'true'. */
export function realTimePrice(settings: CountingSettings): boolean {
  return settings.get('realTimePrice') === 'true';
}

/** The settings that count for the current caller on a screen that may have opened a quote. */
export function useCountingSettings(quoteOrganization: OrganizationCard | null | undefined): CountingSettings {
  const session = useSession();
  const dealer = useDealer();
  const brand = useVisitorSettings();
  return countingSettings({ quoteOrganization, userOrganization: session?.organization ?? null, dealer, brand });
}
