/**
 * The brand (name, logo, contact e-mail, links) from GET /api/v1/config, as an RxJS store. It starts with
 * the demo defaults so the shell renders at once and is replaced when the server answers.
 */
import { BehaviorSubject } from 'rxjs';
import { fetchConfig, type Brand, type VisitorSettings } from '../api/config';
import { useBehaviorSubject } from './use-observable';
import { startErrorReporting } from './error-reporting';

export const defaultBrand: Brand = {
  name: 'Houtland',
  email: 'info@houtland.example',
  siteUrl: 'https://www.houtland.example',
  logoUrl: '/brand/logo.svg',
  brochureUrl: null,
  deliveryTermsUrl: null,
  developerUrl: null,
};

export const brand$ = new BehaviorSubject<Brand>(defaultBrand);
export const environment$ = new BehaviorSubject<string>('production');
/** Settings of the brand organisation that count for a visitor (ARCHITECTURE §3 reading 11); all off until loaded. */
export const visitorSettings$ = new BehaviorSubject<VisitorSettings>({
  exportGlbActive: 'false', exportGlbExampleActive: 'false', realTimePrice: 'false', dealerTokenActive: 'false',
});

/** The build-level alert over the quote (spec §8), null while there is none. */
export const quoteAlert$ = new BehaviorSubject<string | null>(null);

let loading: Promise<void> | null = null;

export function loadBrand(): Promise<void> {
  loading ??= fetchConfig()
    .then((config) => {
      brand$.next(config.brand);
      environment$.next(config.environment);
      visitorSettings$.next(config.visitorSettings);
      quoteAlert$.next(config.quoteAlert);
      void startErrorReporting(config.sentryDsn, config.environment);
    })
    .catch(() => {
      // Keep the defaults; the shell must never fail because the config call did.
      loading = null;
    });
  return loading;
}

export function useBrand(): Brand {
  return useBehaviorSubject(brand$);
}

export function useVisitorSettings(): VisitorSettings {
  return useBehaviorSubject(visitorSettings$);
}

export function useQuoteAlert(): string | null {
  return useBehaviorSubject(quoteAlert$);
}
