/**
 * First thing the entry module runs: when the address opens saved work in the configurator
 * (`{CONFIGURATOR_BASE}/maak-ontwerp/{id}/{organizationId}/{secret}`), the design and the
 * catalogue are requested now, while the configurator's chunks load (src/api/early.ts). A logged-in user gets
 * the dealer's configurator, which asks with its login: nothing is started for them.
 *
 * The configurator's route chunk is imported and the plan's Pixi Application prepared at the same time.
 * The server's HTML for such an address already preloads both the requests and the chunks
 * (server/saved-work-html.ts), so these calls mostly take what is on its way.
 *
 * The URLs (early-open-urls.ts) are the first requests of loadCatalog and fetchQuoteWithSecret; early-open.test.ts checks that they
 * still are. Kept free of the api modules (zod) so it runs before the rest of the entry evaluates.
 */
import { fetchEarly } from '../api/early';
import { earlyOpenUrls } from './early-open-urls';

export { earlyOpenUrls };

/** session.ts's SESSION_STORAGE_KEY, not imported: session.ts would evaluate rxjs and zod schemas first. */
export const AUTH_STORAGE_KEY = 'auth';

function loggedIn(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

if (typeof window !== 'undefined' && !loggedIn()) {
  const urls = earlyOpenUrls(window.location.pathname);
  if (urls.length > 0) {
    // The configurator's chunks and the plan's Pixi Application too: the route would ask for them only once
    // the app rendered it, and the plan would start Pixi only once the design was in (plan-app.ts).
    void import('../features/configurator/ConfiguratorRoute').catch(() => undefined);
    void import('../plan2d/render/plan-app').then((m) => m.preparePlanApp()).catch(() => undefined);
  }
  fetchEarly(urls);
}
