/**
 * Which dealer a visitor's postcode belongs to (issue 10 §4): the organisations (not the platform or the brand)
 * whose `postcodeRegions` setting holds the postcode and who work leads (ARCHITECTURE §3 reading 17: a region of an
 * organisation with dealerTokenActive off is not routed); exactly one → that dealer, none or several → none (the
 * brand assigns it by hand).
 */
import type { Kysely } from 'kysely';
import { inRegions, parsePostcodeRegions, POSTCODE_REGIONS_SETTING } from '../../src/domain/postcode-regions';
import type { Database, OrganizationRow } from '../db/types';
import { receivesLeads } from './organization-card';

export async function dealersForPostcode(db: Kysely<Database>, postcode: string): Promise<OrganizationRow[]> {
  const organizations = await db.selectFrom('organizations').selectAll().where('id', 'not in', [1, 2]).orderBy('id').execute();
  return dealersAmong(organizations, postcode);
}

/** The rule on organisations already read (the lead's one read, services/lead-context.ts). */
export function dealersAmong(organizations: OrganizationRow[], postcode: string): OrganizationRow[] {
  return organizations.filter((organization) => {
    if (!receivesLeads(organization)) return false;
    const value = (organization.settings as Record<string, string> | null)?.[POSTCODE_REGIONS_SETTING];
    return !!value && inRegions(postcode, parsePostcodeRegions(value).ranges);
  });
}

export async function dealerForPostcode(db: Kysely<Database>, postcode: string): Promise<OrganizationRow | undefined> {
  const dealers = await dealersForPostcode(db, postcode);
  return dealers.length === 1 ? dealers[0] : undefined;
}
