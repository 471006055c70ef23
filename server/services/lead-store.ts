/**
 * Writes a lead in one SQL statement: the client with address, phone and e-mail, the quote (its number comes
 * from the per-organisation counter trigger, migration 0004), its lines, and its mails with their delivery
 * jobs (server/mail/mailer.ts). One statement is atomic on its own, so no transaction and one round trip
 * instead of eight; the organisation's counter row stays locked from the quote's insert until the statement's
 * commit has been flushed (see migration 0004). A lead is never stored without its mails,
 * nor mails without their lead. A design-code collision fails the whole statement and nothing is left behind
 * (see withUniqueDesignCode).
 */
import { sql, type Kysely } from 'kysely';
import type { PricedQuote } from '../../src/domain/pricing';
import { json, type Database, type LeadSource } from '../db/types';
import { prepared } from '../db/prepared';
import { outboxCtes, type MailMessage } from '../mail/mailer';
import { lineRecord, totalsColumns } from './quotes/quote-records';
import { countryOfPostalCode, type LeadClient } from './client-records';

export interface LeadRecord {
  organizationId: number;
  client: LeadClient;
  title: string;
  note: string | null;
  secret: string;
  designCode: string;
  /** Priced with cost: the dealer's view is stored; anonymous answers strip it. */
  priced: PricedQuote;
  /** The quotes.attributes value, or its JSON text (storedAttributesJson). */
  attributes: Record<string, unknown> | string;
  /** How the lead reached its organisation (Inzicht, issue 28). */
  source?: LeadSource;
  /**
   * The lead's mails. The quote's id and number are drawn by this statement, so the messages carry the tokens
   * of `placeholders` where those belong, and the statement writes the real values in.
   */
  mails?: { messages: MailMessage[]; placeholders: LeadPlaceholders };
}

export interface LeadPlaceholders {
  id: string;
  number: string;
}

export async function storeLead(db: Kysely<Database>, lead: LeadRecord): Promise<{ id: number; number: number }> {
  const { client, priced } = lead;
  const totals = totalsColumns(priced);
  // The lines travel as one JSON parameter and are typed by jsonb_to_recordset's column list.
  const lines = priced.lines.map(lineRecord);
  // Prepared (db/prepared.ts): the same text for every lead with the same number of mails.
  const { rows } = await sql<{ id: number; number: number }>`${prepared}
    with c as (
      insert into clients (organization_id, first_name, last_name) values (${lead.organizationId}, ${client.firstName}, ${client.lastName})
      returning id
    ), a as (
      insert into client_addresses (client_id, street, house_number, postal_code, city, country)
      select id, ${client.street}, ${client.houseNumber}, ${client.postalCode}, ${client.city}, ${countryOfPostalCode(client.postalCode)} from c
    ), p as (
      insert into client_phones (client_id, number) select id, ${client.telephone} from c
    ), e as (
      insert into client_emails (client_id, email) select id, ${client.email} from c
    ), q as (
      insert into quotes (title, status, source, secret, design_code, organization_id, client_id, note, lead, date,
        total_incl_tax, total_excl_tax, total_tax, total_cost_incl_tax, category_totals, disabled_lines, attributes, tax_totals, lead_source)
      select ${lead.title}, 'LEAD', 'v4', ${lead.secret}, ${lead.designCode}, ${lead.organizationId}, c.id, ${lead.note}, true, now(),
        ${totals.total_incl_tax}, ${totals.total_excl_tax}, ${totals.total_tax}, ${totals.total_cost_incl_tax},
        ${totals.category_totals}::jsonb, ${totals.disabled_lines}::jsonb, ${typeof lead.attributes === 'string' ? lead.attributes : json(lead.attributes)}::jsonb, ${totals.tax_totals}::jsonb,
        ${lead.source ?? null}
      from c
      returning id, number
    ), l as (
      insert into quote_lines (quote_id, position, product_id, sku, name, description, amount, price, cost_price, total, total_cost,
        type, category, is_editable, color_id, image_url, colored_image_url, tax_percentage, tax_name)
      select q.id, r.position, r.product_id, r.sku, r.name, r.description, r.amount, r.price, r.cost_price, r.total, r.total_cost,
        r.type, r.category, r.is_editable, r.color_id, r.image_url, r.colored_image_url, r.tax_percentage, r.tax_name
      from q, jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as r(position integer, product_id integer, sku text, name text,
        description text, amount integer, price bigint, cost_price bigint, total bigint, total_cost bigint, type text, category text,
        is_editable boolean, color_id integer, image_url text, colored_image_url text, tax_percentage integer, tax_name text)
    )${mailCtes(lead)}
    select id, number from q`.execute(db);
  return rows[0];
}

/** The mails as further WITH items, read from the quote's row `q`; nothing when there are none. */
function mailCtes(lead: LeadRecord) {
  if (!lead.mails || lead.mails.messages.length === 0) return sql``;
  const { ctes } = outboxCtes(lead.mails.messages, {
    cause: { type: 'quote', id: sql`q.id` },
    from: sql`q`,
    replacements: [[lead.mails.placeholders.id, sql`q.id::text`], [lead.mails.placeholders.number, sql`q.number::text`]],
  });
  return sql`, ${ctes}`;
}
