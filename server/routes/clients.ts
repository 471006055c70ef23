/**
 * A dealer's customers (spec §7 v1/client/person and v1/client/company): list (sort=-created_at,
 * search[fullName] / search[name], paging), get, create, update, delete. Login required; scoped to the
 * caller's reach by the access module (services/clients/client-service.ts).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { actorOf } from '../auth/access-hook';
import { noIdSet } from '../generic-messages';
import { errorSchema, pageOf } from '../schemas/common';
import { companyBody, companySchema, customerPersonSchema, personBody } from '../schemas/clients';
import {
  createCompany, createPerson, deleteCompany, deletePerson, getCompany, getPerson, listCompanies, listPeople, updateCompany, updatePerson,
} from '../services/clients/client-service';
import { intParam, pagingQuery, positiveId, sortParam } from '../schemas/list-query';

const listQuery = {
  ...pagingQuery,
  sort: sortParam(['created_at'] as const, '-created_at'),
  organizationId: intParam.optional(),
};
const search = z.string().max(200).optional();
const personListQuery = z.object({ ...listQuery, 'search[fullName]': search });
const companyListQuery = z.object({ ...listQuery, 'search[name]': search });
const idParams = z.object({ id: positiveId });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const removed = z.object({ id: z.number().int(), deleted: z.literal(true) });

export function clientRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/client/person', { config: { action: 'client.read' }, schema: { querystring: personListQuery, response: { 200: pageOf(customerPersonSchema), ...errors } } }, async (request) => {
      const q = request.query;
      return listPeople(db, actorOf(request), {
        limit: q.limit, offset: q.offset, direction: q.sort.direction, search: q['search[fullName]']?.trim() || undefined, organizationId: q.organizationId,
      });
    });
    app.get('/client/person/:id', { config: { action: 'client.read' }, schema: { params: idParams, response: { 200: customerPersonSchema, ...errors } } }, async (request) =>
      getPerson(db, actorOf(request), request.params.id));
    app.post('/client/person', { config: { action: 'client.create' }, schema: { body: personBody, response: { 201: customerPersonSchema, ...errors } } }, async (request, reply) =>
      reply.code(201).send(await createPerson(db, actorOf(request), request.body)));
    app.put('/client/person/:id', { config: { action: 'client.update' }, schema: { params: idParams, body: personBody, response: { 200: customerPersonSchema, ...errors } } }, async (request) =>
      updatePerson(db, actorOf(request), request.params.id, request.body));
    // Spec §5: a removal without id answers 'Geen id ingesteld'.
    app.delete('/client/person', { config: { action: 'client.delete' }, schema: { response: { 200: removed, ...errors } } }, async () => noIdSet());
    app.delete('/client/company', { config: { action: 'client.delete' }, schema: { response: { 200: removed, ...errors } } }, async () => noIdSet());
    app.delete('/client/person/:id', { config: { action: 'client.delete' }, schema: { params: idParams, response: { 200: removed, ...errors } } }, async (request) => {
      await deletePerson(db, actorOf(request), request.params.id);
      return { id: request.params.id, deleted: true as const };
    });

    app.get('/client/company', { config: { action: 'client.read' }, schema: { querystring: companyListQuery, response: { 200: pageOf(companySchema), ...errors } } }, async (request) => {
      const q = request.query;
      return listCompanies(db, actorOf(request), {
        limit: q.limit, offset: q.offset, direction: q.sort.direction, search: q['search[name]']?.trim() || undefined, organizationId: q.organizationId,
      });
    });
    app.get('/client/company/:id', { config: { action: 'client.read' }, schema: { params: idParams, response: { 200: companySchema, ...errors } } }, async (request) =>
      getCompany(db, actorOf(request), request.params.id));
    app.post('/client/company', { config: { action: 'client.create' }, schema: { body: companyBody, response: { 201: companySchema, ...errors } } }, async (request, reply) =>
      reply.code(201).send(await createCompany(db, actorOf(request), request.body)));
    app.put('/client/company/:id', { config: { action: 'client.update' }, schema: { params: idParams, body: companyBody, response: { 200: companySchema, ...errors } } }, async (request) =>
      updateCompany(db, actorOf(request), request.params.id, request.body));
    app.delete('/client/company/:id', { config: { action: 'client.delete' }, schema: { params: idParams, response: { 200: removed, ...errors } } }, async (request) => {
      await deleteCompany(db, actorOf(request), request.params.id);
      return { id: request.params.id, deleted: true as const };
    });
  };
}
