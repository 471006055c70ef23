/**
 * Loads the configurator's catalogue through src/api (products in pages of 400, categories, colours, global
 * sides, settings 762) and maps served products to domain products. Anonymous answers carry no cost prices:
 * they count as 0 here, and the browser's estimate never shows cost. A logged-in caller's product list leaves out
 * zero-price products (spec §5 'Lists', as the category and size steps ask: catalog-store.ts).
 */
// Each module by its own path, not through src/api's index: that barrel became an empty chunk of its own, one more
// request holding one of HTTP/1.1's six connections before the plan (bench/README round 22).
import * as categoriesApi from '../../api/categories';
import * as colorsApi from '../../api/colors';
import * as productsApi from '../../api/products';
import * as settingsApi from '../../api/settings';
import * as sidesApi from '../../api/sides';
import type { ServedProduct } from '../../api/products';
import type { Catalog, Product } from '../../domain/catalog';
import { session$ } from '../../app/session';
import { loadCategories, loadProducts } from '../catalog/catalog-store';

/** How long a catalogue fetched ahead (prefetchCatalog) may serve a configurator that opens, ms. */
export const PREFETCH_MAX_AGE_MS = 10 * 60_000;

let prefetched: { at: number; catalog: Promise<Catalog> } | null = null;

/**
 * Fetches an anonymous visitor's catalogue ahead, while they choose a house (src/root/prefetch-configurator.ts):
 * products and categories from the category and size steps' own loads (catalog-store.ts: the same requests,
 * made once), colours, sides and settings besides. The configurator that opens next takes it, once.
 */
export function prefetchCatalog(now = performance.now()): void {
  if (session$.getValue()) return;
  if (prefetched && now - prefetched.at < PREFETCH_MAX_AGE_MS) return;
  const catalog = Promise.all([loadProducts(), loadCategories(), colorsApi.fetchColors(), sidesApi.fetchSides(), settingsApi.fetchSettings()])
    .then(([products, categories, colors, sides, settings]) => ({ products: products.map(toDomainProduct), categories, colors, sides, settings }));
  // A failed prefetch is forgotten; the configurator then asks itself.
  catalog.catch(() => { if (prefetched?.catalog === catalog) prefetched = null; });
  prefetched = { at: now, catalog };
}

/** The prefetched catalogue, once, when it is fresh and the caller is still anonymous. */
function takePrefetched(now: number): Promise<Catalog> | null {
  const entry = prefetched;
  prefetched = null;
  if (!entry || session$.getValue() || now - entry.at >= PREFETCH_MAX_AGE_MS) return null;
  return entry.catalog;
}

export function toDomainProduct(served: ServedProduct): Product {
  return {
    ...served,
    costPrice: served.costPrice ?? 0,
    variations: served.variations.map((v) => ({ ...v, costPrice: v.costPrice ?? 0 })),
  };
}

export async function loadCatalog(signal?: AbortSignal): Promise<Catalog> {
  const ahead = takePrefetched(performance.now());
  if (ahead) {
    try {
      return await ahead;
    } catch {
      // Fetched ahead and failed: ask again now.
    }
  }
  const [products, categories, colors, sides, settings] = await Promise.all([
    productsApi.fetchProducts({ excludeZeroPrice: !!session$.getValue(), signal }),
    categoriesApi.fetchCategories(signal),
    colorsApi.fetchColors(signal),
    sidesApi.fetchSides(signal),
    settingsApi.fetchSettings(signal),
  ]);
  return { products: products.map(toDomainProduct), categories, colors, sides, settings };
}
