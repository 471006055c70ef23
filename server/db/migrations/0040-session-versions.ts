/**
 * Sessions that end (issue 24 §1, ARCHITECTURE §3 reading 18). `users.token_version` is carried in every id token
 * and compared on each request; a token of an older version is refused. The database raises the version itself
 * whenever what a session was granted on changes (password, e-mail, roles, active), so no writer (a route, the
 * seed, an operator in psql) can forget it. 'Overal uitloggen' raises it explicitly.
 * `ended_tokens` holds the ids of single tokens ended by 'Uitloggen' until they would have expired anyway.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('users').addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`create function users_bump_token_version() returns trigger language plpgsql as $$
    begin
      if new.password_hash is distinct from old.password_hash or lower(new.email) is distinct from lower(old.email)
        or new.roles is distinct from old.roles or new.active is distinct from old.active then
        new.token_version := old.token_version + 1;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger users_token_version before update on users
    for each row execute function users_bump_token_version()`.execute(db);
  await db.schema.createTable('ended_tokens')
    .addColumn('token_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('ended_tokens').ifExists().execute();
  await sql`drop trigger if exists users_token_version on users`.execute(db);
  await sql`drop function if exists users_bump_token_version()`.execute(db);
  await db.schema.alterTable('users').dropColumn('token_version').execute();
}
