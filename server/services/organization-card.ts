/**
 * The organisation's public card: what an anonymous visitor may see of a dealer (name, contact, logo and the
 * settings that steer the configurator). Never the Kvk/VAT/IBAN numbers, users or addresses' owners' data.
 */
import type { Kysely } from 'kysely';
import { NO_DEALER_TOKEN } from '../../src/domain/constants';
import type { Database, OrganizationRow } from '../db/types';

export interface OrganizationCard {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  logoUrl: string | null;
  settings: Record<string, string>;
}

export interface ExternalOrganizationCard extends OrganizationCard {
  externalReference: string;
}

/** The brand (main supplier): handles leads that no dealer token or example assigns. */
export const BRAND_ORGANIZATION_ID = 2;

export function toOrganizationCard(row: OrganizationRow): OrganizationCard {
  return { id: row.id, name: row.name, email: row.email, phone: row.phone, logoUrl: row.logo_url, settings: row.settings ?? {} };
}

export async function findOrganization(db: Kysely<Database>, id: number): Promise<OrganizationRow | undefined> {
  return db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Whether leads may go to this organisation (ARCHITECTURE §3 reading 17): only where someone can work them, i.e.
 * where dealerTokenActive is 'true', the setting that gives its users the Leads menu (spec §6).
 */
export function receivesLeads(row: Pick<OrganizationRow, 'settings'>): boolean {
  return (row.settings as Record<string, string> | null)?.dealerTokenActive === 'true';
}

/** The organisation whose external reference is the token; none for an empty token or the fixed no-token value. */
export async function findOrganizationByToken(db: Kysely<Database>, token: string | null | undefined): Promise<OrganizationRow | undefined> {
  const value = token?.trim();
  if (!value || value === NO_DEALER_TOKEN) return undefined;
  return db.selectFrom('organizations').selectAll().where('external_reference', '=', value).executeTakeFirst();
}
