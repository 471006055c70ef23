/**
 * Quote rows as a dealer sees them (server/schemas/quote.ts dealerQuoteSchema), with the embeds a list asks
 * for loaded in one query each for the whole page, never one per row.
 */
import type { Kysely } from 'kysely';
import { configurationToAttributes } from '../../../src/domain/attributes';
import { quoteLooseProducts, type QuoteLine, type TaxTotal } from '../../../src/domain/pricing';
import type { LineCategory } from '../../../src/domain/constants';
import { toCents, type Database } from '../../db/types';
import { fullName, toAddressDto } from '../../db/account-records';
import { loadCompanies, loadPeople, type CompanyDto, type PersonDto } from '../clients/client-service';
import { storedConfiguration, type QuoteRow } from '../quote-repository';

export const quoteEmbeds = ['organization', 'lead', 'user', 'customer', 'company'] as const;
export type QuoteEmbed = (typeof quoteEmbeds)[number];

export interface PresentOptions {
  embeds: ReadonlySet<QuoteEmbed>;
  lines: boolean;
  /** The design and its attributes (the single-quote routes). */
  design: boolean;
}

export const everything: PresentOptions = { embeds: new Set(quoteEmbeds), lines: true, design: true };

const epoch = (date: Date | null) => (date ? Math.floor(new Date(date).getTime() / 1000) : null);

/** The stored lines of several quotes with cost (dealers), brush lines with their colour's name. */
async function loadLines(db: Kysely<Database>, quoteIds: number[]): Promise<Map<number, QuoteLine[]>> {
  const byQuote = new Map<number, QuoteLine[]>(quoteIds.map((id) => [id, []]));
  if (quoteIds.length === 0) return byQuote;
  const rows = await db.selectFrom('quote_lines').leftJoin('colors', 'colors.id', 'quote_lines.color_id')
    .selectAll('quote_lines').select('colors.name as color_name')
    .where('quote_lines.quote_id', 'in', quoteIds).orderBy('quote_lines.quote_id').orderBy('quote_lines.position').orderBy('quote_lines.id').execute();
  for (const row of rows) {
    const line: QuoteLine = {
      productId: row.product_id ?? 0, sku: row.sku ?? '', name: row.name, description: row.description ?? '',
      amount: row.amount, price: toCents(row.price), costPrice: toCents(row.cost_price), total: toCents(row.total), totalCost: toCents(row.total_cost),
      type: row.type as LineCategory, category: row.category as LineCategory, isEditable: row.is_editable,
      imageUrl: row.image_url, coloredImageUrl: row.colored_image_url, colorId: row.color_id,
      tax: { name: row.tax_name, percentage: row.tax_percentage, referenceId: 0 },
    };
    if (row.color_name && (row.category === 'brush' || row.category === 'furnitureBrush')) line.colorName = row.color_name;
    byQuote.get(row.quote_id)?.push(line);
  }
  return byQuote;
}

async function loadOrganizations(db: Kysely<Database>, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [orgs, addresses] = await Promise.all([
    db.selectFrom('organizations').select(['id', 'name', 'email', 'phone', 'logo_url', 'settings']).where('id', 'in', unique).execute(),
    db.selectFrom('organization_addresses').selectAll().where('organization_id', 'in', unique).orderBy('id').execute(),
  ]);
  return new Map(orgs.map((o) => [o.id, {
    id: o.id, name: o.name, email: o.email, phone: o.phone, logoUrl: o.logo_url, settings: o.settings ?? {},
    addresses: addresses.filter((a) => a.organization_id === o.id).map(toAddressDto),
  }]));
}

async function loadUsers(db: Kysely<Database>, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'first_name', 'preposition', 'last_name', 'email']).where('id', 'in', unique).execute();
  return new Map(rows.map((u) => [u.id, {
    id: u.id, firstName: u.first_name, preposition: u.preposition, lastName: u.last_name,
    name: fullName(u.first_name, u.preposition, u.last_name), email: u.email,
  }]));
}

