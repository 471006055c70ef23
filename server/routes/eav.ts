/**
 * Colours, global sides, global settings (entity 762) and FAQ:
 * GET /product/eav/entity/color, /product/eav/entity/side, /product/eav/entity/setting/{id}, /faq.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { notFound } from '../http-error';
import { colorSortFields, faqSortFields, getSettings, listColors, listFaq, listSides, sideSortFields } from '../services/eav-service';
import { pageOf } from '../schemas/common';
import { colorResponseSchema, faqResponseSchema, settingsResponseSchema, sideResponseSchema } from '../schemas/catalog';
import { idsParam, intParam, pagingQuery, sortParam } from '../schemas/list-query';

const colorQuery = z.object({
  ...pagingQuery,
  sort: sortParam(colorSortFields, 'sortOrder'),
  'search[search]': z.string().max(200).optional(),
  'filter[ids]': idsParam.optional(),
});
const sideQuery = z.object({ ...pagingQuery, sort: sortParam(sideSortFields, 'id'), 'filter[ids]': idsParam.optional() });
const faqQuery = z.object({ ...pagingQuery, sort: sortParam(faqSortFields, 'ordering'), 'search[search]': z.string().max(200).optional() });

export function eavRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/product/eav/entity/color', { config: { action: 'public' }, schema: { querystring: colorQuery, response: { 200: pageOf(colorResponseSchema) } } }, async (request) => {
      const q = request.query;
      return listColors(db, { limit: q.limit, offset: q.offset, sort: q.sort, search: q['search[search]']?.trim() || undefined, ids: q['filter[ids]'] });
    });

    app.get('/product/eav/entity/side', { config: { action: 'public' }, schema: { querystring: sideQuery, response: { 200: pageOf(sideResponseSchema) } } }, async (request) => {
      const q = request.query;
      return listSides(db, { limit: q.limit, offset: q.offset, sort: q.sort, ids: q['filter[ids]'] });
    });

    app.get('/product/eav/entity/setting/:id', { config: { action: 'public' }, schema: { params: z.object({ id: intParam }), response: { 200: settingsResponseSchema } } }, async (request) => {
      const settings = await getSettings(db, request.params.id);
      if (!settings) throw notFound(`Instelling ${request.params.id} bestaat niet`);
      return settings;
    });

    app.get('/faq', { config: { action: 'public' }, schema: { querystring: faqQuery, response: { 200: pageOf(faqResponseSchema) } } }, async (request) => {
      const q = request.query;
      return listFaq(db, { limit: q.limit, offset: q.offset, sort: q.sort, search: q['search[search]']?.trim() || undefined });
    });
  };
}
