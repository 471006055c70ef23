/**
 * Users of an organisation (spec §2 'User screens', §7 v1/user; issue 11 §2): list (organizationIds[] filter),
 * get, invite (create + optional set-password mail), update, delete. Every query is scoped by the access module:
 * a user outside reach does not exist for the caller (404); an organisation outside reach in a filter or a create
 * is 403. Creating past the organisation's maxUsers answers 409 'Plan limit reached'.
 */
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { userBody, userCreateBody } from '../../../src/domain/contracts/accounts';
import { validateUserForm, hasErrors } from '../../../src/domain/forms/organization-forms';
import type { Actor } from '../../auth/access';
import { checkOrganizationFilter, notReachable, organizationForCreate, where } from '../../auth/access';
import type { Database } from '../../db/types';
import { badRequest, conflict } from '../../http-error';
import type { MailMessage } from '../../mail/mailer';
import { queueMails } from '../../mail/mailer';
import { toUserDto, type UserDto } from '../../db/account-records';
import type { Page } from '../../schemas/common';
import { assertUserSlot } from './plan-limits';
import { createReset } from './password-resets';

/** The parsed body of PUT /user/{id}, and of POST /user with its two spellings of the organisation made one. */
export type UserInput = z.output<typeof userBody>;
export type CreateUserInput = UserInput & Pick<z.output<typeof userCreateBody>, 'organizationId' | 'sendInvite'>;

export const EMAIL_TAKEN = 'Dit e-mailadres is al in gebruik';

function checkForm(input: UserInput): void {
  const fields = validateUserForm(input);
  if (hasErrors(fields)) throw badRequest(Object.values(fields)[0]!, { fields: fields as Record<string, string> });
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

export async function listUsers(db: Kysely<Database>, actor: Actor, options: { limit: number; offset: number; organizationIds: number[] }): Promise<Page<UserDto>> {
  checkOrganizationFilter(actor, options.organizationIds);
  const organizations = options.organizationIds.length ? options.organizationIds : [actor.organizationId];
  const base = db.selectFrom('users').where(where.users(actor)).where('organization_id', 'in', organizations).where('active', '=', true);
  const [rows, count] = await Promise.all([
    options.limit === 0 ? Promise.resolve([]) : base.selectAll().orderBy('first_name').orderBy('last_name').orderBy('id')
      .limit(options.limit).offset(options.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toUserDto), total: Number(count.n), limit: options.limit, offset: options.offset };
}

export async function getUser(db: Kysely<Database>, actor: Actor, id: number): Promise<UserDto> {
  const row = await db.selectFrom('users').selectAll().where(where.users(actor)).where('id', '=', id).where('active', '=', true).executeTakeFirst();
  if (!row) throw notReachable('Gebruiker');
  return toUserDto(row);
}

/**
 * Creates the user (no password: they set one through the invitation link) and, with sendInvite, stores the
 * invitation mail in the same transaction. `inviteMail` builds the message from the link segment.
 */
export async function createUser(db: Kysely<Database>, actor: Actor, input: CreateUserInput,
  inviteMail: (user: { email: string; firstName: string }, organizationName: string, segment: string) => MailMessage): Promise<UserDto> {
  const organizationId = organizationForCreate(actor, input.organizationId);
  checkForm(input);
  try {
    return await db.transaction().execute(async (trx) => {
      const organization = await assertUserSlot(trx, organizationId);
      const row = await trx.insertInto('users').values({
        organization_id: organizationId, email: input.email.trim(), first_name: input.firstName.trim(),
        preposition: input.preposition?.trim() || null, last_name: input.lastName.trim(), password_hash: null,
      }).returningAll().executeTakeFirstOrThrow();
      if (input.sendInvite) {
        const segment = await createReset(trx, row, 'invite');
        await queueMails(trx, [inviteMail({ email: row.email, firstName: row.first_name }, organization.name, segment)], { type: 'user', id: row.id });
      }
      return toUserDto(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Changes name and e-mail. A changed e-mail (the account's login) is told to the old address in the same
 * transaction (a durable mail: `emailChanged` builds it), and the database ends the user's sessions (migration 0040).
 */
export async function updateUser(db: Kysely<Database>, actor: Actor, id: number, input: UserInput,
  emailChanged?: (old: { email: string; firstName: string }, newEmail: string) => MailMessage): Promise<UserDto> {
  checkForm(input);
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('users').select(['email', 'first_name']).where(where.users(actor)).where('id', '=', id)
        .where('active', '=', true).forUpdate().executeTakeFirst();
      if (!before) throw notReachable('Gebruiker');
      const row = await trx.updateTable('users').set({
        first_name: input.firstName.trim(), preposition: input.preposition?.trim() || null, last_name: input.lastName.trim(),
        email: input.email.trim(), updated_at: sql<Date>`now()`,
      }).where(where.users(actor)).where('id', '=', id).where('active', '=', true).returningAll().executeTakeFirstOrThrow();
      if (emailChanged && before.email.toLowerCase() !== row.email.toLowerCase()) {
        await queueMails(trx, [emailChanged({ email: before.email, firstName: before.first_name }, row.email)], { type: 'user', id });
      }
      return toUserDto(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/** Removes the user (their quotes and customers stay, without the seller link); never oneself. */
export async function deleteUser(db: Kysely<Database>, actor: Actor, id: number): Promise<void> {
  const row = await db.selectFrom('users').select('id').where(where.users(actor)).where('id', '=', id).executeTakeFirst();
  if (!row) throw notReachable('Gebruiker');
  if (id === actor.userId) throw badRequest('Je kunt jezelf niet verwijderen');
  await db.deleteFrom('users').where(where.users(actor)).where('id', '=', id).execute();
}
