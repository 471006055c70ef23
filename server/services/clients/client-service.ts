/**
 * A dealer's customers (spec §3 'Client', 'Client company'; §7 v1/client/person and v1/client/company): people
 * with addresses, phones and e-mails, and companies. Every query is scoped by the access module; a record
 * outside the caller's reach answers 404 as if it did not exist.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { validateCustomerForm } from '../../../src/domain/forms/customer-form';
import { badRequest, conflict } from '../../http-error';
import { customers as customerTexts } from '../../../src/domain/texts/customers';
import { where, notReachable, organizationForCreate, checkOrganizationFilter, type Actor } from '../../auth/access';
import { json, type Database } from '../../db/types';
import { likePattern } from '../../db/like-pattern';
import type { Page } from '../../schemas/common';
import { countryOfPostalCode, normalizePostalCode } from '../client-records';
import { fullName } from '../../db/account-records';

const epoch = (date: Date) => Math.floor(new Date(date).getTime() / 1000);

/** The parsed bodies of POST/PUT /client/person and /client/company (src/domain/contracts/clients.ts). */
import type { CompanyInput, PersonInput } from '../../../src/domain/contracts/clients';
export type { CompanyInput, PersonInput };

export interface PersonDto {
  id: number;
  organizationId: number;
  firstName: string;
  preposition: string | null;
  lastName: string;
  fullName: string;
  companyId: number | null;
  addresses: { id: number; type: string; street: string; houseNumber: string; postalCode: string; city: string; country: string }[];
  phones: { id: number; number: string }[];
  emails: { id: number; email: string }[];
  createdAt: number;
}

export interface CompanyDto { id: number; organizationId: number; name: string; emails: string[]; createdAt: number }


/** A person's first address, phone and e-mail must pass the dealer's customer form (spec §5); the rest too. */
function checkPerson(input: PersonInput): void {
  const rows = Math.max(1, input.addresses.length, input.phones.length, input.emails.length);
  for (let i = 0; i < rows; i += 1) {
    const address = input.addresses[i] ?? input.addresses[0];
    const fields = validateCustomerForm({
      firstName: input.firstName, lastName: input.lastName,
      street: address?.street, houseNumber: address?.houseNumber, postalCode: address?.postalCode, city: address?.city,
      telephone: (input.phones[i] ?? input.phones[0])?.number, email: (input.emails[i] ?? input.emails[0])?.email,
    });
    if (Object.keys(fields).length > 0) throw badRequest('Niet alle velden zijn goed ingevuld', { fields: fields as Record<string, string> });
  }
}

/** People by id, with their addresses, phones and e-mails, in the order of `ids`. */
export async function loadPeople(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, PersonDto>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  // One query for the people and their contact rows (a list page embeds up to 50 customers).
  const rows = await db.selectFrom('clients as c').selectAll('c')
    .select((eb) => [
      jsonArrayFrom(eb.selectFrom('client_addresses as a').select(['a.id', 'a.type', 'a.street', 'a.house_number', 'a.postal_code', 'a.city', 'a.country'])
        .whereRef('a.client_id', '=', 'c.id').orderBy('a.id')).as('addresses'),
      jsonArrayFrom(eb.selectFrom('client_phones as p').select(['p.id', 'p.number']).whereRef('p.client_id', '=', 'c.id').orderBy('p.id')).as('phones'),
      jsonArrayFrom(eb.selectFrom('client_emails as e').select(['e.id', 'e.email']).whereRef('e.client_id', '=', 'c.id').orderBy('e.id')).as('emails'),
    ])
    .where('c.id', 'in', unique).execute();
  return new Map(rows.map((c) => [c.id, {
    id: c.id, organizationId: c.organization_id, firstName: c.first_name, preposition: c.preposition, lastName: c.last_name,
    fullName: fullName(c.first_name, c.preposition, c.last_name), companyId: c.company_id,
    addresses: c.addresses.map((a) => ({
      id: a.id, type: a.type, street: a.street, houseNumber: a.house_number, postalCode: a.postal_code, city: a.city, country: a.country,
    })),
    phones: c.phones, emails: c.emails, createdAt: epoch(c.created_at),
  }]));
}

export async function loadCompanies(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, CompanyDto>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('companies').selectAll().where('id', 'in', unique).execute();
  return new Map(rows.map((c) => [c.id, { id: c.id, organizationId: c.organization_id, name: c.name, emails: c.emails, createdAt: epoch(c.created_at) }]));
}

