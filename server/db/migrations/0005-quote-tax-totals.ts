/**
 * Dealer quotes: the VAT totals per rate are stored with the quote (lists show them without reading lines),
 * and customer companies are looked up per organisation.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('quotes').addColumn('tax_totals', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`)).execute();
  // Every quote so far carries the one rate of the catalogue.
  await sql`UPDATE quotes SET tax_totals = jsonb_build_array(jsonb_build_object(
    'name', '21% BTW', 'taxPercentage', 21, 'inclTax', total_incl_tax, 'exclTax', total_excl_tax, 'taxAmount', total_tax))`.execute(db);
  await db.schema.createIndex('companies_organization_idx').on('companies').column('organization_id').execute();
  await db.schema.createIndex('quotes_organization_created_idx').on('quotes').columns(['organization_id', 'created_at']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('quotes_organization_created_idx').ifExists().execute();
  await db.schema.dropIndex('companies_organization_idx').ifExists().execute();
  await db.schema.alterTable('quotes').dropColumn('tax_totals').execute();
}
