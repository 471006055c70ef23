/**
 * Dealer quotes and leads (spec §7 v1/quote; documented in server/README.md 'Routes'):
 * GET /quote (list, lead counts), GET /quote/{id}, POST /quote, PUT /quote/{id}, DELETE /quote/{id}.
 * Login required; every record goes through the access module (services/quotes/quote-service.ts).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LINE_CATEGORIES, type LineCategory } from '../../src/domain/constants';
import { quoteStatuses } from '../../src/domain/quote-status';
import type { AppContext } from '../app-context';
import { actorOf } from '../auth/access-hook';
import { errorSchema } from '../schemas/common';
import { dealerQuoteSchema, quoteListSchema } from '../schemas/quote';
import { quoteEmbeds } from '../services/quotes/quote-presenter';
import { createQuote, deleteQuote, getQuote, listQuotes, quoteSortFields, updateQuote, type QuoteInput } from '../services/quotes/quote-service';
import { booleanParam, enumListParam, idsParam, intParam, pagingQuery, positiveId, signedIdsParam, sortParam } from '../schemas/list-query';

const statusEnum = z.enum(quoteStatuses, { error: `status moet een van ${quoteStatuses.join(', ')} zijn` });
// Case-insensitive in the query: the spec's examples list asks for 'status example' (§7).
const statusParam = z.preprocess((value) => (typeof value === 'string' ? value.toUpperCase() : value), statusEnum);

const listQuery = z.object({
  ...pagingQuery,
  sort: sortParam(quoteSortFields, '-created_at'),
  embed: enumListParam(quoteEmbeds, 'embed').optional(),
  'embed[]': enumListParam(quoteEmbeds, 'embed[]').optional(),
  preloads: enumListParam(['lines'], 'preloads').optional(),
  'preloads[]': enumListParam(['lines'], 'preloads[]').optional(),
  preloadAll: booleanParam.optional(),
  'search[search]': z.string().max(200).optional(),
  status: statusParam.optional(),
  statuses: enumListParam(quoteStatuses, 'statuses').optional(),
  'statuses[]': enumListParam(quoteStatuses, 'statuses[]').optional(),
  lead: booleanParam.optional(),
  organizationId: intParam.optional(),
  'filter[organizationIds]': signedIdsParam.optional(),
  'filter[organizationIds][]': signedIdsParam.optional(),
  'filter[userIds]': idsParam.optional(),
  'filter[userIds][]': idsParam.optional(),
  showSubdealers: booleanParam.optional(),
});

const idParams = z.object({ id: positiveId });
const epochSeconds = z.number().int().positive().max(32_503_680_000);

/**
 * A quote as a browser sends it: the spec's 'full quote body' is accepted, and whatever is not listed here
 * (totals, prices of generated lines, the organisation, the number) is dropped before the service sees it.
 */
const quoteBody = z.object({
  title: z.string().max(200).optional(),
  status: statusParam.optional(),
  reference: z.string().max(200).nullable().optional(),
  note: z.string().max(5000).nullable().optional(),
  date: epochSeconds.optional(),
  expireDate: epochSeconds.nullable().optional(),
  clientId: positiveId.nullable().optional(),
  companyId: positiveId.nullable().optional(),
  configuration: z.unknown().optional(),
  lines: z.array(z.looseObject({ type: z.unknown().optional() })).max(1000).optional(),
  looseProducts: z.array(z.object({ id: positiveId, amount: z.number().finite() })).max(500).optional(),
  enableCategories: z.partialRecord(z.enum(LINE_CATEGORIES as [LineCategory, ...LineCategory[]]), z.boolean()).optional(),
  source: z.literal('v4', { error: 'source moet v4 zijn' }).optional(),
});
const createBody = quoteBody.extend({ organizationId: positiveId.nullable().optional(), fromExample: positiveId.nullable().optional() });

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
        showSubdealers: q.showSubdealers ?? false,
      });
    });

    app.get('/quote/:id', { config: { action: 'quote.read' }, schema: { params: idParams, response: { 200: dealerQuoteSchema, ...errors } } }, async (request) => {
      return getQuote(db, actorOf(request), request.params.id);
    });

    app.post('/quote', { config: { action: 'quote.create' }, schema: { body: createBody, response: { 201: dealerQuoteSchema, ...errors } } }, async (request, reply) => {
      const actor = actorOf(request);
      const id = await createQuote(db, actor, request.body as QuoteInput, context(request.caller.canSeeTestItems));
      return reply.code(201).send(await getQuote(db, actor, id));
    });

    app.put('/quote/:id', { config: { action: 'quote.update' }, schema: { params: idParams, body: quoteBody, response: { 200: dealerQuoteSchema, ...errors } } }, async (request) => {
      const actor = actorOf(request);
      await updateQuote(db, actor, request.params.id, request.body as QuoteInput, context(request.caller.canSeeTestItems));
      return getQuote(db, actor, request.params.id);
    });

    app.delete('/quote/:id', {
      config: { action: 'quote.delete' },
      schema: { params: idParams, response: { 200: z.object({ id: z.number().int(), status: statusEnum }), ...errors } },
    }, async (request) => {
      const actor = actorOf(request);
      const { status } = await deleteQuote(db, actor, request.params.id);
      return { id: request.params.id, status };
    });
  };
}
