/** The seeded catalogue as the tests expect it: read from assets/catalog and parsed with the domain schemas. */
import { readSeedData } from '../../server/db/seed-files';
import { defaultCatalogDir } from '../../server/db/seed';

export const seed = readSeedData(defaultCatalogDir);
export const products = seed.products ?? [];
export const categories = seed.categories ?? [];
export const visibleProducts = products.filter((p) => !p.test);
export const testProducts = products.filter((p) => p.test);
export const visibleCategories = categories.filter((c) => !c.test);
export const testCategories = categories.filter((c) => c.test);

export function byId<T extends { id: number }>(items: T[]): number[] {
  return items.map((item) => item.id).sort((a, b) => a - b);
}
