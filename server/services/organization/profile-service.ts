/**
 * The profile tab of /instellingen/instellen (spec §2 'Profile and settings', §5 'Profile form'; issue 11 §3): the
 * caller's own name, and for a manager the organisation's company details and main address. The screen saves on
 * every field edit and sends the whole form each time, so each save is checked as a whole.
 */
import { sql, type Kysely } from 'kysely';
import { ATTRIBUTE_ENABLE_TEST_PRODUCTS } from '../../../src/domain/constants';
import { hasErrors, validateProfileCompany, validateProfileUser } from '../../../src/domain/forms/organization-forms';
import { authorize, type Actor } from '../../auth/access';
import type { Database, UserAttribute } from '../../db/types';
import { json } from '../../db/types';
import { badRequest } from '../../http-error';
import { toUserDto, type OrganizationDto, type UserDto } from '../../db/account-records';
import { findUserById, loadOrganization } from '../account-service';

export interface ProfileInput {
  user?: { firstName: string; preposition?: string | null; lastName: string };
  organization?: {
    name: string; email: string; phone: string; identificationNumber?: string | null; vatNumber?: string | null; ibanNumber?: string | null;
    address: { street: string; houseNumber: string; postalCode: string; city: string };
  };
}

const optional = (value: string | null | undefined) => value?.trim() || null;

function check(input: ProfileInput): void {
  const fields: Record<string, string> = {};
  if (input.user) Object.assign(fields, validateProfileUser(input.user));
  if (input.organization) {
    const o = input.organization;
    Object.assign(fields, validateProfileCompany({ companyName: o.name, companyEmail: o.email, companyPhone: o.phone, ...o.address }));
  }
  if (hasErrors(fields)) throw badRequest(Object.values(fields)[0]!, { fields });
}

export async function updateProfile(db: Kysely<Database>, actor: Actor, input: ProfileInput): Promise<{ user: UserDto; organization: OrganizationDto }> {
  if (input.organization) authorize(actor, 'organization.updateOwn');
  check(input);
  await db.transaction().execute(async (trx) => {
    if (input.user) {
      await trx.updateTable('users').set({
        first_name: input.user.firstName.trim(), preposition: optional(input.user.preposition), last_name: input.user.lastName.trim(),
        updated_at: sql<Date>`now()`,
      }).where('id', '=', actor.userId).execute();
    }
    if (input.organization) {
      const o = input.organization;
      await trx.updateTable('organizations').set({
        name: o.name.trim(), email: o.email.trim(), phone: o.phone.trim(), identification_number: optional(o.identificationNumber),
        vat_number: optional(o.vatNumber), iban_number: optional(o.ibanNumber), updated_at: sql<Date>`now()`,
      }).where('id', '=', actor.organizationId).execute();
      const address = { street: o.address.street.trim(), house_number: o.address.houseNumber.trim(), postal_code: o.address.postalCode.trim(), city: o.address.city.trim() };
      const first = await trx.selectFrom('organization_addresses').select('id').where('organization_id', '=', actor.organizationId)
        .orderBy('id').limit(1).executeTakeFirst();
      if (first) await trx.updateTable('organization_addresses').set(address).where('id', '=', first.id).execute();
      else await trx.insertInto('organization_addresses').values({ organization_id: actor.organizationId, ...address }).execute();
    }
  });
  return { user: toUserDto((await findUserById(db, actor.userId))!), organization: (await loadOrganization(db, actor.organizationId))! };
}

/** Sets the caller's own enableTestProducts attribute (the hidden test-user switch); other attributes stay. */
export async function setTestProducts(db: Kysely<Database>, actor: Actor, enabled: boolean): Promise<UserDto> {
  const row = await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('users').select('attributes').where('id', '=', actor.userId).forUpdate().executeTakeFirstOrThrow();
    const attributes: UserAttribute[] = [
      ...current.attributes.filter((a) => a.key !== ATTRIBUTE_ENABLE_TEST_PRODUCTS),
      { key: ATTRIBUTE_ENABLE_TEST_PRODUCTS, type: 'boolean', value: enabled },
    ];
    return trx.updateTable('users').set({ attributes: json(attributes), updated_at: sql<Date>`now()` })
      .where('id', '=', actor.userId).returningAll().executeTakeFirstOrThrow();
  });
  return toUserDto(row);
}
