/**
 * Plan limits (spec §3 'subscription.plan.maxUsers', §8 'Plan limit reached'; issue 11 §2). The organisation's row is
 * locked for the rest of the transaction before counting, so two simultaneous creations cannot both slip under the
 * limit. null means no limit.
 */
import type { Transaction } from 'kysely';
import { PLAN_LIMIT_REACHED } from '../../../src/domain/texts/settings';
import type { Database } from '../../db/types';
import { conflict, notFound } from '../../http-error';

async function lockOrganization(trx: Transaction<Database>, organizationId: number) {
  const row = await trx.selectFrom('organizations').select(['id', 'name', 'max_users', 'max_subdealers'])
    .where('id', '=', organizationId).forUpdate().executeTakeFirst();
  if (!row) throw notFound('Organisatie niet gevonden');
  return row;
}

/** Locks the organisation and refuses (409 'Plan limit reached') when it has maxUsers users already. */
export async function assertUserSlot(trx: Transaction<Database>, organizationId: number): Promise<{ name: string }> {
  const org = await lockOrganization(trx, organizationId);
  if (org.max_users !== null) {
    const { n } = await trx.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('organization_id', '=', organizationId).where('active', '=', true).executeTakeFirstOrThrow();
    if (Number(n) >= org.max_users) throw conflict(PLAN_LIMIT_REACHED);
  }
  return { name: org.name };
}

/** Locks the parent and refuses (409 'Plan limit reached') when it has maxSubdealers sub-dealers already. */
export async function assertSubdealerSlot(trx: Transaction<Database>, parentId: number): Promise<void> {
  const org = await lockOrganization(trx, parentId);
  if (org.max_subdealers === null) return;
  const { n } = await trx.selectFrom('organizations').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('parent_id', '=', parentId).where('type', '=', 'subdealer').executeTakeFirstOrThrow();
  if (Number(n) >= org.max_subdealers) throw conflict(PLAN_LIMIT_REACHED);
}
