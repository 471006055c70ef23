/**
 * The look-ups login and the password routes need: users by e-mail or id, and an organisation as the API shows
 * it (the row mappers are in db/account-records.ts).
 */
import type { Kysely } from 'kysely';
import { toOrganizationDto, type OrganizationDto } from '../db/account-records';
import type { Database, UserRow } from '../db/types';

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .where('active', '=', true)
    .executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('active', '=', true).executeTakeFirst();
}

export async function loadOrganization(db: Kysely<Database>, id: number): Promise<OrganizationDto | undefined> {
  const row = await db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const addresses = await db.selectFrom('organization_addresses').selectAll()
    .where('organization_id', '=', id).orderBy('id').execute();
  return toOrganizationDto(row, addresses);
}
