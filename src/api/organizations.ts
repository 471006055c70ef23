/** Public organisation cards (spec §7 'GET v1/auth/organization/external/{token}': the dealer lookup). */
import { z } from 'zod/mini';
import { organizationSchema } from './auth';
import { request } from './http';

/** The public card of an organisation: no cost data, no users; settings decide badge, share button and prices. */
export const publicOrganizationSchema = z.extend(organizationSchema, {
  phone: z.nullish(z.string()),
});
export type PublicOrganization = z.infer<typeof publicOrganizationSchema>;

/** Looks a dealer up by its dealer token (its external reference); 404 when no organisation carries it. */
export function fetchOrganizationByToken(token: string, signal?: AbortSignal): Promise<PublicOrganization> {
  return request(publicOrganizationSchema, `/auth/organization/external/${encodeURIComponent(token)}`, { signal });
}
