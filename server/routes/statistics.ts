/**
 * PUT /api/v1/quote/statistics { type, organization_id, key }: counts an event once per (type, key), e.g.
 * the first GLB export of a quote. Sending it again changes nothing ({ created: false }). Only a real quote's id
 * counts (services/statistics-service.ts); STATISTICS_RATE_LIMIT calls per address per minute.
 * POST /api/v1/example/{id}/view: a visitor opened that example configuration (Inzicht's views); answers
 * { counted } (false: the same address within half an hour); 400 when the id is no example. Same rate limit.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { limitsOf } from '../security/limits';
import { recordStatistic } from '../services/statistics-service';
import { recordExampleView } from '../services/example-views';
import { positiveId } from '../schemas/list-query';

export const statisticTypes = ['statistic_type_glb_export_amount'] as const;

const statisticAnswer = z.object({ type: z.enum(statisticTypes), key: z.string(), organizationId: z.number().int().nullable(), created: z.boolean() });

const viewAnswer = z.object({ counted: z.boolean() });
const viewParams = z.object({ id: positiveId });

const statisticBody = z.object({
  type: z.enum(statisticTypes),
  organization_id: z.nullish(positiveId),
  key: z.union([z.string().min(1).max(200), z.number().int()]).transform(String),
});

export function statisticsRoutes({ db, config }: AppContext): FastifyPluginAsyncZod {
  const rateLimit = { max: limitsOf(config).statisticsPerMinute, timeWindow: '1 minute' };
  return async (app) => {
    app.put('/quote/statistics', { schema: { body: statisticBody, response: { 200: statisticAnswer } }, config: { action: 'public', rateLimit } }, async (request) => {
      const { type, key } = request.body;
      const stored = await recordStatistic(db, { type, key, organizationId: request.body.organization_id ?? null });
      return { type, key, organizationId: stored.organizationId, created: stored.created };
    });

    app.post('/example/:id/view', { schema: { params: viewParams, response: { 200: viewAnswer } }, config: { action: 'public', rateLimit } }, async (request) =>
      recordExampleView(db, request.params.id, request.ip));
  };
}
