/**
 * Running an organisation (issue 11 §1-3): password reset and change, users (v1/user), sub-dealers
 * (v1/auth/organization/manage), the own profile and the test-user switch. See server/README.md for the routes.
 */
import { z } from 'zod/mini';
import { sessionAnswerSchema, type subdealerBody, type UserCreateRequest, type UserRequest } from '../domain/contracts/accounts';
import { loginAnswerSchema, organizationSchema, userSchema, type LoginAnswer } from './auth';
import { API_BASE, ApiError, request } from './http';
import { listSchema, type List } from './list';

/** An organisation as its managers see it (the own one or a sub-dealer), and a user of it: the server's answers. */
export const managedOrganizationSchema = organizationSchema;
export type ManagedOrganization = z.infer<typeof managedOrganizationSchema>;
export const managedUserSchema = userSchema;
export type ManagedUser = z.infer<typeof managedUserSchema>;

const messageSchema = z.object({ message: z.string() });
const removedSchema = z.object({ id: z.number().check(z.int()), deleted: z.literal(true) });

export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return request(messageSchema, '/auth/password/request', { method: 'POST', body: { email } });
}

/** Sets the password with the mailed link; answers as a login does (the screen logs in with it). */
export function changePassword(secret: string, password: string): Promise<LoginAnswer> {
  return request(loginAnswerSchema, '/auth/password/change', { method: 'POST', body: { secret, password } });
}

/** The bodies of PUT and POST /user as the routes declare them. */
export type UserInput = UserRequest;

export function listUsers(organizationId: number | undefined, signal?: AbortSignal): Promise<List<ManagedUser>> {
  return request(listSchema(managedUserSchema), '/user', { query: { limit: 1000, organizationIds: organizationId ? [organizationId] : undefined }, signal });
}
export function getUser(id: number, signal?: AbortSignal): Promise<ManagedUser> {
  return request(managedUserSchema, `/user/${id}`, { signal });
}
export function inviteUser(input: UserInput & { organizationId?: number }): Promise<ManagedUser> {
  const body: UserCreateRequest = { ...input, organization_id: input.organizationId, sendInvite: true };
  return request(managedUserSchema, '/user', { method: 'POST', body });
}
export function updateUser(id: number, input: UserInput): Promise<ManagedUser> {
  return request(managedUserSchema, `/user/${id}`, { method: 'PUT', body: input });
}
export function deleteUser(id: number): Promise<unknown> {
  return request(removedSchema, `/user/${id}`, { method: 'DELETE' });
}

/** The body of POST/PUT /auth/organization/manage as the route declares it, with its addresses present (the form's state). */
export type SubdealerInput = z.output<typeof subdealerBody>;

const manage = '/auth/organization/manage';
export function listSubdealers(signal?: AbortSignal): Promise<List<ManagedOrganization>> {
  return request(listSchema(managedOrganizationSchema), manage, { query: { limit: 1000 }, signal });
}
export function getSubdealer(id: number, signal?: AbortSignal): Promise<ManagedOrganization> {
  return request(managedOrganizationSchema, `${manage}/${id}`, { signal });
}
export function createSubdealer(input: SubdealerInput): Promise<ManagedOrganization> {
  return request(managedOrganizationSchema, manage, { method: 'POST', body: input });
}
export function updateSubdealer(id: number, input: SubdealerInput): Promise<ManagedOrganization> {
  return request(managedOrganizationSchema, `${manage}/${id}`, { method: 'PUT', body: input });
}

export interface ProfileInput {
  user?: { firstName: string; preposition?: string | null; lastName: string };
  organization?: {
    name: string; email: string; phone: string; identificationNumber?: string; vatNumber?: string; ibanNumber?: string;
    address: { street: string; houseNumber: string; postalCode: string; city: string };
  };
}
export const profileAnswerSchema = sessionAnswerSchema;

export function saveProfile(input: ProfileInput): Promise<z.infer<typeof profileAnswerSchema>> {
  return request(profileAnswerSchema, '/auth/profile', { method: 'PUT', body: input });
}
export function enableTestProducts(): Promise<{ user: z.infer<typeof userSchema> }> {
  return request(z.object({ user: userSchema }), '/auth/profile/test-products', { method: 'PUT', body: { enabled: true } });
}

/**
 * Uploads a logo (POST /upload, directory logo-image, one file); answers its URL. Multipart, so not through the
 * JSON client; the provider's message is kept for the dropzone.
 */
export async function uploadLogo(file: File, token: string | null): Promise<string> {
  const form = new FormData();
  form.append('directory', 'logo-image');
  form.append('file', file);
  const response = await fetch(`${API_BASE}/upload`, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body = await response.json().catch(() => null) as { url?: string; message?: string } | null;
  if (!response.ok || !body?.url) throw new ApiError(response.status, body?.message ?? null, body?.message ?? `HTTP ${response.status} on /upload`);
  return body.url;
}
