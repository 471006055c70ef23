/** Public organisation cards (spec §7 'GET v1/auth/organization/external/{token}': the dealer lookup). */
import { z } from 'zod/mini';
import { organizationCardSchema } from '../domain/contracts/accounts';
import { request } from './http';

/** The public card of an organisation: no cost data, no users; settings decide badge, share button and prices. */
export const publicOrganizationSchema = organizationCardSchema;
export type PublicOrganization = z.infer<typeof publicOrganizationSchema>;

/** A dealer found by its token: the card and the token itself (its external reference). */
const dealerCardSchema = z.extend(organizationCardSchema, { externalReference: z.string() });

/** Looks a dealer up by its dealer token (its external reference); 404 when no organisation carries it. */
export function fetchOrganizationByToken(token: string, signal?: AbortSignal): Promise<z.infer<typeof dealerCardSchema>> {
  return request(dealerCardSchema, `/auth/organization/external/${encodeURIComponent(token)}`, { signal });
}
