/**
 * Dealer quotes and leads (spec §7 v1/quote; documented in server/README.md 'Routes'):
 * GET /quote (list, lead counts), GET /quote/{id}, POST /quote, PUT /quote/{id}, DELETE /quote/{id}.
 * Login required; every record goes through the access module (services/quotes/quote-service.ts).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteCreateBody, quoteDeletedSchema, quoteStatusInput, quoteUpdateBody } from '../../src/domain/contracts/quotes';
import { quoteStatuses } from '../../src/domain/quote-status';
import type { AppContext } from '../app-context';
import { actorOf } from '../auth/access-hook';
import { errorSchema } from '../schemas/common';
import { noIdSet } from '../generic-messages';
import { dealerQuoteSchema, quoteListSchema } from '../schemas/quote';
import { quoteEmbeds } from '../services/quotes/quote-presenter';
import { getQuote, listQuotes, quoteSortFields } from '../services/quotes/quote-reads';
import { createQuote, deleteQuote, updateQuote } from '../services/quotes/quote-service';
import { booleanParam, enumListParam, idsParam, intParam, pagingQuery, positiveId, signedIdsParam, sortParam } from '../schemas/list-query';


const listQuery = z.object({
  ...pagingQuery,
  sort: sortParam(quoteSortFields, '-created_at'),
  embed: enumListParam(quoteEmbeds, 'embed').optional(),
  'embed[]': enumListParam(quoteEmbeds, 'embed[]').optional(),
  preloads: enumListParam(['lines'], 'preloads').optional(),
  'preloads[]': enumListParam(['lines'], 'preloads[]').optional(),
  preloadAll: booleanParam.optional(),
  'search[search]': z.string().max(200).optional(),
  status: z.optional(quoteStatusInput),
  statuses: enumListParam(quoteStatuses, 'statuses').optional(),
  'statuses[]': enumListParam(quoteStatuses, 'statuses[]').optional(),
  lead: booleanParam.optional(),
  organizationId: intParam.optional(),
  'filter[organizationIds]': signedIdsParam.optional(),
  'filter[organizationIds][]': signedIdsParam.optional(),
  'filter[userIds]': idsParam.optional(),
  'filter[userIds][]': idsParam.optional(),
  'filter[clientIds]': idsParam.optional(),
  'filter[clientIds][]': idsParam.optional(),
  'filter[companyIds]': idsParam.optional(),
  'filter[companyIds][]': idsParam.optional(),
  showSubdealers: booleanParam.optional(),
});

const idParams = z.object({ id: positiveId });

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export function quoteRoutes({ db, catalog }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const context = (canSeeTestItems: boolean) => ({ index: () => catalog.index(canSeeTestItems) });

    app.get('/quote', { config: { action: 'quote.read' }, schema: { querystring: listQuery, response: { 200: quoteListSchema, ...errors } } }, async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const embeds = new Set(q.preloadAll ? quoteEmbeds : [...(q.embed ?? []), ...(q['embed[]'] ?? [])]);
      const statuses = [...(q.status ? [q.status] : []), ...(q.statuses ?? []), ...(q['statuses[]'] ?? [])];
      return listQuotes(db, actor, {
        limit: q.limit, offset: q.offset, sort: q.sort, embeds,
        lines: !!q.preloadAll || [...(q.preloads ?? []), ...(q['preloads[]'] ?? [])].includes('lines'),
        search: q['search[search]']?.trim() || undefined,
        statuses: statuses.length ? statuses : undefined,
        lead: q.lead,
        organizationId: q.organizationId,
        organizationIds: [...(q['filter[organizationIds]'] ?? []), ...(q['filter[organizationIds][]'] ?? [])],
        userIds: [...(q['filter[userIds]'] ?? []), ...(q['filter[userIds][]'] ?? [])],
        clientIds: [...(q['filter[clientIds]'] ?? []), ...(q['filter[clientIds][]'] ?? [])],
        companyIds: [...(q['filter[companyIds]'] ?? []), ...(q['filter[companyIds][]'] ?? [])],
        showSubdealers: q.showSubdealers ?? false,
      });
    });

    app.get('/quote/:id', { config: { action: 'quote.read' }, schema: { params: idParams, response: { 200: dealerQuoteSchema, ...errors } } }, async (request) => {
      return getQuote(db, actorOf(request), request.params.id);
    });

    app.post('/quote', { config: { action: 'quote.create' }, schema: { body: quoteCreateBody, response: { 201: dealerQuoteSchema, ...errors } } }, async (request, reply) => {
      return reply.code(201).send(await createQuote(db, actorOf(request), request.body, context(request.caller.canSeeTestItems)));
    });

    app.put('/quote/:id', { config: { action: 'quote.update' }, schema: { params: idParams, body: quoteUpdateBody, response: { 200: dealerQuoteSchema, ...errors } } }, async (request) => {
      return updateQuote(db, actorOf(request), request.params.id, request.body, context(request.caller.canSeeTestItems));
    });

    // Spec §5: a removal without id answers 'Geen id ingesteld'.
    app.delete('/quote', { config: { action: 'quote.delete' }, schema: { response: { 200: quoteDeletedSchema, ...errors } } }, async () => noIdSet());

    app.delete('/quote/:id', {
      config: { action: 'quote.delete' },
      schema: { params: idParams, response: { 200: quoteDeletedSchema, ...errors } },
    }, async (request) => {
      const actor = actorOf(request);
      const { status } = await deleteQuote(db, actor, request.params.id);
      return { id: request.params.id, status };
    });
  };
}
