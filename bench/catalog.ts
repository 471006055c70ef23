/** The benchmark catalogue: the seed in assets/catalog plus the large fixture house. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { categorySchema, colorSchema, globalSettingsSchema, globalSideSchema, productSchema, type Catalog } from '../src/domain/catalog';
import { largeHouse } from './fixtures/large-house';

function seed(name: string): unknown[] | Record<string, unknown> {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../assets/catalog/${name}.json`, import.meta.url)), 'utf8'));
}

export function benchCatalog(): Catalog {
  return {
    products: [...(seed('products') as unknown[]).map((p) => productSchema.parse(p)), largeHouse()],
    categories: (seed('categories') as unknown[]).map((c) => categorySchema.parse(c)),
    colors: (seed('colors') as unknown[]).map((c) => colorSchema.parse(c)),
    sides: (seed('sides') as unknown[]).map((s) => globalSideSchema.parse(s)),
    settings: globalSettingsSchema.parse(seed('settings')),
  };
}
