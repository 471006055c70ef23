/**
 * Sub-dealers (spec §2 'Sub-dealer screens', §7 v1/auth/organization/manage; issue 11 §2): the manager's child
 * organisations of type subdealer. New ones get type subdealer (also in settings, as the spec's screens read it) and
 * a plan of one user; a manager's own maxSubdealers answers 409 'Plan limit reached'. Scoped by `where.subdealers`:
 * another organisation's sub-dealer does not exist for the caller (404).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod/mini';
import type { subdealerBody } from '../../../src/domain/contracts/accounts';
import { hasErrors, validateAddressForm, validateSubdealerForm } from '../../../src/domain/forms/organization-forms';
import type { Actor } from '../../auth/access';
import { notReachable, where } from '../../auth/access';
import type { Database } from '../../db/types';
import { json } from '../../db/types';
import { badRequest, conflict } from '../../http-error';
import { toOrganizationDto, type OrganizationDto } from '../../db/account-records';
import { loadOrganization } from '../account-service';
import type { Page } from '../../schemas/common';
import { assertSubdealerSlot } from './plan-limits';

/** Spec §9 'Sub-dealer plan maxUsers 1'. */
export const SUBDEALER_MAX_USERS = 1;

/** The parsed body of POST/PUT /auth/organization/manage (src/domain/contracts/accounts.ts). */
export type SubdealerInput = z.output<typeof subdealerBody>;
type AddressInput = SubdealerInput['addresses'][number];

function checkForm(input: SubdealerInput): void {
  const fields: Record<string, string> = { ...validateSubdealerForm(input) } as Record<string, string>;
  input.addresses.forEach((address, index) => {
    for (const [field, message] of Object.entries(validateAddressForm(address))) fields[`addresses.${index}.${field}`] = message!;
  });
  if (hasErrors(fields)) throw badRequest(Object.values(fields)[0]!, { fields });
}

const optional = (value: string | null | undefined) => value?.trim() || null;

function columns(input: SubdealerInput) {
  return {
    name: input.name.trim(), email: input.email.trim(), phone: input.phone.trim(),
    identification_number: optional(input.identificationNumber), vat_number: optional(input.vatNumber),
    iban_number: optional(input.ibanNumber), logo_url: optional(input.logoUrl),
  };
}

async function replaceAddresses(trx: Transaction<Database>, organizationId: number, addresses: AddressInput[]): Promise<void> {
  await trx.deleteFrom('organization_addresses').where('organization_id', '=', organizationId).execute();
  if (addresses.length === 0) return;
  await trx.insertInto('organization_addresses').values(addresses.map((a) => ({
    organization_id: organizationId, street: a.street.trim(), house_number: a.houseNumber.trim(), postal_code: a.postalCode.trim(),
    city: a.city.trim(), ...(a.country ? { country: a.country } : {}),
  }))).execute();
}

export async function listSubdealers(db: Kysely<Database>, actor: Actor, options: { limit: number; offset: number; search?: string }): Promise<Page<OrganizationDto>> {
  let base = db.selectFrom('organizations').where(where.subdealers(actor));
  if (options.search) base = base.where('name', 'ilike', `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const [rows, count] = await Promise.all([
    options.limit === 0 ? Promise.resolve([]) : base.selectAll().orderBy('name').orderBy('id').limit(options.limit).offset(options.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const addresses = rows.length
    ? await db.selectFrom('organization_addresses').selectAll().where('organization_id', 'in', rows.map((r) => r.id)).orderBy('id').execute() : [];
  return {
    data: rows.map((row) => toOrganizationDto(row, addresses.filter((a) => a.organization_id === row.id))),
    total: Number(count.n), limit: options.limit, offset: options.offset,
  };
}

async function reachableId(db: Kysely<Database> | Transaction<Database>, actor: Actor, id: number): Promise<number> {
  const row = await db.selectFrom('organizations').select('id').where(where.subdealers(actor)).where('id', '=', id).executeTakeFirst();
  if (!row) throw notReachable('Subdealer');
  return row.id;
}

export async function getSubdealer(db: Kysely<Database>, actor: Actor, id: number): Promise<OrganizationDto> {
  await reachableId(db, actor, id);
  return (await loadOrganization(db, id))!;
}

export async function createSubdealer(db: Kysely<Database>, actor: Actor, input: SubdealerInput): Promise<OrganizationDto> {
  checkForm(input);
  const id = await db.transaction().execute(async (trx) => {
    await assertSubdealerSlot(trx, actor.organizationId);
    const row = await trx.insertInto('organizations').values({
      ...columns(input), parent_id: actor.organizationId, type: 'subdealer', max_users: SUBDEALER_MAX_USERS,
      settings: json({ type: 'subdealer', dealerTokenActive: 'false', realTimePrice: 'true', exportGlbActive: 'false' }),
    }).returning('id').executeTakeFirstOrThrow();
    await replaceAddresses(trx, row.id, input.addresses);
    return row.id;
  });
  return (await loadOrganization(db, id))!;
}

export async function updateSubdealer(db: Kysely<Database>, actor: Actor, id: number, input: SubdealerInput): Promise<OrganizationDto> {
  await db.transaction().execute(async (trx) => {
    await reachableId(trx, actor, id);
    checkForm(input);
    await trx.updateTable('organizations').set({ ...columns(input), updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
    await replaceAddresses(trx, id, input.addresses);
  });
  return (await loadOrganization(db, id))!;
}

/** Removes a sub-dealer that has no quotes (its users and addresses go with it); one with quotes is kept: 409. */
export async function deleteSubdealer(db: Kysely<Database>, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await reachableId(trx, actor, id);
    const quote = await trx.selectFrom('quotes').select('id').where('organization_id', '=', id).limit(1).executeTakeFirst();
    if (quote) throw conflict('Deze subdealer heeft offertes en kan niet worden verwijderd');
    await trx.deleteFrom('organizations').where('id', '=', id).execute();
  });
}
