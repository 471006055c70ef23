/**
 * Users and organisations as the API shows them (spec §3 'User', 'Organisation / sub-dealer'): the answer shapes
 * of /auth, /user and /auth/organization/manage, declared once for the server's serializer and the client's parse.
 * Plain shapes (no defaults or transforms): answers are encoded by the server, so a field not listed never leaves it.
 */
import { z } from 'zod/mini';

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

/** A user without any credential: the password hash is not in this shape, so it can never be sent. */
export const userSchema = z.object({
  id: int(),
  firstName: z.string(),
  preposition: z.nullable(z.string()),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  organizationId: int(),
  organization_id: int(),
  roles: z.array(z.object({ name: z.string() })),
  attributes: z.array(userAttributeSchema),
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

/** Who is logged in: GET /auth/me, and PUT /auth/profile's answer (the profile as saved). */
export const sessionAnswerSchema = z.object({ user: userSchema, organization: organizationSchema });

/** A login, and a password set through the mailed link (which logs in): the session and its token. */
export const loginAnswerSchema = z.extend(sessionAnswerSchema, { tokens: z.object({ idToken: z.string().check(z.minLength(1)) }) });

export type OrganizationCard = z.infer<typeof organizationCardSchema>;
