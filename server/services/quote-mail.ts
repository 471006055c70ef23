/**
 * E-mailing a quote to the customer (spec §4 'A quote e-mailed to the customer gets status sent', §5 'Mail
 * message', §7 POST v1/notification/mail). Recipients: the addresses the dealer typed in 'to' (the customer's
 * by default); the sending user in cc; the organisation's address and, unless it is organisation 1 or 2, the
 * central quote mailbox (QUOTE_BCC_EMAIL) in bcc; every address once (the first list that names it keeps it).
 * The mail and the SENT status are written in one transaction, so a quote is SENT exactly when its mail is
 * queued; the job worker delivers it (server/mail/delivery.ts).
 */
import type { Kysely } from 'kysely';
import { PLATFORM_ORGANIZATION_ID } from '../../src/domain/constants';
import { plainTextToHtml } from '../../src/domain/mail-text';
import { dealerTexts } from '../../src/domain/dealer-texts';
import { notReachable, where, type Actor } from '../auth/access';
import type { Database } from '../db/types';
import { badRequest } from '../http-error';
import { document, escapeHtml } from '../mail/html';
import { dedupeRecipients, queueMails, type MailMessage } from '../mail/mailer';
import { messageText, quoteMessageHtml } from '../mail/quote-message';
import { loadCustomer } from './client-records';
import { BRAND_ORGANIZATION_ID } from './organization-card';
import { customerQuotePath } from './lead-service';

const t = dealerTexts.delivery;

/** Organisations whose quote mails skip the central mailbox (spec §6: ids 1 and 2). */
const NO_CENTRAL_BCC = new Set([PLATFORM_ORGANIZATION_ID, BRAND_ORGANIZATION_ID]);

export interface QuoteMailInput {
  quoteId: number;
  to: string[];
  cc: string[];
  bcc: string[];
  subject?: string;
  message?: string;
}

export interface QuoteMailContext {
  brandName: string;
  brandEmail: string;
  /** Absolute origin for the customer link, without trailing slash. */
  publicUrl: string;
  /** QUOTE_BCC_EMAIL; unset: no central mailbox. */
  quoteBccEmail?: string;
  /**
   * Makes the quote's PDF and answers its absolute URL (linked in the mail) and storage key (the worker
   * attaches the stored file).
   */
  pdf?: (quoteId: number) => Promise<{ title: string; url: string; key: string }>;
}

export interface QuoteMailResult {
  id: number;
  status: 'SENT';
  mailId: number;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
}

/** The quote's facts a dealer's mail dialog is prefilled with (also used by the default message). */
export async function quoteMailDefaults(db: Kysely<Database>, actor: Actor, quoteId: number) {
  const quote = await db.selectFrom('quotes').select(['id', 'number', 'title', 'client_id', 'organization_id', 'secret'])
    .where('id', '=', quoteId).where(where.quotes(actor)).where('status', '!=', 'DELETED').executeTakeFirst();
  if (!quote) throw notReachable('Offerte');
  const [customer, organization] = await Promise.all([
    quote.client_id === null ? null : loadCustomer(db, quote.client_id),
    db.selectFrom('organizations').select(['id', 'name', 'email']).where('id', '=', quote.organization_id).executeTakeFirstOrThrow(),
  ]);
  return {
    quote, customer, organization,
    subject: t.quoteName(quote.number, quote.title),
    message: plainTextToHtml(t.defaultMessage(customer ? `${customer.firstName} ${customer.lastName}`.trim() : '', organization.name)),
  };
}

function sender(name: string, email: string): string {
  return `"${name.replace(/["\\\r\n]/g, '')}" <${email}>`;
}

export async function sendQuoteMail(db: Kysely<Database>, actor: Actor, input: QuoteMailInput, context: QuoteMailContext): Promise<QuoteMailResult> {
  const defaults = await quoteMailDefaults(db, actor, input.quoteId);
  const { quote, customer, organization } = defaults;
  const user = await db.selectFrom('users').select(['email', 'first_name', 'preposition', 'last_name']).where('id', '=', actor.userId).executeTakeFirstOrThrow();

  const to = input.to.length ? input.to : customer?.email ? [customer.email] : [];
  if (to.length === 0) throw badRequest(t.noRecipient);
  const url = `${context.publicUrl}${customerQuotePath(quote.id, quote.organization_id, quote.secret)}`;
  const body = quoteMessageHtml(input.message?.trim() ? input.message : defaults.message, url);
  if (!messageText(body)) throw badRequest(t.emptyMessage);
  const subject = input.subject?.trim() || defaults.subject;
  // Made before the transaction: rendering takes a while and must not hold the quote's row lock.
  const attachment = context.pdf ? await context.pdf(quote.id) : null;
  const attachmentHtml = attachment ? `<p>${escapeHtml(t.attachment)}: <a href="${escapeHtml(attachment.url)}">${escapeHtml(attachment.title)}</a></p>` : '';

  const centralBcc = context.quoteBccEmail && !NO_CENTRAL_BCC.has(quote.organization_id) ? [context.quoteBccEmail] : [];
  const message: MailMessage = dedupeRecipients({
    from: sender(organization.name || context.brandName, context.brandEmail),
    replyTo: user.email,
    to,
    cc: [user.email, ...input.cc],
    bcc: [...(organization.email ? [organization.email] : []), ...centralBcc, ...input.bcc],
    subject,
    html: document(body + attachmentHtml),
    text: [messageText(body), attachment ? `${t.attachment}: ${attachment.title} (${attachment.url})` : null].filter(Boolean).join('\n\n'),
    attachments: attachment ? [{ ...attachment, mimeType: 'application/pdf' }] : [],
  });
  if (message.to.length === 0) throw badRequest(t.noRecipient);

  const mailId = await db.transaction().execute(async (trx) => {
    await trx.updateTable('quotes').set({ status: 'SENT', lead: false, updated_at: new Date() })
      .where('id', '=', quote.id).where(where.quotes(actor)).execute();
    const [queued] = await queueMails(trx, [message], { type: 'quote', id: quote.id });
    return queued.id;
  });
  return { id: quote.id, status: 'SENT', mailId, to: message.to, cc: message.cc ?? [], bcc: message.bcc ?? [], subject };
}
