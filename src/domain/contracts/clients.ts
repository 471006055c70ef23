/** A dealer's customers as the API shows them (spec §3 'Client', 'Client company / dealer company'). */
import { z } from 'zod/mini';
import { addressSchema } from './accounts';

const int = () => z.number().check(z.int());

export const customerPersonSchema = z.object({
  id: int(),
  organizationId: int(),
  firstName: z.string(),
  preposition: z.nullable(z.string()),
  lastName: z.string(),
  fullName: z.string(),
  companyId: z.nullable(int()),
  addresses: z.array(addressSchema),
  phones: z.array(z.object({ id: int(), number: z.string() })),
  emails: z.array(z.object({ id: int(), email: z.string() })),
  /** Epoch seconds. */
  createdAt: int(),
});

export const companySchema = z.object({
  id: int(),
  organizationId: int(),
  name: z.string(),
  emails: z.array(z.string()),
  createdAt: int(),
});
