/**
 * The brand assigns a lead to a dealer (issue 10 §4, 'Toewijzen aan dealer'): in one transaction the lead and its
 * customer move to the dealer's organisation, the lead takes that organisation's next number, and two mails are
 * queued: the dealer's new-lead notice and the visitor's second e-mail with the dealer's details. Also the
 * brand's list of dealers to choose from and the dealers' postcode regions.
 */
import { sql, type Kysely } from 'kysely';
import { parsePostcodeRegions, POSTCODE_REGIONS_SETTING } from '../../src/domain/postcode-regions';
import type { PricedQuote } from '../../src/domain/pricing/types';
import { dealerTexts } from '../../src/domain/dealer-texts';
import { notReachable, where, type Actor } from '../auth/access';
import type { BrandConfig } from '../config';
import { toCents, type Database } from '../db/types';
import { badRequest } from '../http-error';
import { secondVisitorMail } from '../mail/assigned-lead-mails';
import { dealerNoticeMail } from '../mail/lead-mails';
import { queueMails } from '../mail/mailer';
import { loadCustomer } from './client-records';
import { savedDesignPath } from './lead-service';
import { receivesLeads } from './organization-card';

const t = dealerTexts.delivery.assign;
const NOT_DEALERS = [1, 2];

export interface DealerChoice {
  id: number;
  name: string;
  city: string | null;
  postcodeRegions: string;
}

/**
 * The organisations a lead can go to: every one but the platform and the brand that works leads (ARCHITECTURE §3
 * reading 17: dealerTokenActive 'true'); the others are neither offered nor hold postcode regions.
 */
export async function listDealers(db: Kysely<Database>): Promise<DealerChoice[]> {
  const rows = await db.selectFrom('organizations')
    .leftJoin('organization_addresses', 'organization_addresses.organization_id', 'organizations.id')
    .select(['organizations.id', 'organizations.name', 'organizations.settings', 'organization_addresses.city'])
    .where('organizations.id', 'not in', NOT_DEALERS).orderBy('organizations.name').orderBy('organizations.id').execute();
  const seen = new Set<number>();
  return rows.filter((r) => receivesLeads(r) && !seen.has(r.id) && seen.add(r.id)).map((r) => ({
    id: r.id, name: r.name, city: r.city ?? null,
    postcodeRegions: (r.settings as Record<string, string> | null)?.[POSTCODE_REGIONS_SETTING] ?? '',
  }));
}

export async function setPostcodeRegions(db: Kysely<Database>, organizationId: number, value: string): Promise<DealerChoice> {
  const { ranges, errors } = parsePostcodeRegions(value);
  if (errors.length) throw badRequest(errors.join('; '));
  if (NOT_DEALERS.includes(organizationId)) throw badRequest(t.unknownDealer);
  const dealer = await db.selectFrom('organizations').select(['id', 'settings']).where('id', '=', organizationId).executeTakeFirst();
  if (!dealer) throw notReachable('Dealer');
  if (!receivesLeads(dealer)) throw badRequest(t.noLeads);
  // Stored as the ranges read back, so every dealer's value has one spelling.
  const normal = ranges.map((r) => `${r.country === 'NL' ? '' : `${r.country}:`}${String(r.from).padStart(r.country === 'DE' ? 5 : 4, '0')}`
    + (r.to === r.from ? '' : `-${String(r.to).padStart(r.country === 'DE' ? 5 : 4, '0')}`)).join(', ');
  const updated = await db.updateTable('organizations')
    .set({ settings: sql`settings || jsonb_build_object(${POSTCODE_REGIONS_SETTING}::text, ${normal}::text)`, updated_at: new Date() })
    .where('id', '=', organizationId).returning('id').executeTakeFirst();
  if (!updated) throw notReachable('Dealer');
  return (await listDealers(db)).find((d) => d.id === organizationId)!;
}

export interface AssignContext {
  brand: BrandConfig;
  publicUrl: string;
}

export async function assignLead(db: Kysely<Database>, actor: Actor, leadId: number, organizationId: number, context: AssignContext) {
  const dealer = NOT_DEALERS.includes(organizationId) ? undefined
    : await db.selectFrom('organizations').selectAll().where('id', '=', organizationId).executeTakeFirst();
  if (!dealer) throw badRequest(t.unknownDealer);
  if (!receivesLeads(dealer)) throw badRequest(t.noLeads);
  const address = await db.selectFrom('organization_addresses').selectAll().where('organization_id', '=', organizationId).orderBy('id').executeTakeFirst();

  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom('quotes').selectAll().where('id', '=', leadId).where(where.quotes(actor)).forUpdate().executeTakeFirst();
    if (!lead) throw notReachable('Lead');
    if (lead.status !== 'LEAD' && lead.status !== 'LEAD_IN_TREATMENT') throw badRequest(t.notALead);
    const { last_quote_number: number } = await trx.updateTable('organizations').set((eb) => ({ last_quote_number: eb('last_quote_number', '+', 1) }))
      .where('id', '=', organizationId).returning('last_quote_number').executeTakeFirstOrThrow();
    await trx.updateTable('quotes').set({ organization_id: organizationId, number, user_id: null, lead_source: 'assigned', updated_at: new Date() }).where('id', '=', lead.id).execute();
    if (lead.client_id !== null) await trx.updateTable('clients').set({ organization_id: organizationId }).where('id', '=', lead.client_id).execute();
    const customer = lead.client_id === null ? null : await loadCustomer(trx, lead.client_id);

    const path = savedDesignPath(lead.id, organizationId, lead.secret);
    const mails = [];
    if (customer) {
      const client = {
        firstName: customer.firstName, lastName: customer.lastName, street: customer.street, houseNumber: customer.houseNumber,
        postalCode: customer.postalCode, city: customer.city, telephone: customer.telephone, email: customer.email,
      };
      // The notice reads only the total of the priced quote.
      const priced = { totalPrice: { inclTax: toCents(lead.total_incl_tax), exclTax: toCents(lead.total_excl_tax) } } as PricedQuote;
      mails.push(dealerNoticeMail({
        id: lead.id, number, organizationId, secret: lead.secret, designCode: lead.design_code ?? '', dealerLinked: true, path,
        title: lead.title, client, note: lead.note, priced, organization: dealer,
      }, context));
      if (customer.email) {
        mails.push(secondVisitorMail({
          firstName: customer.firstName, email: customer.email, designUrl: `${context.publicUrl}${path}`, brand: context.brand,
          dealer: {
            name: dealer.name, email: dealer.email, phone: dealer.phone,
            address: address ? `${address.street} ${address.house_number}, ${address.postal_code} ${address.city}` : null,
          },
        }));
      }
    }
    await queueMails(trx, mails, { type: 'quote', id: lead.id });
    return { id: lead.id, organizationId, number, status: lead.status };
  });
}
