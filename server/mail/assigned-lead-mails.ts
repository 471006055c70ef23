/**
 * The visitor's second e-mail (spec §1: 'a second e-mail with dealer details'; issue 10 §4): the dealer's name,
 * address, phone and e-mail, and the link to the saved design. Sent when the brand assigns the lead; a lead
 * that reaches a dealer at submission has these details in its first mail already.
 */
import { dealerTexts } from '../../src/domain/dealer-texts';
import type { BrandConfig } from '../config';
import { detailsTable, document, link, paragraph, plainText } from './html';
import type { MailMessage } from './mailer';

const t = dealerTexts.delivery.secondVisitorMail;

export interface AssignedDealer {
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
}

export function secondVisitorMail(input: { firstName: string; email: string; designUrl: string; dealer: AssignedDealer; brand: BrandConfig }): MailMessage {
  const rows: [string, string | null][] = [
    [t.dealerName, input.dealer.name], [t.address, input.dealer.address], [t.phone, input.dealer.phone], [t.email, input.dealer.email],
  ];
  const html = document([
    paragraph(t.greeting(input.firstName)), paragraph(t.intro), detailsTable(rows), paragraph(t.link), link(input.designUrl),
    paragraph(t.closing), paragraph(input.brand.name),
  ].join(''));
  const text = plainText([
    t.greeting(input.firstName), '', t.intro, ...rows.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`), '', t.link, input.designUrl, '',
    t.closing, input.brand.name,
  ]);
  return {
    from: `"${input.brand.name.replace(/"/g, '')}" <${input.brand.email}>`, to: [input.email], subject: t.subject(input.brand.name), html, text,
    replyTo: input.dealer.email ?? undefined,
  };
}
