/**
 * Example configurations (spec §7): the list is GET /quote with status EXAMPLE (api/dealer-quotes.ts); here the
 * admin's re-pricing (PUT/GET /quote/actualize?status=example) and the CSV export (GET /quote/statistics?type=example).
 */
import { z } from 'zod/mini';
import { request, requestFile } from './http';

const reportSchema = z.object({
  quoteId: z.number().check(z.int()), number: z.number().check(z.int()), title: z.string(), organizationId: z.number().check(z.int()), reasons: z.array(z.string()),
});
export const actualizationStateSchema = z.object({
  running: z.boolean(),
  lastRun: z.nullable(z.object({
    id: z.number().check(z.int()), status: z.enum(['running', 'done', 'failed']), repriced: z.number().check(z.int()), report: z.array(reportSchema),
    startedAt: z.number().check(z.int()), finishedAt: z.nullable(z.number().check(z.int())), error: z.nullable(z.string()),
  })),
});
export type ActualizationState = z.infer<typeof actualizationStateSchema>;

export function startActualization(): Promise<ActualizationState & { message: string }> {
  return request(z.extend(actualizationStateSchema, { message: z.string() }), '/quote/actualize', { method: 'PUT', query: { status: 'example' } });
}

export function fetchActualization(signal?: AbortSignal): Promise<ActualizationState> {
  return request(actualizationStateSchema, '/quote/actualize', { query: { status: 'example' }, signal });
}

/** The CSV export; the name is the server's export-{date}.csv (today's date when it sent none). */
export async function downloadExamplesCsv(): Promise<{ blob: Blob; fileName: string }> {
  const { blob, fileName } = await requestFile('/quote/statistics', { query: { type: 'example' } });
  return { blob, fileName: fileName ?? `export-${new Date().toISOString().slice(0, 10)}.csv` };
}
