/**
 * Product and category routes (spec §7): GET /product, /product/{id}, /product/category,
 * /product/category/{id}. Lists answer { data, total, limit, offset }.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryTypes, productTypes } from '../../src/domain/catalog';
import type { AppContext } from '../app-context';
import { notFound } from '../http-error';
import { categorySortFields, getCategory, getProduct, listCategories, listProducts, productSortFields } from '../services/product-service';
import { pageOf } from '../schemas/common';
import { categoryResponseSchema, productResponseSchema } from '../schemas/catalog';
import { booleanParam, idsParam, intParam, pagingQuery, sortParam } from '../schemas/list-query';

const productTypeList = z.string()
  .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
  .pipe(z.array(z.enum(productTypes, { error: `filter[productType] moet een van ${productTypes.join(', ')} zijn` })));

const productQuery = z.object({
  ...pagingQuery,
  sort: sortParam(productSortFields, 'name'),
  'search[search]': z.string().max(200).optional(),
  'filter[categoryId]': intParam.optional(),
  'filter[parentCategoryId]': intParam.optional(),
  'filter[productType]': productTypeList.optional(),
  'filter[ids]': idsParam.optional(),
  'filter[ids][]': idsParam.optional(),
  'filter[excludeZeroPrice]': booleanParam.optional(),
});

const categoryQuery = z.object({
  ...pagingQuery,
  sort: sortParam(categorySortFields, 'order'),
  'search[search]': z.string().max(200).optional(),
  'filter[parentCategoryId]': intParam.optional(),
  'filter[ids]': idsParam.optional(),
  'filter[ids][]': idsParam.optional(),
  'filter[categoryType]': z.enum(categoryTypes).optional(),
  'filter[houseCategory]': booleanParam.optional(),
});

const idParams = z.object({ id: intParam });

export function productRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/product', { config: { action: 'public' }, schema: { querystring: productQuery, response: { 200: pageOf(productResponseSchema) } } }, async (request) => {
      const q = request.query;
      return listProducts(db, {
        limit: q.limit,
        offset: q.offset,
        sort: q.sort,
        search: q['search[search]']?.trim() || undefined,
        categoryId: q['filter[categoryId]'],
        parentCategoryId: q['filter[parentCategoryId]'],
        productTypes: q['filter[productType]'],
        ids: q['filter[ids]'] ?? q['filter[ids][]'],
        excludeZeroPrice: q['filter[excludeZeroPrice]'],
      }, request.caller);
    });

    app.get('/product/category', { config: { action: 'public' }, schema: { querystring: categoryQuery, response: { 200: pageOf(categoryResponseSchema) } } }, async (request) => {
      const q = request.query;
      return listCategories(db, {
        limit: q.limit,
        offset: q.offset,
        sort: q.sort,
        search: q['search[search]']?.trim() || undefined,
        parentCategoryId: q['filter[parentCategoryId]'],
        ids: q['filter[ids]'] ?? q['filter[ids][]'],
        categoryType: q['filter[categoryType]'],
        houseCategory: q['filter[houseCategory]'],
      }, request.caller);
    });

    app.get('/product/category/:id', { config: { action: 'public' }, schema: { params: idParams, response: { 200: categoryResponseSchema } } }, async (request) => {
      const category = await getCategory(db, request.params.id, request.caller);
      if (!category) throw notFound(`Categorie ${request.params.id} bestaat niet`);
      return category;
    });

    app.get('/product/:id', { config: { action: 'public' }, schema: { params: idParams, response: { 200: productResponseSchema } } }, async (request) => {
      const product = await getProduct(db, request.params.id, request.caller);
      if (!product) throw notFound(`Product ${request.params.id} bestaat niet`);
      return product;
    });
  };
}
