/** The help contact form's rules and messages (spec §5 'Help form'). */
import { texts } from '../../domain/texts';

export interface ContactForm {
  name: string;
  email: string;
  postalCode: string;
  houseNumber: string;
  question: string;
}
export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

export const emptyContactForm: ContactForm = { name: '', email: '', postalCode: '', houseNumber: '', question: '' };

/** Text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Dutch '1234 AB' (letters not sa, sd or ss), five digits (not 01000 or 99999) or four digits; spaces are
 * ignored. isValidPostalCode('1234 AB') === true, isValidPostalCode('1234 SS') === false.
 */
export function isValidPostalCode(value: string): boolean {
  const code = value.replace(/\s+/g, '').toUpperCase();
  const dutch = code.match(/^\d{4}([A-Z]{2})$/);
  if (dutch) return !['SA', 'SD', 'SS'].includes(dutch[1]);
  if (/^\d{5}$/.test(code)) return code !== '01000' && code !== '99999';
  return /^\d{4}$/.test(code);
}

export function validateContact(form: ContactForm): ContactErrors {
  const t = texts.help;
  const errors: ContactErrors = {};
  if (!form.name.trim()) errors.name = t.nameRequired;
  if (!EMAIL_PATTERN.test(form.email.trim())) errors.email = t.emailInvalid;
  if (!isValidPostalCode(form.postalCode)) errors.postalCode = t.postalCodeInvalid;
  if (!/\d/.test(form.houseNumber)) errors.houseNumber = t.houseNumberInvalid;
  if (!form.question.trim()) errors.question = t.questionRequired;
  return errors;
}

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

export function contactMessage(form: ContactForm, brandName: string, brandEmail: string): MailMessage {
  const trimmed = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim()])) as unknown as ContactForm;
  return { to: brandEmail, subject: texts.help.mailSubject(brandName), body: texts.help.mailBody(trimmed) };
}

export function mailtoUrl(message: MailMessage): string {
  return `mailto:${message.to}?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(message.body)}`;
}

/** A web mail compose page with the same message, for visitors without a mail program. */
export function webMailUrl(message: MailMessage): string {
  const params = new URLSearchParams({ view: 'cm', fs: '1', to: message.to, su: message.subject, body: message.body });
  return `https://mail.google.com/mail/?${params.toString()}`;
}

export function plainText(message: MailMessage): string {
  return `${texts.help.mailTo}: ${message.to}\n${message.subject}\n\n${message.body}`;
}
