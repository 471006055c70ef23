/**
 * Login and the caller's identity. The shapes are read leniently (unknown fields kept) because user and
 * organisation records grow with later issues; only what the browser relies on is required.
 */
import { z } from 'zod';
import { request } from './http';

const attributeSchema = z.looseObject({ key: z.string(), value: z.unknown() });
const roleSchema = z.union([z.string(), z.looseObject({ name: z.string() })]);

export const userSchema = z.looseObject({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullish(),
  preposition: z.string().nullish(),
  lastName: z.string().nullish(),
  name: z.string().nullish(),
  roles: z.array(roleSchema).default([]),
  attributes: z.array(attributeSchema).default([]),
});
export type User = z.infer<typeof userSchema>;

const settingsSchema = z.union([
  z.record(z.string(), z.unknown()),
  z.array(z.looseObject({ key: z.string(), value: z.unknown() })),
]);

export const organizationSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullish(),
  logoUrl: z.string().nullish(),
  externalReference: z.string().nullish(),
  settings: settingsSchema.nullish(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const loginAnswerSchema = z.object({
  user: userSchema,
  organization: organizationSchema.nullable().default(null),
  tokens: z.object({ idToken: z.string().min(1) }),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const meSchema = z.object({ user: userSchema, organization: organizationSchema.nullable().default(null) });

export function login(email: string, password: string): Promise<LoginAnswer> {
  return request(loginAnswerSchema, '/auth/login', { method: 'POST', body: { email, password } });
}

export function fetchMe(signal?: AbortSignal): Promise<z.infer<typeof meSchema>> {
  return request(meSchema, '/auth/me', { signal });
}

/** The text value of an organisation setting, whether settings come as an object or as key/value rows. */
export function organizationSetting(organization: Organization | null | undefined, key: string): string | null {
  const settings = organization?.settings;
  if (!settings) return null;
  const value = Array.isArray(settings) ? settings.find((row) => row.key === key)?.value : settings[key];
  return value === undefined || value === null ? null : String(value);
}

export function hasRole(user: User | null | undefined, role: string): boolean {
  return !!user?.roles.some((r) => (typeof r === 'string' ? r : r.name) === role);
}
