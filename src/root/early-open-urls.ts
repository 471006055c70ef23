/**
 * The API requests that opening saved work starts before the configurator's code has loaded: the catalogue's
 * first pages and the design. Free of browser globals and of the api modules, so the entry (early-open.ts) and
 * the server (server/saved-work-html.ts: the same requests as preloads in the page's HTML) share one list.
 */
import { PAGE_SIZE_CATEGORIES, PAGE_SIZE_PRODUCTS, SETTINGS_ENTITY_ID } from '../domain/constants';
import { CONFIGURATOR_BASE } from '../app/routes';

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
