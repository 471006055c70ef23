/**
 * leads.unassignedReminder (issue 10 §4), on working days in the morning: mails the brand the list of its leads
 * (status LEAD or LEAD_IN_TREATMENT, still with organisation 2) that came in more than one working day ago, so
 * that every lead reaches a dealer ('Toewijzen aan dealer'). Nothing to report: no mail. The mail is queued in
 * one transaction with the reading, and delivered by the mail worker like every other mail.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { formatDate } from '../../src/domain/dates';
import { dealerTexts } from '../../src/domain/dealer-texts';
import type { BrandConfig } from '../config';
import type { Database } from '../db/types';
import { document, escapeHtml, link, paragraph, plainText } from '../mail/html';
import { queueMails } from '../mail/mailer';
import { wallClock, DEFAULT_TIME_ZONE } from './recurrence';
import { defineJobType } from './job-type';
import type { JobHandler } from './registry';

export const unassignedLeadsJob = defineJobType('leads.unassignedReminder', z.object({}), { retry: { maxAttempts: 5, baseDelayMs: 60_000 } });

const t = dealerTexts.delivery.unassignedMail;
const BRAND_ORGANIZATION_ID = 2;
const DAY_MS = 24 * 3600 * 1000;

/** The same time one working day (Monday to Friday) earlier: Monday goes back to Friday, the weekend to Friday. */
export function oneWorkingDayBefore(now: Date, timeZone = DEFAULT_TIME_ZONE): Date {
  let at = new Date(now.getTime() - DAY_MS);
  // Sunday = 0, Saturday = 6 in wallClock().
  while ([0, 6].includes(wallClock(at, timeZone).weekday)) at = new Date(at.getTime() - DAY_MS);
  return at;
}

export function unassignedLeadsHandler(db: Kysely<Database>, options: { brand: BrandConfig; publicUrl: string; now?: () => Date }): JobHandler<Record<string, never>> {
  return {
    async run(_payload, { log }) {
      const cutoff = oneWorkingDayBefore(options.now?.() ?? new Date());
      await db.transaction().execute(async (trx) => {
        const leads = await trx.selectFrom('quotes')
          .leftJoin('clients', 'clients.id', 'quotes.client_id')
          .select(['quotes.id', 'quotes.number', 'quotes.title', 'quotes.created_at', 'clients.first_name', 'clients.last_name'])
          .where('quotes.organization_id', '=', BRAND_ORGANIZATION_ID).where('quotes.status', 'in', ['LEAD', 'LEAD_IN_TREATMENT'])
          .where('quotes.source', '=', 'v4').where('quotes.created_at', '<', cutoff)
          .orderBy('quotes.created_at').execute();
        log.info({ count: leads.length }, 'unassigned leads');
        if (leads.length === 0) return;
        const brand = await trx.selectFrom('organizations').select('email').where('id', '=', BRAND_ORGANIZATION_ID).executeTakeFirst();
        const lines = leads.map((l) => `#${l.number} - ${l.title} - ${[l.first_name, l.last_name].filter(Boolean).join(' ')} - ${formatDate(Math.floor(new Date(l.created_at).getTime() / 1000))}`);
        const url = `${options.publicUrl}/configureer-via-offerte/leads`;
        await queueMails(trx, [{
          from: `"${options.brand.name.replace(/"/g, '')}" <${options.brand.email}>`,
          to: [brand?.email || options.brand.email],
          subject: t.subject(leads.length),
          html: document(paragraph(t.intro) + `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` + paragraph(t.link) + link(url)),
          text: plainText([t.intro, '', ...lines, '', t.link, url]),
        }], { type: 'job', id: 'leads.unassignedReminder' });
      });
    },
  };
}
