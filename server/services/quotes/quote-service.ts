/**
 * Writing dealer quotes and leads (spec §4 statuses; §7 POST, PUT, DELETE v1/quote): create, update and delete.
 * The body arrives parsed by the contract (src/domain/contracts/quotes.ts: design shape, manual lines); the
 * catalogue check and the prices are computed by quote-pricing.ts (one function for create and update); the
 * rows are written by quote-writes.ts, which answers them, and the lock and status checks run on the row locked
 * inside the write's transaction. Anything a browser sends about money is ignored.
 */
import type { Kysely, Transaction } from 'kysely';
import type { QuoteCreate, QuoteUpdate } from '../../../src/domain/contracts/quotes';
import type { CatalogIndex } from '../../../src/domain/pricing';
import { DEFAULT_QUOTE_STATUS, deletedStatus, isLeadStatus, type QuoteStatus } from '../../../src/domain/quote-status';
import { authorize, notReachable, organizationForCreate, where, type Actor } from '../../auth/access';
import { json, type Database } from '../../db/types';
import { BRAND_ORGANIZATION_ID, NO_DEALER_TOKEN, PLATFORM_ORGANIZATION_ID } from '../../../src/domain/constants';
import { badRequest } from '../../http-error';
import { findExample, randomSecret, withUniqueDesignCode, storedConfiguration, type QuoteRow } from '../quote-repository';
import { everything, presentQuotes } from './quote-presenter';
import { checkDesign, invalidQuote, repriceQuote, type Repriced } from './quote-pricing';
import { totalsColumns } from './quote-records';
import { insertQuote, lockWritableQuote, storedExtras, updateQuoteRow } from './quote-writes';

export interface QuoteContext {
  /** The pricing catalogue the caller may use (test products only for those allowed to see them). */
  index: () => Promise<CatalogIndex>;
}

async function checkCustomer(db: Kysely<Database> | Transaction<Database>, actor: Actor, organizationId: number, clientId?: number | null, companyId?: number | null) {
  if (clientId !== undefined && clientId !== null) {
    const client = await db.selectFrom('clients').select('organization_id').where(where.clients(actor)).where('clients.id', '=', clientId).executeTakeFirst();
    if (!client || client.organization_id !== organizationId) throw notReachable('Klant');
  }
  if (companyId !== undefined && companyId !== null) {
    const company = await db.selectFrom('companies').select('organization_id').where(where.companies(actor)).where('companies.id', '=', companyId).executeTakeFirst();
    if (!company || company.organization_id !== organizationId) throw notReachable('Bedrijf');
  }
}

const fromEpoch = (seconds: number) => new Date(seconds * 1000);

/** Organisations whose examples leave fromExample empty (spec §4: the platform and the brand). */
const NO_FROM_EXAMPLE_ORGANIZATIONS = new Set([PLATFORM_ORGANIZATION_ID, BRAND_ORGANIZATION_ID]);

/**
 * What a copy of an example records (spec §4): fromExample (empty for examples of organisations 1 and 2) and the
 * dealer token of the example's organisation. An id that is no EXAMPLE: 400.
 */
async function exampleOrigin(db: Kysely<Database>, exampleId: number): Promise<{ fromExample: number | null; fromDealerToken: string | null }> {
  const example = await findExample(db, exampleId);
  if (!example) throw badRequest(`fromExample: ${exampleId} is geen voorbeeldconfiguratie`);
  const organization = await db.selectFrom('organizations').select('external_reference').where('id', '=', example.organization_id).executeTakeFirst();
  const token = organization?.external_reference?.trim();
  return {
    fromExample: NO_FROM_EXAMPLE_ORGANIZATIONS.has(example.organization_id) ? null : example.id,
    fromDealerToken: token && token !== NO_DEALER_TOKEN ? token : null,
  };
}

/** The answer of a write: the row as written, presented as GET /quote/{id} presents it. */
async function present(db: Kysely<Database>, row: QuoteRow) {
  const [quote] = await presentQuotes(db, [row], everything);
  return quote;
}

