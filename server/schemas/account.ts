/** Users and organisations as the API shows them (spec §3 'User', 'Organisation / sub-dealer'). */
import { z } from 'zod';

export const addressSchema = z.object({
  id: z.number().int(),
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
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  logoUrl: z.string().nullable(),
  identificationNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  ibanNumber: z.string().nullable(),
  externalReference: z.string().nullable(),
  parentId: z.number().int().nullable(),
  type: z.string().nullable(),
  settings: settingsSchema,
  subscription: z.object({ plan: z.object({ maxUsers: z.number().int().nullable(), maxSubdealers: z.number().int().nullable() }) }),
  addresses: z.array(addressSchema),
});

/** What anyone may see of an organisation (services/organization-card.ts). */
export const organizationCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  logoUrl: z.string().nullable(),
  settings: settingsSchema,
});

export const userAttributeSchema = z.object({
  key: z.string(),
  type: z.enum(['boolean', 'string', 'integer']),
  value: z.union([z.boolean(), z.string(), z.number()]),
});

/** A user without any credential: the password hash is not in this shape, so it can never be sent. */
export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  preposition: z.string().nullable(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  organizationId: z.number().int(),
  organization_id: z.number().int(),
  roles: z.array(z.object({ name: z.string() })),
  attributes: z.array(userAttributeSchema),
});

/** The seller on a quote (spec §3 'Quote': user with firstName, lastName). */
export const userSummarySchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  preposition: z.string().nullable(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
});
