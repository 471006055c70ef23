/**
 * The catalogue as pricing needs it, loaded from the database once and kept while the catalogue version
 * (migration 0002: bumped by a trigger on every change of the catalogue tables) stays the same. Every lead
 * and price request used to read and parse all products with their layouts; now it reads one number.
 * Two indexes: one with test items for callers allowed to see them, one without for everybody else (for
 * them test products are unknown products).
 */
import type { Kysely } from 'kysely';
import type { Catalog } from '../../src/domain/catalog';
import { indexCatalog, type CatalogIndex } from '../../src/domain/pricing';
import type { Database } from '../db/types';
import { loadCatalog } from './catalog-service';

interface Indexes { withTest: CatalogIndex; withoutTest: CatalogIndex }

export class CatalogCache {
  private cached: { version: string; indexes: Promise<Indexes> } | null = null;
  /** How often the catalogue was read from the database (for tests and the bench). */
  loads = 0;

  constructor(private readonly db: Kysely<Database>, private readonly load: (db: Kysely<Database>) => Promise<Catalog> = loadCatalog) {}

  /** The pricing index a caller may price against, current as of this call. */
  async index(canSeeTestItems: boolean): Promise<CatalogIndex> {
    return this.indexAt(await this.version(), canSeeTestItems);
  }

  /**
   * The index for a catalogue version the caller read itself in a statement it needed anyway (a lead reads it
   * with the organisations: services/lead-context.ts), so the check costs no statement of its own.
   */
  async indexAt(version: string, canSeeTestItems: boolean): Promise<CatalogIndex> {
    if (this.cached?.version !== version) {
      this.loads += 1;
      const indexes = this.load(this.db).then((catalog) => ({
        withTest: indexCatalog(catalog),
        withoutTest: indexCatalog({ ...catalog, products: catalog.products.filter((p) => !p.test) }),
      }));
      const entry = { version, indexes };
      this.cached = entry;
      // A failed read is not kept: the next request tries again.
      indexes.catch(() => { if (this.cached === entry) this.cached = null; });
    }
    const indexes = await this.cached!.indexes;
    return canSeeTestItems ? indexes.withTest : indexes.withoutTest;
  }

  private async version(): Promise<string> {
    const row = await this.db.selectFrom('catalog_version').select('version').where('id', '=', 1).executeTakeFirst();
    return String(row?.version ?? 0);
  }
}
