/**
 * Accounting orders (spec §7 'GET/PUT v1/integrationafas/quote/{id} (organisation 2) or v1/integrationafas/order/{id}';
 * documented in server/README.md): the brand's quotes to its accounting system, dealers' quotes as orders at the
 * brand. The rules live in server/accounting/service.ts.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { connectorFactory } from '../accounting';
import { AccountingService, type AccountingKind } from '../accounting/service';
import { actorOf } from '../auth/access-hook';
import type { RouteAction } from '../auth/access';
import { errorSchema } from '../schemas/common';
import { idsParam, positiveId } from '../schemas/list-query';

const recordSchema = z.object({
  id: z.number().int(),
  quoteId: z.number().int(),
  kind: z.enum(['quote', 'order']),
  connector: z.enum(['embedded', 'afas']),
  state: z.enum(['pending', 'placed', 'failed']),
  externalId: z.string().nullable(),
  status: z.string(),
  upToDate: z.boolean(),
  error: z.string().nullable(),
  syncedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
const listSchema = z.object({ data: z.array(recordSchema), total: z.number().int() });
const idParams = z.object({ id: positiveId });
const listQuery = z.object({ 'filter[ids]': idsParam.optional(), 'filter[ids][]': idsParam.optional() });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 502: errorSchema };

export function accountingRoutes({ db, config, jobs }: AppContext): FastifyPluginAsyncZod {
  const service = new AccountingService(db, connectorFactory(config), jobs);
  return async (app) => {
    for (const kind of ['quote', 'order'] as AccountingKind[]) {
      const base = `/integrationafas/${kind}`;
      const access = { action: `accounting.${kind}` as const };
      app.get(base, { config: access, schema: { querystring: listQuery, response: { 200: listSchema, ...errors } } }, async (request) =>
        service.list(actorOf(request), kind, [...(request.query['filter[ids]'] ?? []), ...(request.query['filter[ids][]'] ?? [])]));
      app.get(`${base}/:id`, { config: access, schema: { params: idParams, response: { 200: recordSchema, ...errors } } }, async (request) =>
        service.get(actorOf(request), kind, request.params.id));
      // 202 while the accounting.place job has not placed the order yet; 200 for a placed record.
      // Placing an order at the brand commits the dealer to a purchase: managers and admins only (reading 18).
      const placeAccess: { action: RouteAction } = { action: kind === 'order' ? 'accounting.placeOrder' : 'accounting.quote' };
      app.put(`${base}/:id`, { config: placeAccess, schema: { params: idParams, response: { 200: recordSchema, 202: recordSchema, ...errors } } }, async (request, reply) => {
        const { record, pending } = await service.place(actorOf(request), kind, request.params.id);
        return reply.code(pending ? 202 : 200).send(record);
      });
    }
  };
}
