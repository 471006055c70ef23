/**
 * What a lead's submission reads before it is stored, in one statement (bench:api, ARCHITECTURE §8: statements per
 * lead are the cost on both engines): the catalogue version (so the cached pricing index is checked without a read
 * of its own), the organisation of the dealer token, the example with its organisation, the organisations that
 * hold postcode regions, and the brand. The rules that choose among them stay in lead-service.ts and
 * postcode-routing.ts; this only fetches.
 */
import { CompiledQuery, sql, type Kysely } from 'kysely';
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

/** Stand-ins for the token and the example id while a statement's text is built (never sent). */
const TOKEN_SLOT = '\u0000lead-context-token';
const EXAMPLE_SLOT = -0x1eadc0;

interface ContextStatement { sql: string; parameters: readonly unknown[]; tokenAt: number; exampleAt: number }

/**
 * The statement's text and parameters per shape (with or without a token, an example), built by Kysely once and
 * reused with the lead's token and example id written in: building and compiling the union for every lead cost
 * more than running it (bench:api, ~0.1 ms of the server's ~2.8 ms CPU per lead).
 */
const statements = new Map<string, ContextStatement>();

function contextStatement(db: Kysely<Database>, withToken: boolean, withExample: boolean): ContextStatement {
  const key = `${withToken}/${withExample}`;
  let statement = statements.get(key);
  if (statement) return statement;
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
  if (withToken) {
    query = query.unionAll(db.selectFrom('organizations').selectAll('organizations').select(withRole('token'))
      .where('organizations.external_reference', '=', TOKEN_SLOT));
  }
  if (withExample) {
    query = query.unionAll(db.selectFrom('quotes').innerJoin('organizations', 'organizations.id', 'quotes.organization_id')
      .selectAll('organizations')
      .select([
        sql<Role>`'example'::text`.as('role'), sql<number | null>`quotes.id`.as('example_id'),
        sql<string | null>`(select version::text from catalog_version where id = 1)`.as('catalog_version'),
      ])
      .where('quotes.id', '=', EXAMPLE_SLOT).where('quotes.status', '=', 'EXAMPLE'));
  }
  // Four texts at most: prepared (db/prepared.ts).
  const compiled = query.modifyEnd(prepared).compile();
  statement = {
    sql: compiled.sql, parameters: compiled.parameters,
    tokenAt: compiled.parameters.indexOf(TOKEN_SLOT), exampleAt: compiled.parameters.indexOf(EXAMPLE_SLOT),
  };
  statements.set(key, statement);
  return statement;
}

type ContextRow = OrganizationRow & { role: Role; example_id: number | null; catalog_version: string | null };

export async function readLeadContext(db: Kysely<Database>, input: { dealerToken?: string | null; fromExample?: number | null }): Promise<LeadContext> {
  const token = input.dealerToken?.trim();
  const withToken = Boolean(token && token !== NO_DEALER_TOKEN);
  const statement = contextStatement(db, withToken, Boolean(input.fromExample));
  const parameters = [...statement.parameters];
  if (statement.tokenAt >= 0) parameters[statement.tokenAt] = token;
  if (statement.exampleAt >= 0) parameters[statement.exampleAt] = input.fromExample;
  const { rows } = await db.executeQuery<ContextRow>(CompiledQuery.raw(statement.sql, parameters));
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
