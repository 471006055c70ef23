/**
 * What a visitor holding a quote's secret sees: the design, lines and totals without any cost field, status,
 * number, title, design code, the customer's own details and the organisation's public card. The design-code
 * view is the design alone (no customer, no prices, no secret).
 */
import type { Kysely } from 'kysely';
import { configurationToAttributes } from '../../src/domain/attributes';
import type { Configuration } from '../../src/domain/configuration';
import { computeTotals, quoteLooseProducts, type QuoteLine, type TaxTotal } from '../../src/domain/pricing';
import type { Database } from '../db/types';
import { loadCustomer, type CustomerDetails } from './client-records';
import { findOrganization, toOrganizationCard, type OrganizationCard } from './organization-card';
import { loadPublicLines, publicDisabledLines, storedConfiguration, type QuoteRow } from './quote-repository';

export interface PublicQuote {
  id: number;
  number: number;
  title: string;
  status: string;
  source: string;
  lead: boolean;
  /** Epoch seconds (spec §3 'Quote'). */
  date: number;
  expireDate: number | null;
  designCode: string | null;
  organizationId: number;
  organization: OrganizationCard | null;
  customer: CustomerDetails | null;
  /** The customer quote page's blocks (issue 10 §3): the dealer's reference, seller and address. */
  reference: string | null;
  seller: string | null;
  organizationAddress: { street: string; houseNumber: string; postalCode: string; city: string } | null;
  note: string | null;
  currency: string;
  pricesAreInclTax: boolean;
  configuration: Configuration;
  lines: QuoteLine[];
  disabledLines: QuoteLine[];
  categoryTotals: Record<string, { inclTax: number }>;
  taxTotals: TaxTotal[];
  totalPrice: { inclTax: number; exclTax: number };
  /** The spec's key/type/value list (values JSON-encoded), without cost anywhere. */
  attributes: { key: string; type: string; value: string }[];
}

export interface DesignOnly {
  designCode: string;
  title: string;
  configuration: Configuration;
  exampleId: number | null;
  organization: OrganizationCard | null;
}

const epochSeconds = (date: Date | null) => (date ? Math.floor(new Date(date).getTime() / 1000) : null);

export async function toPublicQuote(db: Kysely<Database>, row: QuoteRow): Promise<PublicQuote> {
  const configuration = storedConfiguration(row.attributes);
  const [lines, organization, customer, seller, address] = await Promise.all([
    loadPublicLines(db, row.id),
    findOrganization(db, row.organization_id),
    row.client_id === null ? Promise.resolve(null) : loadCustomer(db, row.client_id),
    row.user_id === null ? Promise.resolve(undefined)
      : db.selectFrom('users').select(['first_name', 'preposition', 'last_name']).where('id', '=', row.user_id).executeTakeFirst(),
    db.selectFrom('organization_addresses').select(['street', 'house_number', 'postal_code', 'city'])
      .where('organization_id', '=', row.organization_id).orderBy('id').executeTakeFirst(),
  ]);
  const disabledLines = publicDisabledLines(row.disabled_lines);
  // Totals from the stored lines, so they always agree with them; cost totals are dropped.
  const totals = computeTotals(lines);
  const categoryTotals = Object.fromEntries(Object.entries(totals.categoryTotals).map(([c, t]) => [c, { inclTax: t.inclTax }]));
  const attributes = configurationToAttributes(configuration, {
    quoteLines: lines, quoteLooseProducts: quoteLooseProducts({ lines, disabledLines }),
    fromExample: typeof row.attributes.fromExample === 'number' ? row.attributes.fromExample : null,
    fromDealerToken: typeof row.attributes.fromDealerToken === 'string' ? row.attributes.fromDealerToken : null,
  });
  return {
    id: row.id, number: row.number, title: row.title, status: row.status, source: row.source, lead: row.lead,
    date: epochSeconds(row.date)!, expireDate: epochSeconds(row.expire_date), designCode: row.design_code,
    organizationId: row.organization_id, organization: organization ? toOrganizationCard(organization) : null,
    customer, note: row.note, reference: row.reference,
    seller: seller ? [seller.first_name, seller.preposition, seller.last_name].filter(Boolean).join(' ') : null,
    organizationAddress: address ? { street: address.street, houseNumber: address.house_number, postalCode: address.postal_code, city: address.city } : null, currency: row.currency, pricesAreInclTax: row.prices_incl_tax,
    configuration, lines, disabledLines, categoryTotals, taxTotals: totals.taxTotals, totalPrice: totals.totalPrice, attributes,
  };
}

export async function toDesignOnly(db: Kysely<Database>, row: QuoteRow): Promise<DesignOnly> {
  const example = row.status === 'EXAMPLE';
  const organization = example ? await findOrganization(db, row.organization_id) : undefined;
  return {
    // Reading 19: a code answers the design only. A dealer's quote title names the customer ('Offerte familie ...');
    // an example's title is the dealer's public showcase name.
    designCode: row.design_code ?? '', title: example ? row.title : '', configuration: storedConfiguration(row.attributes),
    exampleId: example ? row.id : null, organization: organization ? toOrganizationCard(organization) : null,
  };
}
