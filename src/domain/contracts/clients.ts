/**
 * A dealer's customers (spec §3 'Client', 'Client company / dealer company'): what the API answers and what a
 * browser sends (POST/PUT /client/person, /client/company), declared once for the routes and src/api.
 */
import { z } from 'zod/mini';
import { addressInput, addressSchema } from './accounts';
import { idInput } from './bounds';

const int = () => z.number().check(z.int());

export const customerPersonSchema = z.object({
  id: int(),
  organizationId: int(),
  firstName: z.string(),
  preposition: z.nullable(z.string()),
  lastName: z.string(),
  fullName: z.string(),
  companyId: z.nullable(int()),
  addresses: z.array(addressSchema),
  phones: z.array(z.object({ id: int(), number: z.string() })),
  emails: z.array(z.object({ id: int(), email: z.string() })),
  /** Epoch seconds. */
  createdAt: int(),
});

export const companySchema = z.object({
  id: int(),
  organizationId: int(),
  name: z.string(),
  emails: z.array(z.string()),
  createdAt: int(),
});

// Requests -----------------------------------------------------------------------------------------------------

const text = (max: number) => z.string().check(z.maxLength(max));

/** POST/PUT /client/person; PUT replaces the person, so lists left out become empty. */
export const personBody = z.object({
  firstName: text(200),
  preposition: z.nullish(text(50)),
  lastName: text(200),
  companyId: z.nullish(idInput),
  organizationId: z.nullish(idInput),
  addresses: z._default(z.array(z.extend(addressInput, { type: z.optional(text(20)) })).check(z.maxLength(10)), []),
  phones: z._default(z.array(z.object({ number: text(40) })).check(z.maxLength(10)), []),
  emails: z._default(z.array(z.object({ email: text(320) })).check(z.maxLength(10)), []),
});

/** POST/PUT /client/company. */
export const companyBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Naam is verplicht'), z.maxLength(200)),
  emails: z._default(z.array(z.email('ongeldig e-mailadres').check(z.maxLength(320))).check(z.maxLength(10)), []),
  organizationId: z.nullish(idInput),
});

/** What the service takes (the parsed body) and what a browser sends. */
export type PersonInput = z.output<typeof personBody>;
export type CompanyInput = z.output<typeof companyBody>;
export type PersonRequest = z.input<typeof personBody>;
export type CustomerPerson = z.output<typeof customerPersonSchema>;
export type Company = z.output<typeof companySchema>;
