/**
 * A catalogue version the server's pricing cache can check with one tiny query: every statement that
 * changes products, categories, their links, colours, sides or the global settings bumps it, whoever runs it
 * (the app, a sync job or somebody in psql), so a cached catalogue is never priced against after a change.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type Db = Kysely<any>;

const TABLES = ['products', 'categories', 'product_categories', 'colors', 'global_sides', 'global_settings'];

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('catalog_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`INSERT INTO catalog_version (id, version) VALUES (1, 1)`.execute(db);
  await sql`CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE catalog_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of TABLES) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_catalog_version`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  for (const table of TABLES) await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_catalog_version`)} ON ${sql.table(table)}`.execute(db);
  await sql`DROP FUNCTION IF EXISTS bump_catalog_version()`.execute(db);
  await db.schema.dropTable('catalog_version').ifExists().execute();
}
