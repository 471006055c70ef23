import { z } from 'zod/mini';
import { productSchema, sideVariationSchema } from '../domain/catalog';
import { PAGE_SIZE_PRODUCTS } from '../domain/constants';
import { request } from './http';
import { fetchAll } from './list';
import { compareNames } from '../domain/name-order';

/**
 * A product as the API serves it to this caller: the server strips `costPrice` (also of the side variations)
 * for anonymous callers, so here it is optional; logged-in dealers get it filled in.
 */
export const servedProductSchema = z.extend(productSchema, {
  costPrice: z.optional(z.number().check(z.int())),
  variations: z._default(z.array(z.extend(sideVariationSchema, { costPrice: z.optional(z.number().check(z.int())) })), []),
});
export type ServedProduct = z.output<typeof servedProductSchema>;

export interface ProductQuery {
  /** Spec §5 'Lists': logged-in callers ask for zero-price products to be left out. */
  excludeZeroPrice?: boolean;
  signal?: AbortSignal;
}

/** Every product the caller may see, in pages of 400, merged and sorted by name (spec §7). */
export async function fetchProducts({ excludeZeroPrice, signal }: ProductQuery = {}): Promise<ServedProduct[]> {
  const query = excludeZeroPrice ? { filter: { excludeZeroPrice: true } } : {};
  const products = await fetchAll(servedProductSchema, '/product', PAGE_SIZE_PRODUCTS, query, signal);
  return products.sort((a, b) => compareNames(a.name, b.name));
}

export function fetchProduct(id: number, signal?: AbortSignal): Promise<ServedProduct> {
  return request(servedProductSchema, `/product/${id}`, { signal });
}
