/**
 * First thing the entry module runs: when the address opens saved work in the configurator
 * (`{CONFIGURATOR_BASE}/maak-ontwerp/{id}/{organizationId}/{secret}`), the design and the
 * catalogue are requested now, while the configurator's chunks load (src/api/early.ts). A logged-in user gets
 * the dealer's configurator, which asks with its login: nothing is started for them.
 *
 * The configurator's route chunk is imported and the plan's Pixi Application prepared at the same time.
 *
 * The URLs are the first requests of loadCatalog and fetchQuoteWithSecret; early-open.test.ts checks that they
 * still are. Kept free of the api modules (zod) so it runs before the rest of the entry evaluates.
 */
import { fetchEarly } from '../api/early';
import { PAGE_SIZE_CATEGORIES, PAGE_SIZE_PRODUCTS, SETTINGS_ENTITY_ID } from '../domain/constants';
import { CONFIGURATOR_BASE } from '../app/routes';
import { loadMountPlan } from '../plan2d/load-mount';

const SAVED_WORK = new RegExp(`^${CONFIGURATOR_BASE}/maak-ontwerp/([^/]+)/([^/]+)/([^/]+)/?$`);

/** The catalogue's first pages and the design of a saved-work address; none for any other address. */
export function earlyOpenUrls(pathname: string): string[] {
  const match = SAVED_WORK.exec(pathname);
  if (!match) return [];
  const [, id, organizationId, secret] = match;
  return [
    `/api/v1/product?limit=${PAGE_SIZE_PRODUCTS}&offset=0`,
    `/api/v1/product/category?limit=${PAGE_SIZE_CATEGORIES}&offset=0`,
    `/api/v1/product/eav/entity/color?limit=${PAGE_SIZE_PRODUCTS}&offset=0`,
    `/api/v1/product/eav/entity/side?limit=${PAGE_SIZE_PRODUCTS}&offset=0`,
    `/api/v1/product/eav/entity/setting/${SETTINGS_ENTITY_ID}`,
    // The path segments as the address carries them: request() encodes the decoded values back the same way.
    `/api/v1/quote/unauthorized/${id}/${organizationId}/${secret}`,
  ];
}

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
  fetchEarly(urls);
  if (urls.length > 0) {
    // The plan's Pixi Application and the plan's mount, which the route does not import statically
    // (plan2d/load-mount.ts); the plan would start Pixi only once the design was in (plan-app.ts). Their chunks are
    // already on the line: the server's HTML for this address preloads them (server/app-html.ts).
    void import('../plan2d/render/plan-app').then((m) => m.preparePlanApp()).catch(() => undefined);
    void loadMountPlan().catch(() => undefined);
    // The catalogue's check runs as soon as its answers and its code are in, while Pixi is still on the line
    // (load-catalog.ts takes it).
    void import('../features/configurator/load-catalog').then((m) => m.prefetchCatalog()).catch(() => undefined);
    // The route would ask for its chunks only once the app rendered it.
    void import('../features/configurator/ConfiguratorRoute').catch(() => undefined);
  }
}
