/**
 * Quote numbers from a per-organisation counter, assigned by a trigger: an insert without a number takes the
 * next one; an insert with a number (seeded examples, imports) moves the counter past it. Concurrent inserts of
 * one organisation take distinct, consecutive numbers because the counter row stays locked until the inserting
 * transaction ends: through its commit, including the commit's WAL flush (a lead's commit is synchronous, as it must
 * be durable when answered). Leads of one organisation therefore queue behind each other's flush; those of
 * different organisations do not. A rolled-back insert leaves no gap.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('organizations').addColumn('last_quote_number', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`UPDATE organizations o SET last_quote_number = coalesce((SELECT max(number) FROM quotes q WHERE q.organization_id = o.id), 0)`.execute(db);
  await sql`CREATE FUNCTION assign_quote_number() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.number IS NULL THEN
        UPDATE organizations SET last_quote_number = last_quote_number + 1 WHERE id = NEW.organization_id
          RETURNING last_quote_number INTO NEW.number;
      ELSE
        UPDATE organizations SET last_quote_number = greatest(last_quote_number, NEW.number) WHERE id = NEW.organization_id;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER quotes_assign_number BEFORE INSERT ON quotes FOR EACH ROW EXECUTE FUNCTION assign_quote_number()`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS quotes_assign_number ON quotes`.execute(db);
  await sql`DROP FUNCTION IF EXISTS assign_quote_number()`.execute(db);
  await db.schema.alterTable('organizations').dropColumn('last_quote_number').execute();
}
