/** Shared pieces of the lead API tests: example designs from the seed, a valid client, and a submit helper. */
import { readFileSync } from 'node:fs';
import { configurationSchema, type Configuration } from '../../src/domain/configuration';
import { send } from './http';

const examples = JSON.parse(readFileSync(new URL('../../assets/catalog/example-designs.json', import.meta.url), 'utf8')) as
  { designCode: string; organizationId: number; configuration: unknown }[];

export function exampleDesign(code: string): Configuration {
  return configurationSchema.parse(examples.find((e) => e.designCode === code)!.configuration);
}

/** Personal strings that must never appear in answers for other callers. */
export const client = {
  firstName: 'Annelies',
  lastName: 'Vermeulenhof',
  street: 'Lindelaan',
  houseNumber: '42b',
  postalCode: '3512 JK',
  city: 'Utrecht',
  telephone: '+31 (0)6 1234 5678',
  email: 'annelies.vermeulenhof@example.nl',
};

export interface LeadAnswer {
  id: number;
  number: number;
  organizationId: number;
  secret: string;
  designCode: string;
  dealerLinked: boolean;
  dealerName: string | null;
  path: string;
}

export function leadBody(extra: Record<string, unknown> = {}, code = '48213') {
  return { createLead: true, configuration: exampleDesign(code), client, note: 'Graag bellen na 17:00', ...extra };
}

export function submitLead(url: string, body: unknown) {
  return send('POST', `${url}/api/v1/quote/consumer`, body);
}