export interface ClientListQuery {
  limit: number;
  offset: number;
  direction: 'asc' | 'desc';
  search?: string;
  organizationId?: number;
}

/** The organisation a list shows: the caller's own unless another one within reach is asked for. */
function listOrganization(actor: Actor, requested: number | undefined): number {
  if (requested === undefined) return actor.organizationId;
  checkOrganizationFilter(actor, [requested]);
  return requested;
}

export async function listPeople(db: Kysely<Database>, actor: Actor, q: ClientListQuery): Promise<Page<PersonDto>> {
  const organizationId = listOrganization(actor, q.organizationId);
  let base = db.selectFrom('clients').where(where.clients(actor)).where('clients.organization_id', '=', organizationId);
  if (q.search) {
    const pattern = likePattern(q.search);
    base = base.where(sql<boolean>`concat_ws(' ', clients.first_name, clients.preposition, clients.last_name) ilike ${pattern}`);
  }
  const { total } = await base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const ids = q.limit === 0 ? [] : (await base.select('clients.id').orderBy('clients.created_at', q.direction).orderBy('clients.id', q.direction)
    .limit(q.limit).offset(q.offset).execute()).map((r) => r.id);
  const people = await loadPeople(db, ids);
  return { data: ids.map((id) => people.get(id)!), total: Number(total), limit: q.limit, offset: q.offset };
}

export async function getPerson(db: Kysely<Database>, actor: Actor, id: number): Promise<PersonDto> {
  const row = await db.selectFrom('clients').select('id').where(where.clients(actor)).where('clients.id', '=', id).executeTakeFirst();
  if (!row) throw notReachable('Klant');
  return (await loadPeople(db, [id])).get(id)!;
}

async function checkCompanyInReach(db: Kysely<Database> | Transaction<Database>, actor: Actor, companyId: number | null | undefined): Promise<void> {
  if (companyId === null || companyId === undefined) return;
  const row = await db.selectFrom('companies').select('id').where(where.companies(actor)).where('companies.id', '=', companyId).executeTakeFirst();
  if (!row) throw notReachable('Bedrijf');
}

async function writeContactRows(tx: Transaction<Database>, clientId: number, input: PersonInput): Promise<void> {
  await tx.deleteFrom('client_addresses').where('client_id', '=', clientId).execute();
  await tx.deleteFrom('client_phones').where('client_id', '=', clientId).execute();
  await tx.deleteFrom('client_emails').where('client_id', '=', clientId).execute();
  if (input.addresses.length) {
    await tx.insertInto('client_addresses').values(input.addresses.map((a) => ({
      client_id: clientId, type: a.type ?? 'home', street: a.street.trim(), house_number: a.houseNumber.trim(),
      postal_code: normalizePostalCode(a.postalCode), city: a.city.trim(), country: a.country ?? countryOfPostalCode(a.postalCode),
    }))).execute();
  }
  if (input.phones.length) await tx.insertInto('client_phones').values(input.phones.map((p) => ({ client_id: clientId, number: p.number.trim() }))).execute();
  if (input.emails.length) await tx.insertInto('client_emails').values(input.emails.map((e) => ({ client_id: clientId, email: e.email.trim() }))).execute();
}

export async function createPerson(db: Kysely<Database>, actor: Actor, input: PersonInput): Promise<PersonDto> {
  checkPerson(input);
  const organizationId = organizationForCreate(actor, input.organizationId);
  await checkCompanyInReach(db, actor, input.companyId);
  const id = await db.transaction().execute(async (tx) => {
    const { id: clientId } = await tx.insertInto('clients').values({
      organization_id: organizationId, user_id: actor.userId, company_id: input.companyId ?? null,
      first_name: input.firstName.trim(), preposition: input.preposition?.trim() || null, last_name: input.lastName.trim(),
    }).returning('id').executeTakeFirstOrThrow();
    await writeContactRows(tx, clientId, input);
    return clientId;
  });
  return (await loadPeople(db, [id])).get(id)!;
}

