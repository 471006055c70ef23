/**
 * Loads the configurator's catalogue through src/api (products in pages of 400, categories, colours, global
 * sides, settings 762) and maps served products to domain products. Anonymous answers carry no cost prices:
 * they count as 0 here, and the browser's estimate never shows cost. A logged-in caller's product list leaves out
 * zero-price products (spec §5 'Lists', as the category and size steps ask: catalog-store.ts).
 */
import { categoriesApi, colorsApi, productsApi, settingsApi, sidesApi } from '../../api';
import type { ServedProduct } from '../../api/products';
import type { Catalog, Product } from '../../domain/catalog';
import { session$ } from '../../app/session';

export function toDomainProduct(served: ServedProduct): Product {
  return {
    ...served,
    costPrice: served.costPrice ?? 0,
    variations: served.variations.map((v) => ({ ...v, costPrice: v.costPrice ?? 0 })),
  };
}

export async function loadCatalog(signal?: AbortSignal): Promise<Catalog> {
  const [products, categories, colors, sides, settings] = await Promise.all([
    productsApi.fetchProducts({ excludeZeroPrice: !!session$.getValue(), signal }),
    categoriesApi.fetchCategories(signal),
    colorsApi.fetchColors(signal),
    sidesApi.fetchSides(signal),
    settingsApi.fetchSettings(signal),
  ]);
  return { products: products.map(toDomainProduct), categories, colors, sides, settings };
}
