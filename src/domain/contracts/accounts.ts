/**
 * Users and organisations as the API shows them (spec §3 'User', 'Organisation / sub-dealer'): the answer shapes
 * of /auth, /user and /auth/organization/manage, declared once for the server's serializer and the client's parse,
 * and the bodies of /user and /auth/organization/manage for the routes' validation and the client's requests.
 * Plain shapes (no defaults or transforms): answers are encoded by the server, so a field not listed never leaves it.
 */
import { z } from 'zod/mini';
import { idInput } from './bounds';

const int = () => z.number().check(z.int());

export const addressSchema = z.object({
  id: int(),
  type: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});

const settingsSchema = z.record(z.string(), z.string());

/** The caller's own organisation (or one within its reach): everything but internal counters. */
export const organizationSchema = z.object({
  id: int(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  logoUrl: z.nullable(z.string()),
  identificationNumber: z.nullable(z.string()),
  vatNumber: z.nullable(z.string()),
  ibanNumber: z.nullable(z.string()),
  externalReference: z.nullable(z.string()),
  parentId: z.nullable(int()),
  type: z.nullable(z.string()),
  settings: settingsSchema,
  subscription: z.object({ plan: z.object({ maxUsers: z.nullable(int()), maxSubdealers: z.nullable(int()) }) }),
  addresses: z.array(addressSchema),
});

/** What anyone may see of an organisation (server/services/organization-card.ts); the full one has all of it too. */
export const organizationCardSchema = z.object({
  id: int(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  logoUrl: z.nullable(z.string()),
  settings: settingsSchema,
});

export const userAttributeSchema = z.object({
  key: z.string(),
  type: z.enum(['boolean', 'string', 'integer']),
  value: z.union([z.boolean(), z.string(), z.number()]),
});

/** The seller on a quote (spec §3 'Quote': user with firstName, lastName). */
export const userSummarySchema = z.object({
  id: int(),
  firstName: z.string(),
  preposition: z.nullable(z.string()),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
});

/** A user without any credential: the password hash is not in this shape, so it can never be sent. */
export const userSchema = z.extend(userSummarySchema, {
  organizationId: int(),
  organization_id: int(),
  roles: z.array(z.object({ name: z.string() })),
  attributes: z.array(userAttributeSchema),
});

/** Who is logged in: GET /auth/me, and PUT /auth/profile's answer (the profile as saved). */
export const sessionAnswerSchema = z.object({ user: userSchema, organization: organizationSchema });

/** A login, and a password set through the mailed link (which logs in): the session and its token. */
export const loginAnswerSchema = z.extend(sessionAnswerSchema, { tokens: z.object({ idToken: z.string().check(z.minLength(1)) }) });

export type OrganizationCard = z.infer<typeof organizationCardSchema>;

// Requests -----------------------------------------------------------------------------------------------------

const text = (max: number) => z.string().check(z.maxLength(max));

/** An address as sent: the country, when given, is a two-letter code. */
export const addressInput = z.object({
  street: text(200), houseNumber: text(20), postalCode: text(20), city: text(200),
  country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, 'country is een landcode van twee letters'))),
});

/** PUT /user/{id}: name and e-mail. */
export const userBody = z.object({
  firstName: text(200), preposition: z.nullish(text(50)), lastName: text(200), email: text(320),
});

/** POST /user: a user in the caller's organisation or one within reach; sendInvite mails the set-password link. */
export const userCreateBody = z.extend(userBody, {
  organizationId: z.nullish(idInput),
  /** The spec's second spelling of the same field (§7 'organizationId, ..., organization_id'). */
  organization_id: z.nullish(idInput),
  sendInvite: z.optional(z.boolean()),
});

/** Only our own uploads (POST /upload, directory logo-image) may be a logo: no foreign or script URLs. */
const logoUrlInput = z.string().check(z.maxLength(300), z.regex(/^\/files\/logo-image\/[A-Za-z0-9._-]+$/, 'logoUrl moet een upload in logo-image zijn'));

/** POST/PUT /auth/organization/manage[/{id}]: a sub-dealer. */
export const subdealerBody = z.object({
  name: text(200), email: text(320), phone: text(40),
  identificationNumber: z.nullish(text(40)), vatNumber: z.nullish(text(40)), ibanNumber: z.nullish(text(40)),
  logoUrl: z.nullish(z.union([logoUrlInput, z.literal('')])),
  addresses: z._default(z.array(addressInput).check(z.maxLength(20)), []),
});

/** What a browser sends. */
export type UserRequest = z.input<typeof userBody>;
export type UserCreateRequest = z.input<typeof userCreateBody>;
export type SubdealerRequest = z.input<typeof subdealerBody>;
