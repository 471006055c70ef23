/**
 * The customer of a lead as a client record of the receiving organisation (clients + address + phone + e-mail),
 * and the customer's own details read back for the visitor who holds the quote's secret.
 */
import type { Kysely } from 'kysely';
import type { LeadFormValues } from '../../src/domain/forms/lead-form';
import type { Database } from '../db/types';

/** The lead's client as stored: the lead form's fields plus the country derived from the postcode. */
export type CustomerDetails = LeadClient & { country: string };

/** Dutch codes as '1234 AB', others as digits only; spaces never count (spec §5 'Lead form'). */
export function normalizePostalCode(value: string): string {
  const code = value.replace(/\s+/g, '').toUpperCase();
  return /^\d{4}[A-Z]{2}$/.test(code) ? `${code.slice(0, 4)} ${code.slice(4)}` : code;
}

/** The country a valid lead postcode belongs to: 4+2 Dutch, 5 digits German, 4 digits Belgian. */
export function countryOfPostalCode(value: string): string {
  const code = value.replace(/\s+/g, '');
  if (/^\d{5}$/.test(code)) return 'DE';
  if (/^\d{4}$/.test(code)) return 'BE';
  return 'NL';
}

export type LeadClient = Omit<LeadFormValues, 'note'>;

/** Trimmed values as they are stored and mailed. */
export function cleanClient(client: LeadClient): LeadClient {
  return {
    firstName: client.firstName.trim(), lastName: client.lastName.trim(), street: client.street.trim(),
    houseNumber: client.houseNumber.trim(), postalCode: normalizePostalCode(client.postalCode), city: client.city.trim(),
    telephone: client.telephone.trim(), email: client.email.trim(),
  };
}

export async function loadCustomer(db: Kysely<Database>, clientId: number): Promise<CustomerDetails | null> {
  const client = await db.selectFrom('clients').select(['first_name', 'last_name']).where('id', '=', clientId).executeTakeFirst();
  if (!client) return null;
  const [address, phone, email] = await Promise.all([
    db.selectFrom('client_addresses').selectAll().where('client_id', '=', clientId).orderBy('id').executeTakeFirst(),
    db.selectFrom('client_phones').select('number').where('client_id', '=', clientId).orderBy('id').executeTakeFirst(),
    db.selectFrom('client_emails').select('email').where('client_id', '=', clientId).orderBy('id').executeTakeFirst(),
  ]);
  return {
    firstName: client.first_name, lastName: client.last_name,
    street: address?.street ?? '', houseNumber: address?.house_number ?? '', postalCode: address?.postal_code ?? '',
    city: address?.city ?? '', country: address?.country ?? '', telephone: phone?.number ?? '', email: email?.email ?? '',
  };
}
