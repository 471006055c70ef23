/**
 * The mails of an account: the change-password link (forgot password) and the invitation of a new user (a link to
 * set the first password). Texts from the Dutch catalogue; every value escaped.
 */
import type { BrandConfig } from '../config';
import type { MailMessage } from './mailer';
import { document, link, paragraph, plainText } from './html';
import { dealerTexts } from '../../src/domain/dealer-texts';

const t = dealerTexts.passwords.mail;

export interface AccountMailContext {
  brand: BrandConfig;
  /** Absolute origin for links, without trailing slash. */
  publicUrl: string;
}

function sender(brand: BrandConfig): string {
  return `"${brand.name.replace(/"/g, '')}" <${brand.email}>`;
}

/** The address of the change-password screen for an encoded secret. */
export function changePasswordUrl(publicUrl: string, encodedSecret: string): string {
  return `${publicUrl}/wachtwoord-veranderen/${encodedSecret}`;
}

export function resetMail(to: { email: string; firstName: string }, url: string, context: AccountMailContext): MailMessage {
  const html = document([
    paragraph(t.resetGreeting(to.firstName)), paragraph(t.resetIntro), link(url), paragraph(t.resetIgnore),
    paragraph(t.closing), paragraph(context.brand.name),
  ].join(''));
  const text = plainText([t.resetGreeting(to.firstName), '', t.resetIntro, url, '', t.resetIgnore, '', t.closing, context.brand.name]);
  return { from: sender(context.brand), to: [to.email], subject: t.resetSubject(context.brand.name), html, text };
}

export function inviteMail(to: { email: string; firstName: string }, organizationName: string, url: string, context: AccountMailContext): MailMessage {
  const html = document([
    paragraph(t.resetGreeting(to.firstName)), paragraph(t.inviteIntro(organizationName)), link(url), paragraph(t.inviteValidity),
    paragraph(t.closing), paragraph(context.brand.name),
  ].join(''));
  const text = plainText([t.resetGreeting(to.firstName), '', t.inviteIntro(organizationName), url, '', t.inviteValidity, '', t.closing, context.brand.name]);
  return { from: sender(context.brand), to: [to.email], subject: t.inviteSubject(context.brand.name), html, text };
}

/** To the old address after a manager changed a user's e-mail (issue 24 §6): the owner learns of it and can act. */
export function emailChangedMail(to: { email: string; firstName: string }, newEmail: string, context: AccountMailContext): MailMessage {
  const html = document([
    paragraph(t.resetGreeting(to.firstName)), paragraph(t.emailChangedIntro(newEmail)), paragraph(t.emailChangedHelp),
    paragraph(t.closing), paragraph(context.brand.name),
  ].join(''));
  const text = plainText([t.resetGreeting(to.firstName), '', t.emailChangedIntro(newEmail), '', t.emailChangedHelp, '', t.closing, context.brand.name]);
  return { from: sender(context.brand), to: [to.email], subject: t.emailChangedSubject(context.brand.name), html, text };
}
