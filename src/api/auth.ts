/**
 * Login and the caller's identity, parsed with the shapes the server declares for these answers
 * (src/domain/contracts/accounts.ts): one contract on both sides.
 */
import type { z } from 'zod/mini';
import { loginAnswerSchema, sessionAnswerSchema, type organizationSchema, type userSchema } from '../domain/contracts/accounts';
import { API_BASE, request } from './http';

export { loginAnswerSchema, organizationSchema, userSchema } from '../domain/contracts/accounts';
export type User = z.infer<typeof userSchema>;
export type Organization = z.infer<typeof organizationSchema>;
export type { OrganizationCard } from '../domain/contracts/accounts';
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
export const meSchema = sessionAnswerSchema;

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

/** The text value of an organisation setting (the full organisation or its public card), or null when unset. */
export function organizationSetting(organization: { settings: Record<string, string> } | null | undefined, key: string): string | null {
  return organization?.settings[key] ?? null;
}

export function hasRole(user: Pick<User, 'roles'> | null | undefined, role: string): boolean {
  return !!user?.roles.some((r) => r.name === role);
}
