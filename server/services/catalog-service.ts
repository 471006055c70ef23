/**
 * The whole catalogue as the editor and server pricing use it (`Catalog` of src/domain/catalog.ts), read
 * from the database and parsed with the domain schemas, so a bad stored record fails loudly here.
 * Test items are included: pricing must price whatever a permitted caller may have placed.
 */
import type { Kysely } from 'kysely';
import { categorySchema, colorSchema, globalSideSchema, productSchema, type Catalog } from '../../src/domain/catalog';
import { SETTINGS_ENTITY_ID } from '../../src/domain/constants';
import type { Database } from '../db/types';
import { getSettings } from './eav-service';

export async function loadCatalog(db: Kysely<Database>): Promise<Catalog> {
  const [products, categories, colors, sides, settings] = await Promise.all([
    db.selectFrom('products').select('record').orderBy('id').execute(),
    db.selectFrom('categories').select('record').orderBy('id').execute(),
    db.selectFrom('colors').select('record').orderBy('sort_order').orderBy('name').execute(),
    db.selectFrom('global_sides').select(['id', 'name', 'width']).orderBy('id').execute(),
    getSettings(db, SETTINGS_ENTITY_ID),
  ]);
  return {
    products: products.map((row) => productSchema.parse(row.record)),
    categories: categories.map((row) => categorySchema.parse(row.record)),
    colors: colors.map((row) => colorSchema.parse(row.record)),
    sides: sides.map((row) => globalSideSchema.parse(row)),
    settings: settings!,
  };
}
