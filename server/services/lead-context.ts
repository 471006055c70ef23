/**
 * What a lead's submission reads before it is stored, in one statement (bench:api, ARCHITECTURE §8: statements per
 * lead are the cost on both engines): the catalogue version (so the cached pricing index is checked without a read
 * of its own), the organisation of the dealer token, the example with its organisation, the organisations that
 * hold postcode regions, and the brand. The rules that choose among them stay in lead-service.ts and
 * postcode-routing.ts; this only fetches.
 */
import { sql, type Kysely } from 'kysely';
import { POSTCODE_REGIONS_SETTING } from '../../src/domain/postcode-regions';
import type { Database, OrganizationRow } from '../db/types';
import { NO_DEALER_TOKEN } from '../../src/domain/constants';
import { BRAND_ORGANIZATION_ID } from './organization-card';
import { prepared } from '../db/prepared';

export interface LeadContext {
  /** catalog_version's value; null only when the brand row is missing too (then nothing else was read). */
  catalogVersion: string | null;
  tokenOrganization?: OrganizationRow;
  /** The EXAMPLE quote named by fromExample, with the organisation that owns it. */
  example?: { id: number; organization: OrganizationRow };
  /** Organisations other than the platform and the brand with a non-empty postcodeRegions setting. */
  regionalCandidates: OrganizationRow[];
  brand?: OrganizationRow;
}

type Role = 'token' | 'example' | 'region' | 'brand';

export async function readLeadContext(db: Kysely<Database>, input: { dealerToken?: string | null; fromExample?: number | null }): Promise<LeadContext> {
  const token = input.dealerToken?.trim();
  const withRole = (role: Role) => [
    sql<Role>`${role}::text`.as('role'),
    sql<number | null>`null::integer`.as('example_id'),
    sql<string | null>`(select version::text from catalog_version where id = 1)`.as('catalog_version'),
  ] as const;
  let query = db.selectFrom('organizations').selectAll('organizations').select(withRole('brand'))
    .where('organizations.id', '=', BRAND_ORGANIZATION_ID)
    .unionAll(db.selectFrom('organizations').selectAll('organizations').select(withRole('region'))
      .where('organizations.id', 'not in', [1, BRAND_ORGANIZATION_ID])
      .where(sql<boolean>`coalesce(organizations.settings ->> ${POSTCODE_REGIONS_SETTING}, '') <> ''`));
  if (token && token !== NO_DEALER_TOKEN) {
    query = query.unionAll(db.selectFrom('organizations').selectAll('organizations').select(withRole('token'))
      .where('organizations.external_reference', '=', token));
  }
  if (input.fromExample) {
    query = query.unionAll(db.selectFrom('quotes').innerJoin('organizations', 'organizations.id', 'quotes.organization_id')
      .selectAll('organizations')
      .select([
        sql<Role>`'example'::text`.as('role'), sql<number | null>`quotes.id`.as('example_id'),
        sql<string | null>`(select version::text from catalog_version where id = 1)`.as('catalog_version'),
      ])
      .where('quotes.id', '=', input.fromExample).where('quotes.status', '=', 'EXAMPLE'));
  }
  // Four texts at most (with or without a token, an example): prepared (db/prepared.ts).
  const rows = await query.modifyEnd(prepared).execute();
  const context: LeadContext = { catalogVersion: rows[0]?.catalog_version ?? null, regionalCandidates: [] };
  for (const { role, example_id: exampleId, catalog_version: _version, ...organization } of rows) {
    const row = organization as OrganizationRow;
    if (role === 'brand') context.brand = row;
    else if (role === 'token') context.tokenOrganization ??= row;
    else if (role === 'example') context.example = { id: exampleId!, organization: row };
    else context.regionalCandidates.push(row);
  }
  context.regionalCandidates.sort((a, b) => a.id - b.id);
  return context;
}