/** PUT replaces the name and the contact rows; a preposition or company left out of the body stays as it was. */
export async function updatePerson(db: Kysely<Database>, actor: Actor, id: number, input: PersonInput): Promise<PersonDto> {
  await getPerson(db, actor, id);
  checkPerson(input);
  await checkCompanyInReach(db, actor, input.companyId);
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('clients').set({
      first_name: input.firstName.trim(), last_name: input.lastName.trim(), updated_at: new Date(),
      ...(input.preposition !== undefined ? { preposition: input.preposition?.trim() || null } : {}),
      ...(input.companyId !== undefined ? { company_id: input.companyId } : {}),
    }).where(where.clients(actor)).where('clients.id', '=', id).execute();
    await writeContactRows(tx, id, input);
  });
  return (await loadPeople(db, [id])).get(id)!;
}

/** Quotes a customer stays on (issue 27): every one but those removed (DELETED, LEAD_DELETED), whose link may go. */
async function keptOnQuotes(db: Kysely<Database>, column: 'client_id' | 'company_id', id: number): Promise<boolean> {
  const row = await db.selectFrom('quotes').select('id').where(column, '=', id).where('status', 'not in', ['DELETED', 'LEAD_DELETED']).executeTakeFirst();
  return !!row;
}

/** A customer on a quote is kept there: the delete answers 409 with the reason and changes nothing. */
export async function deletePerson(db: Kysely<Database>, actor: Actor, id: number): Promise<void> {
  const reachable = await db.selectFrom('clients').select('clients.id').where(where.clients(actor)).where('clients.id', '=', id).executeTakeFirst();
  if (!reachable) throw notReachable('Klant');
  if (await keptOnQuotes(db, 'client_id', id)) throw conflict(customerTexts.deleteKeptOnQuotes);
  const result = await db.deleteFrom('clients').where(where.clients(actor)).where('clients.id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notReachable('Klant');
}

// Companies ---------------------------------------------------------------------------------------------------


function toCompanyDto(c: { id: number; organization_id: number; name: string; emails: string[]; created_at: Date }): CompanyDto {
  return { id: c.id, organizationId: c.organization_id, name: c.name, emails: c.emails, createdAt: epoch(c.created_at) };
}

export async function listCompanies(db: Kysely<Database>, actor: Actor, q: ClientListQuery): Promise<Page<CompanyDto>> {
  const organizationId = listOrganization(actor, q.organizationId);
  let base = db.selectFrom('companies').where(where.companies(actor)).where('companies.organization_id', '=', organizationId);
  if (q.search) base = base.where('companies.name', 'ilike', likePattern(q.search));
  const { total } = await base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const rows = q.limit === 0 ? [] : await base.selectAll().orderBy('companies.created_at', q.direction).orderBy('companies.id', q.direction)
    .limit(q.limit).offset(q.offset).execute();
  return { data: rows.map(toCompanyDto), total: Number(total), limit: q.limit, offset: q.offset };
}

export async function getCompany(db: Kysely<Database>, actor: Actor, id: number): Promise<CompanyDto> {
  const row = await db.selectFrom('companies').selectAll().where(where.companies(actor)).where('companies.id', '=', id).executeTakeFirst();
  if (!row) throw notReachable('Bedrijf');
  return toCompanyDto(row);
}

export async function createCompany(db: Kysely<Database>, actor: Actor, input: CompanyInput): Promise<CompanyDto> {
  const organizationId = organizationForCreate(actor, input.organizationId);
  const row = await db.insertInto('companies').values({ organization_id: organizationId, name: input.name.trim(), emails: json(input.emails) })
    .returningAll().executeTakeFirstOrThrow();
  return toCompanyDto(row);
}

export async function updateCompany(db: Kysely<Database>, actor: Actor, id: number, input: CompanyInput): Promise<CompanyDto> {
  const row = await db.updateTable('companies').set({ name: input.name.trim(), emails: json(input.emails), updated_at: new Date() })
    .where(where.companies(actor)).where('companies.id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw notReachable('Bedrijf');
  return toCompanyDto(row);
}

export async function deleteCompany(db: Kysely<Database>, actor: Actor, id: number): Promise<void> {
  const reachable = await db.selectFrom('companies').select('companies.id').where(where.companies(actor)).where('companies.id', '=', id).executeTakeFirst();
  if (!reachable) throw notReachable('Bedrijf');
  if (await keptOnQuotes(db, 'company_id', id)) throw conflict(customerTexts.deleteKeptOnQuotes);
  const result = await db.deleteFrom('companies').where(where.companies(actor)).where('companies.id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notReachable('Bedrijf');
}
