/**
 * Sub-dealers: GET, POST, PUT, DELETE /auth/organization/manage[/{id}] (spec §7; issue 11 §2), managers only.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { actorOf } from '../auth/access-hook';
import { noIdSet } from '../generic-messages';
import { errorSchema, pageOf } from '../schemas/common';
import { organizationSchema, subdealerBody } from '../schemas/account';
import { createSubdealer, deleteSubdealer, getSubdealer, listSubdealers, updateSubdealer } from '../services/organization/subdealer-service';
import { pagingQuery, positiveId } from '../schemas/list-query';

const listQuery = z.object({ ...pagingQuery, 'search[name]': z.string().max(200).optional() });
const idParams = z.object({ id: positiveId });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const base = '/auth/organization/manage';

export function subdealerRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(base, { config: { action: 'subdealer.read' }, schema: { querystring: listQuery, response: { 200: pageOf(organizationSchema), ...errors } } }, async (request) => {
      return listSubdealers(db, actorOf(request), { limit: request.query.limit, offset: request.query.offset, search: request.query['search[name]']?.trim() || undefined });
    });
    app.get(`${base}/:id`, { config: { action: 'subdealer.read' }, schema: { params: idParams, response: { 200: organizationSchema, ...errors } } }, async (request) =>
      getSubdealer(db, actorOf(request), request.params.id));
    app.post(base, { config: { action: 'subdealer.create' }, schema: { body: subdealerBody, response: { 201: organizationSchema, ...errors } } }, async (request, reply) =>
      reply.code(201).send(await createSubdealer(db, actorOf(request), request.body)));
    app.put(`${base}/:id`, { config: { action: 'subdealer.update' }, schema: { params: idParams, body: subdealerBody, response: { 200: organizationSchema, ...errors } } }, async (request) =>
      updateSubdealer(db, actorOf(request), request.params.id, request.body));
    // Spec §5: a removal without id answers 'Geen id ingesteld'.
    app.delete(base, { config: { action: 'subdealer.delete' }, schema: { response: { 200: z.object({ id: z.number().int(), deleted: z.literal(true) }), ...errors } } }, async () => noIdSet());
    app.delete(`${base}/:id`, { config: { action: 'subdealer.delete' }, schema: { params: idParams, response: { 200: z.object({ id: z.number().int(), deleted: z.literal(true) }), ...errors } } }, async (request) => {
      await deleteSubdealer(db, actorOf(request), request.params.id);
      return { id: request.params.id, deleted: true as const };
    });
  };
}
