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
import { companySchema, customerPersonSchema } from '../schemas/clients';
import {
  createCompany, createPerson, deleteCompany, deletePerson, getCompany, getPerson, listCompanies, listPeople, updateCompany, updatePerson,
} from '../services/clients/client-service';
import { intParam, pagingQuery, positiveId, sortParam } from '../schemas/list-query';

const text = (max: number) => z.string().max(max);
const addressBody = z.object({
  type: text(20).optional(),
  street: text(200), houseNumber: text(20), postalCode: text(20), city: text(200),
  country: z.string().regex(/^[A-Z]{2}$/, 'country is een landcode van twee letters').optional(),
});
const personBody = z.object({
  firstName: text(200),
  preposition: text(50).nullish(),
  lastName: text(200),
  companyId: z.nullish(positiveId),
  organizationId: z.nullish(positiveId),
  addresses: z.array(addressBody).max(10).default([]),
  phones: z.array(z.object({ number: text(40) })).max(10).default([]),
  emails: z.array(z.object({ email: text(320) })).max(10).default([]),
});
const companyBody = z.object({
  name: z.string().trim().min(1, 'Naam is verplicht').max(200),
  emails: z.array(z.string().email('ongeldig e-mailadres').max(320)).max(10).default([]),
  organizationId: z.nullish(positiveId),
});

const listQuery = (searchKey: 'search[fullName]' | 'search[name]') => z.object({
  ...pagingQuery,
  sort: sortParam(['created_at'] as const, '-created_at'),
  [searchKey]: z.string().max(200).optional(),
  organizationId: intParam.optional(),
});
const idParams = z.object({ id: positiveId });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const removed = z.object({ id: z.number().int(), deleted: z.literal(true) });

export function clientRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/client/person', { config: { action: 'client.read' }, schema: { querystring: listQuery('search[fullName]'), response: { 200: pageOf(customerPersonSchema), ...errors } } }, async (request) => {
      const q = request.query as z.infer<ReturnType<typeof listQuery>> & { 'search[fullName]'?: string };
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

    app.get('/client/company', { config: { action: 'client.read' }, schema: { querystring: listQuery('search[name]'), response: { 200: pageOf(companySchema), ...errors } } }, async (request) => {
      const q = request.query as z.infer<ReturnType<typeof listQuery>> & { 'search[name]'?: string };
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
