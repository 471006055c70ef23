/**
 * The quote PDF on the server (spec §7 GET v1/integration-pdf/quote/{id}): the quote's facts are read from the
 * database (never from the browser), drawn by pdf/quote-pdf.ts and stored through the storage interface. The
 * file name holds a hash of the quote's secret, so the public URL cannot be guessed from the id; each render
 * replaces the previous file of the quote, so the link always shows the quote as it is now.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { dealerTexts } from '../../src/domain/dealer-texts';
import type { CatalogIndex, TaxTotal } from '../../src/domain/pricing/types';
import { notReachable, where, type Actor } from '../auth/access';
import type { BrandConfig } from '../config';
import { toCents, type Database } from '../db/types';
import { buildQuotePdf, type PdfParty, type QuotePdfModel } from '../pdf/quote-pdf';
import type { FileStorage } from '../storage/storage';
import { fullName } from '../db/account-records';
import { loadCustomer } from './client-records';
import { BRAND_ORGANIZATION_ID } from './organization-card';
import { loadPublicLines, storedConfiguration, type QuoteRow } from './quote-repository';

const t = dealerTexts.delivery.pdf;

export interface QuotePdfContext {
  brand: BrandConfig;
  storage: FileStorage;
  index: () => Promise<CatalogIndex>;
}

export interface StoredQuotePdf {
  url: string;
  fileName: string;
  /** Storage key, for reading the file back (the quote mail's attachment). */
  key: string;
}

async function organizationParty(db: Kysely<Database>, id: number, withNumbers: boolean): Promise<PdfParty | null> {
  const organization = await db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!organization) return null;
  const address = await db.selectFrom('organization_addresses').selectAll().where('organization_id', '=', id).orderBy('id').executeTakeFirst();
  return {
    name: organization.name,
    lines: [
      address ? `${address.street} ${address.house_number}` : '',
      address ? `${address.postal_code} ${address.city}` : '',
      organization.phone ? `${t.phone} ${organization.phone}` : '',
      organization.email ?? '',
      ...(withNumbers ? [
        organization.identification_number ? `${t.kvk} ${organization.identification_number}` : '',
        organization.vat_number ? `${t.vatNumber} ${organization.vat_number}` : '',
        organization.iban_number ? `${t.iban} ${organization.iban_number}` : '',
      ] : []),
    ].filter(Boolean),
  };
}

export async function quotePdfModel(db: Kysely<Database>, row: QuoteRow, context: Pick<QuotePdfContext, 'brand' | 'index'>): Promise<QuotePdfModel> {
  const [lines, brand, organization, customer, seller, index] = await Promise.all([
    loadPublicLines(db, row.id),
    organizationParty(db, BRAND_ORGANIZATION_ID, false),
    organizationParty(db, row.organization_id, true),
    row.client_id === null ? null : loadCustomer(db, row.client_id),
    row.user_id === null ? null
      : db.selectFrom('users').select(['first_name', 'preposition', 'last_name']).where('id', '=', row.user_id).executeTakeFirst(),
    context.index(),
  ]);
  let configuration = null;
  try {
    configuration = storedConfiguration(row.attributes);
  } catch {
    // A stored design the schema no longer reads: the PDF goes without the plan rather than failing.
  }
  return {
    number: row.number, title: row.title,
    date: Math.floor(new Date(row.date).getTime() / 1000),
    expireDate: row.expire_date ? Math.floor(new Date(row.expire_date).getTime() / 1000) : null,
    reference: row.reference, note: row.note,
    seller: seller ? fullName(seller.first_name, seller.preposition, seller.last_name) : null,
    brand: brand ?? { name: context.brand.name, lines: [context.brand.email, context.brand.siteUrl] },
    organization: row.organization_id === BRAND_ORGANIZATION_ID ? null : organization,
    customer: customer ? {
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      lines: [`${customer.street} ${customer.houseNumber}`.trim(), `${customer.postalCode} ${customer.city}`.trim(), customer.telephone, customer.email],
    } : null,
    lines,
    taxTotals: row.tax_totals as TaxTotal[],
    totalPrice: { inclTax: toCents(row.total_incl_tax), exclTax: toCents(row.total_excl_tax) },
    configuration, index,
  };
}

/** Renders the quote's PDF and stores it; answers its URL and the spec's download name. */
export async function renderQuotePdf(db: Kysely<Database>, row: QuoteRow, context: QuotePdfContext): Promise<StoredQuotePdf> {
  const data = buildQuotePdf(await quotePdfModel(db, row, context));
  const key = createHash('sha256').update(`quote-pdf:${row.secret}`).digest('hex').slice(0, 24);
  const stored = await context.storage.save({ directory: 'quote-pdf', fileName: `${row.id}-${key}.pdf`, data, mimeType: 'application/pdf' });
  return { url: stored.url, fileName: dealerTexts.delivery.pdfFileName(row.number, row.title), key: stored.key };
}

/** A dealer's quote in reach (404 otherwise), rendered and stored. */
export async function dealerQuotePdf(db: Kysely<Database>, actor: Actor, id: number, context: QuotePdfContext): Promise<StoredQuotePdf> {
  const row = await db.selectFrom('quotes').selectAll().where('id', '=', id).where(where.quotes(actor))
    .where('status', '!=', 'DELETED').executeTakeFirst();
  if (!row) throw notReachable('Offerte');
  return renderQuotePdf(db, row, context);
}

/** Local storage answers '/files/...'; an object store may answer a full URL already. */
export function absoluteUrl(publicUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url}`;
}
