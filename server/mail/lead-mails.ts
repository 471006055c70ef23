/**
 * The two mails of a new lead: to the visitor at once (link to the saved design, design code, and the dealer's
 * contact details when a dealer token linked the design), and the new-lead notice to the receiving dealer (the
 * brand when no dealer took it). Texts come from the Dutch text catalogue.
 */
import type { BrandConfig } from '../config';
import type { MailMessage, Mailer } from './mailer';
import { detailsTable, document, link, paragraph, plainText } from './html';
import { formatEuro } from '../../src/domain/money';
import { texts } from '../../src/domain/texts';
import type { StoredLead } from '../services/lead-service';
import { dealerLeadLink } from '../services/lead-service';

const t = texts.lead;

export interface LeadMailContext {
  brand: BrandConfig;
  /** Absolute origin for links, without trailing slash. */
  publicUrl: string;
}

function sender(brand: BrandConfig): string {
  return `"${brand.name.replace(/"/g, '')}" <${brand.email}>`;
}

export function visitorMail(lead: StoredLead, context: LeadMailContext): MailMessage {
  const url = `${context.publicUrl}${lead.path}`;
  const dealer = lead.dealerLinked ? lead.organization : null;
  const dealerRows: [string, string | null][] = dealer
    ? [[t.visitorMail.dealerName, dealer.name], [t.visitorMail.dealerEmail, dealer.email], [t.visitorMail.dealerPhone, dealer.phone]]
    : [];
  const html = document([
    paragraph(t.visitorMail.greeting(lead.client.firstName)),
    paragraph(t.visitorMail.thanks),
    link(url),
    paragraph(t.visitorMail.designCode(lead.designCode)),
    dealer ? paragraph(t.visitorMail.dealerIntro) + detailsTable(dealerRows) : paragraph(t.visitorMail.noDealer),
    paragraph(t.visitorMail.closing),
    paragraph(context.brand.name),
    `<p style="font-size:12px;color:#666">${t.visitorMail.disclaimer}</p>`,
  ].join(''));
  const text = plainText([
    t.visitorMail.greeting(lead.client.firstName), '', t.visitorMail.thanks, url, '', t.visitorMail.designCode(lead.designCode), '',
    ...(dealer ? [t.visitorMail.dealerIntro, ...dealerRows.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`)] : [t.visitorMail.noDealer]),
    '', t.visitorMail.closing, context.brand.name, '', t.visitorMail.disclaimer,
  ]);
  return {
    from: sender(context.brand), to: [lead.client.email], subject: t.visitorMail.subject(context.brand.name), html, text,
    replyTo: dealer?.email ?? undefined,
  };
}

export function dealerNoticeMail(lead: StoredLead, context: LeadMailContext): MailMessage {
  const url = `${context.publicUrl}${dealerLeadLink(lead.id, lead.organizationId, lead.secret)}`;
  const customer = `${lead.client.firstName} ${lead.client.lastName}`;
  const c = lead.client;
  const rows: [string, string | number | null][] = [
    [t.dealerMail.number, lead.number],
    [t.dealerMail.customer, customer],
    [t.dealerMail.title, lead.title],
    [t.dealerMail.total, formatEuro(lead.priced.totalPrice.inclTax)],
    [t.dealerMail.email, c.email],
    [t.dealerMail.phone, c.telephone],
    [t.dealerMail.address, `${c.street} ${c.houseNumber}, ${c.postalCode} ${c.city}`],
    [t.dealerMail.note, lead.note],
  ];
  const html = document([paragraph(t.dealerMail.intro), detailsTable(rows), paragraph(t.dealerMail.link), link(url)].join(''));
  const text = plainText([t.dealerMail.intro, '', ...rows.filter(([, v]) => v !== null && v !== '').map(([k, v]) => `${k}: ${v}`), '', t.dealerMail.link, url]);
  return {
    from: sender(context.brand), to: [lead.organization.email || context.brand.email],
    subject: t.dealerMail.subject(lead.number, customer), html, text, replyTo: c.email,
  };
}

export interface MailLog {
  error(object: unknown, message: string): void;
}

/**
 * Sends both mails. The lead is already stored: a failing mail is logged (the outbox keeps it as 'failed'),
 * never thrown, so the visitor still gets the saved design.
 */
export async function sendLeadMails(mailer: Mailer, lead: StoredLead, context: LeadMailContext, log: MailLog): Promise<void> {
  try {
    // Both in one outbox statement; with SMTP they are delivered side by side.
    const results = await mailer.sendAll([visitorMail(lead, context), dealerNoticeMail(lead, context)]);
    for (const result of results) {
      if (result.status === 'failed') log.error({ quoteId: lead.id, outboxId: result.id }, 'lead mail not delivered');
    }
  } catch (error) {
    log.error({ err: error, quoteId: lead.id }, 'lead mail failed');
  }
}