/** A new quote of the caller's organisation (or a sub-dealer's, for a manager); answers it as stored. */
export async function createQuote(db: Kysely<Database>, actor: Actor, input: QuoteCreate, context: QuoteContext) {
  const organizationId = organizationForCreate(actor, input.organizationId);
  const example = input.status === 'EXAMPLE';
  // 'Maak voorbeeldconfiguratie' (spec §2): an example for promotion, never with customer data.
  if (example) {
    authorize(actor, 'example.create');
    input = { ...input, clientId: null, companyId: null };
  }
  const origin = input.fromExample ? await exampleOrigin(db, input.fromExample) : { fromExample: null, fromDealerToken: null };
  if (input.configuration === undefined) throw invalidQuote(['configuration: ontbreekt']);
  const index = await context.index();
  const design = checkDesign(input.configuration, index);
  await checkCustomer(db, actor, organizationId, input.clientId, input.companyId);
  const { configuration, priced, attributes } = repriceQuote({ design, extras: input.lines ?? [], looseProducts: input.looseProducts, enableCategories: input.enableCategories, origin }, index);
  const status = input.status ?? DEFAULT_QUOTE_STATUS;
  const title = input.title?.trim() || index.products.get(configuration.selectedHouse)?.name || '';
  const secret = randomSecret();
  const row = await withUniqueDesignCode((designCode) => db.transaction().execute((tx) => insertQuote(tx, {
    title, status, source: 'v4', secret, design_code: designCode, organization_id: organizationId, user_id: actor.userId,
    client_id: input.clientId ?? null, company_id: input.companyId ?? null, reference: input.reference ?? null, note: input.note ?? null,
    lead: isLeadStatus(status), date: input.date !== undefined ? fromEpoch(input.date) : new Date(),
    expire_date: input.expireDate ? fromEpoch(input.expireDate) : null, ...totalsColumns(priced), attributes: json(attributes),
  }, priced)));
  return present(db, row);
}

/** Changes what the input names; lines and totals are computed again when the design or the lines change. */
export async function updateQuote(db: Kysely<Database>, actor: Actor, id: number, input: QuoteUpdate, context: QuoteContext) {
  const repricing = input.configuration !== undefined || input.lines !== undefined || input.looseProducts !== undefined
    || input.enableCategories !== undefined;
  // Before the transaction: the catalogue cache may query, and PGlite has one session.
  const index: CatalogIndex | null = repricing ? await context.index() : null;
  const design = index && input.configuration !== undefined ? checkDesign(input.configuration, index) : undefined;
  const row = await db.transaction().execute(async (tx) => {
    const current = await lockWritableQuote(tx, actor, id);
    if (input.status === 'EXAMPLE' && current.status !== 'EXAMPLE') authorize(actor, 'example.create');
    await checkCustomer(tx, actor, current.organization_id, input.clientId, input.companyId);
    let repriced: Repriced | null = null;
    if (index) {
      repriced = repriceQuote({
        design: design ?? storedConfiguration(current.attributes),
        extras: input.lines ?? await storedExtras(tx, current),
        looseProducts: input.looseProducts, enableCategories: input.enableCategories,
        origin: {
          fromExample: typeof current.attributes.fromExample === 'number' ? current.attributes.fromExample : null,
          fromDealerToken: typeof current.attributes.fromDealerToken === 'string' ? current.attributes.fromDealerToken : null,
        },
      }, index);
    }
    const status = input.status ?? current.status;
    return updateQuoteRow(tx, id, {
      ...(input.title !== undefined ? { title: input.title.trim() } : {}),
      ...(input.reference !== undefined ? { reference: input.reference } : {}),
      ...(input.note !== undefined ? { note: input.note } : {}),
      ...(input.date !== undefined ? { date: fromEpoch(input.date) } : {}),
      ...(input.expireDate !== undefined ? { expire_date: input.expireDate === null ? null : fromEpoch(input.expireDate) } : {}),
      ...(input.clientId !== undefined ? { client_id: input.clientId } : {}),
      ...(input.companyId !== undefined ? { company_id: input.companyId } : {}),
      status, lead: isLeadStatus(status),
      // The dealer who takes a lead on (or changes an unowned quote) becomes its seller: 'Mijn offertes' lists it.
      user_id: current.user_id ?? actor.userId,
      ...(repriced ? { ...totalsColumns(repriced.priced), attributes: json(repriced.attributes) } : {}),
      updated_at: new Date(),
    }, repriced?.priced ?? null);
  });
  return present(db, row);
}

/** Delete (spec §4): a lead becomes LEAD_DELETED (restorable from 'Verwijderd'), a quote DELETED. */
export async function deleteQuote(db: Kysely<Database>, actor: Actor, id: number): Promise<{ status: QuoteStatus }> {
  return db.transaction().execute(async (tx) => {
    const current = await lockWritableQuote(tx, actor, id);
    const status = deletedStatus(current.status);
    await updateQuoteRow(tx, id, { status, lead: isLeadStatus(status), updated_at: new Date() }, null);
    return { status };
  });
}
