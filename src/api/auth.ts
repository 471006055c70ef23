/**
 * Login and the caller's identity. The shapes are read leniently (unknown fields kept) because user and
 * organisation records grow with later issues; only what the browser relies on is required.
 */
import { z } from 'zod/mini';
import { API_BASE, request } from './http';

const attributeSchema = z.looseObject({ key: z.string(), value: z.unknown() });
const roleSchema = z.union([z.string(), z.looseObject({ name: z.string() })]);

export const userSchema = z.looseObject({
  id: z.number().check(z.int()),
  email: z.string(),
  firstName: z.nullish(z.string()),
  preposition: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  name: z.nullish(z.string()),
  roles: z._default(z.array(roleSchema), []),
  attributes: z._default(z.array(attributeSchema), []),
});
export type User = z.infer<typeof userSchema>;

const settingsSchema = z.union([
  z.record(z.string(), z.unknown()),
  z.array(z.looseObject({ key: z.string(), value: z.unknown() })),
]);

export const organizationSchema = z.looseObject({
  id: z.number().check(z.int()),
  name: z.string(),
  email: z.nullish(z.string()),
  logoUrl: z.nullish(z.string()),
  externalReference: z.nullish(z.string()),
  settings: z.nullish(settingsSchema),
});
export type Organization = z.infer<typeof organizationSchema>;

export const loginAnswerSchema = z.object({
  user: userSchema,
  organization: z._default(z.nullable(organizationSchema), null),
  tokens: z.object({ idToken: z.string().check(z.minLength(1)) }),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const meSchema = z.object({ user: userSchema, organization: z._default(z.nullable(organizationSchema), null) });

export function login(email: string, password: string): Promise<LoginAnswer> {
  return request(loginAnswerSchema, '/auth/login', { method: 'POST', body: { email, password } });
}

export function fetchMe(signal?: AbortSignal): Promise<z.infer<typeof meSchema>> {
  return request(meSchema, '/auth/me', { signal });
}

/**
 * Ends a session on the server: this token ('Uitloggen') or, with `everywhere`, every token of the user ('Overal
 * uitloggen'). The token is passed, not read from the session, because the browser forgets it at the same moment;
 * keepalive lets 'Uitloggen' finish while the page moves on.
 */
export async function endSessionOnServer(token: string, everywhere = false): Promise<void> {
  const response = await fetch(`${API_BASE}/auth/logout${everywhere ? '/everywhere' : ''}`, {
    method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true,
  });
  // 401: the session had ended already, which is what was asked.
  if (!response.ok && response.status !== 401) throw new Error(`HTTP ${response.status} on /auth/logout`);
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
