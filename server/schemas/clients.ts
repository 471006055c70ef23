/** Customers of a dealer (spec §3 'Client', 'Client company / dealer company'). */
import { z } from 'zod';
import { addressSchema } from './account';
import { epochSeconds } from './common';

export const customerPersonSchema = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  firstName: z.string(),
  preposition: z.string().nullable(),
  lastName: z.string(),
  fullName: z.string(),
  companyId: z.number().int().nullable(),
  addresses: z.array(addressSchema),
  phones: z.array(z.object({ id: z.number().int(), number: z.string() })),
  emails: z.array(z.object({ id: z.number().int(), email: z.string() })),
  createdAt: epochSeconds,
});

export const companySchema = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  name: z.string(),
  emails: z.array(z.string()),
  createdAt: epochSeconds,
});
