/**
 * Response schemas shared by the routes. Every route under /api/v1 declares its answer with one of these (the
 * app refuses to start otherwise, see app.ts): the serializer keeps only the fields a schema lists, so a field
 * a service forgot to remove (a password hash, a secret, a cost price) never leaves the server.
 * Plain shapes only: no transforms or defaults, since answers are encoded, not parsed.
 */
import { z } from 'zod';

/** The list answer of every collection route (server/README.md 'Lists'). */
export const pageOf = <T extends z.core.$ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });

/** A page of a list as services answer it (the shape pageOf declares). */
export interface Page<T> {
  data: T[];
  total: number;
  limit: number;
  offset: number;
}

/** Epoch seconds (spec §3 'Quote': date and expireDate). */
export const epochSeconds = z.number().int();

/** The answer of an action that has nothing else to say. */
export const okSchema = z.object({ ok: z.literal(true) });

/** Every refusal: `{ error, message }`, with the form's field messages or the design's reasons when there are any. */
export const errorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  reasons: z.array(z.string()).optional(),
});
