/**
 * Example configurations, admin side (spec §2 'Example configurations', §7; documented in server/README.md):
 * PUT /quote/actualize?status=example starts the re-pricing job, GET /quote/actualize?status=example tells whether
 * it runs and what the last run reported, GET /quote/statistics?type=example downloads the CSV export.
 * The list itself is GET /quote?status=EXAMPLE (routes/quotes.ts).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { actorOf } from '../auth/access-hook';
import { errorSchema } from '../schemas/common';
import { dealerTexts } from '../../src/domain/dealer-texts';
import { actualizationState, startActualization } from '../services/examples/actualize';
import { examplesCsv, exportFileName } from '../services/examples/export';

const exampleStatus = z.object({
  status: z.string().transform((v) => v.toLowerCase()).pipe(z.literal('example', { error: 'status moet example zijn' })),
});
const exampleType = z.object({
  type: z.string().transform((v) => v.toLowerCase()).pipe(z.literal('example', { error: 'type moet example zijn' })),
});

const reportSchema = z.object({
  quoteId: z.number().int(), number: z.number().int(), title: z.string(), organizationId: z.number().int(), reasons: z.array(z.string()),
});
const stateSchema = z.object({
  running: z.boolean(),
  lastRun: z.object({
    id: z.number().int(), status: z.enum(['running', 'done', 'failed']), repriced: z.number().int(), report: z.array(reportSchema),
    startedAt: z.number().int(), finishedAt: z.number().int().nullable(), error: z.string().nullable(),
  }).nullable(),
});
const startedSchema = stateSchema.extend({ message: z.string() });

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export function exampleRoutes({ db, jobs }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put('/quote/actualize', { config: { action: 'example.actualize' }, schema: { querystring: exampleStatus, response: { 200: startedSchema, ...errors } } }, async (request) => {
      await startActualization(db, actorOf(request).userId);
      jobs.nudge();
      return { message: dealerTexts.examples.actualizeStarted, ...(await actualizationState(db)) };
    });

    app.get('/quote/actualize', { config: { action: 'example.actualize' }, schema: { querystring: exampleStatus, response: { 200: stateSchema, ...errors } } }, async () => actualizationState(db));

    app.get('/quote/statistics', { config: { action: 'example.export' }, schema: { querystring: exampleType, response: { 200: z.string(), ...errors } } }, async (_request, reply) => {
      const csv = await examplesCsv(db);
      return reply.header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`).send(csv);
    });
  };
}
