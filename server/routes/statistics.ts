/**
 * PUT /api/v1/quote/statistics { type, organization_id, key }: counts an event once per (type, key), e.g.
 * the first GLB export of a quote. Sending it again changes nothing ({ created: false }).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { badRequest } from '../http-error';

export const statisticTypes = ['statistic_type_glb_export_amount'] as const;

const statisticAnswer = z.object({ type: z.enum(statisticTypes), key: z.string(), organizationId: z.number().int().nullable(), created: z.boolean() });

const statisticBody = z.object({
  type: z.enum(statisticTypes),
  organization_id: z.coerce.number().int().positive().nullable().optional(),
  key: z.union([z.string().min(1).max(200), z.number().int()]).transform(String),
});

export function statisticsRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put('/quote/statistics', { config: { action: 'public' }, schema: { body: statisticBody, response: { 200: statisticAnswer } } }, async (request) => {
      const { type, key } = request.body;
      const organizationId = request.body.organization_id ?? null;
      if (organizationId !== null) {
        const exists = await db.selectFrom('organizations').select('id').where('id', '=', organizationId).executeTakeFirst();
        if (!exists) throw badRequest(`Organisatie ${organizationId} bestaat niet`);
      }
      const inserted = await db.insertInto('statistics').values({ type, key, organization_id: organizationId })
        .onConflict((oc) => oc.columns(['type', 'key']).doNothing())
        .returning('id').executeTakeFirst();
      return { type, key, organizationId, created: inserted !== undefined };
    });
  };
}