function categoryTotals(stored: QuoteRow['category_totals']): Record<string, { inclTax: number; cost: number }> {
  return Object.fromEntries(Object.entries(stored ?? {}).map(([category, t]) => [category, { inclTax: t.inclTax, cost: t.costInclTax ?? 0 }]));
}

function taxTotals(row: QuoteRow): TaxTotal[] {
  return (row.tax_totals ?? []) as TaxTotal[];
}

/** Quote rows as the dealer's answer; embeds and lines as asked. */
export async function presentQuotes(db: Kysely<Database>, rows: QuoteRow[], options: PresentOptions) {
  const { embeds } = options;
  const ids = rows.map((r) => r.id);
  const [lines, organizations, users, people, companies] = await Promise.all([
    options.lines ? loadLines(db, ids) : Promise.resolve(null),
    embeds.has('organization') ? loadOrganizations(db, rows.map((r) => r.organization_id)) : Promise.resolve(null),
    embeds.has('user') ? loadUsers(db, rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id]))) : Promise.resolve(null),
    embeds.has('customer') ? loadPeople(db, rows.flatMap((r) => (r.client_id === null ? [] : [r.client_id]))) : Promise.resolve(null),
    embeds.has('company') ? loadCompanies(db, rows.flatMap((r) => (r.company_id === null ? [] : [r.company_id]))) : Promise.resolve(null),
  ]);
  return rows.map((row) => {
    const attributes = row.attributes ?? {};
    const quote = {
      id: row.id, number: row.number, title: row.title, status: row.status, source: row.source, lead: row.lead, secret: row.secret,
      designCode: row.design_code, date: epoch(row.date)!, expireDate: epoch(row.expire_date), createdAt: epoch(row.created_at)!,
      updatedAt: epoch(row.updated_at)!, organizationId: row.organization_id, userId: row.user_id, clientId: row.client_id,
      companyId: row.company_id, reference: row.reference, note: row.note, currency: row.currency, pricesAreInclTax: row.prices_incl_tax,
      fromExample: typeof attributes.fromExample === 'number' ? attributes.fromExample : null,
      fromDealerToken: typeof attributes.fromDealerToken === 'string' && attributes.fromDealerToken ? attributes.fromDealerToken : null,
      totalPrice: { inclTax: toCents(row.total_incl_tax), exclTax: toCents(row.total_excl_tax) },
      totalCostPrice: { inclTax: toCents(row.total_cost_incl_tax) },
      taxTotals: taxTotals(row),
      categoryTotals: categoryTotals(row.category_totals),
      ...(organizations ? { organization: organizations.get(row.organization_id) ?? null } : {}),
      ...(users ? { user: row.user_id === null ? null : users.get(row.user_id) ?? null } : {}),
      ...(people ? { customer: row.client_id === null ? null : (people.get(row.client_id) as PersonDto | undefined) ?? null } : {}),
      ...(companies ? { company: row.company_id === null ? null : (companies.get(row.company_id) as CompanyDto | undefined) ?? null } : {}),
    };
    if (!lines && !options.design) return quote;
    const quoteLines = lines?.get(row.id) ?? [];
    const disabledLines = (row.disabled_lines ?? []) as QuoteLine[];
    const looseProducts = quoteLooseProducts({ lines: quoteLines, disabledLines });
    const withLines = lines ? { ...quote, lines: quoteLines, disabledLines, looseProducts } : quote;
    if (!options.design) return withLines;
    const configuration = storedConfiguration(attributes);
    return {
      ...withLines,
      configuration,
      attributes: configurationToAttributes(configuration, {
        quoteLines: quoteLines, quoteLooseProducts: looseProducts, fromExample: quote.fromExample, fromDealerToken: quote.fromDealerToken,
      }),
    };
  });
}
