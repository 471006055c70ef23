/**
 * The two mails of a new lead, stored with the lead in one statement and delivered by the job worker: to the
 * visitor (link to the saved design, design code, and the dealer's
 * contact details when a dealer token linked the design), and the new-lead notice to the receiving dealer (the
 * brand when no dealer took it). Texts come from the Dutch text catalogue.
 */
import type { BrandConfig } from '../config';
import type { MailMessage } from './mailer';
import { detailsTable, document, link, paragraph, plainText } from './html';
import { formatEuro } from '../../src/domain/money';
import { texts } from '../../src/domain/texts';
import type { LeadFacts } from '../services/lead-service';
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

export function visitorMail(lead: LeadFacts, context: LeadMailContext): MailMessage {
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

export function dealerNoticeMail(lead: LeadFacts, context: LeadMailContext): MailMessage {
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

/** Both mails of a lead: the visitor's first, then the dealer's notice. */
export function leadMails(lead: LeadFacts, context: LeadMailContext): MailMessage[] {
  return [visitorMail(lead, context), dealerNoticeMail(lead, context)];
}
