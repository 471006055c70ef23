/**
 * Product and category lists with the visibility rules of the spec: test items only for callers allowed
 * to see them, zero-price products left out on request for logged-in callers (ARCHITECTURE §3 reading 12),
 * cost prices (reading 9) and PDF work drawings (spec §2 'Size step'; a category's too, issue 27) never sent to
 * callers without an organisation.
 */
import { sql, type Kysely } from 'kysely';
import type { Caller } from '../auth/caller';
import { isLoggedIn } from '../auth/caller';
import type { Database } from '../db/types';
import { likePattern } from '../db/like-pattern';
import type { Page } from '../schemas/common';

export const productSortFields = ['name', 'order', 'price', 'id', 'sku', 'length', 'width'] as const;
export const categorySortFields = ['name', 'order', 'id'] as const;
type Direction = 'asc' | 'desc';

export interface ProductListQuery {
  limit: number;
  offset: number;
  sort: { field: (typeof productSortFields)[number]; direction: Direction };
  search?: string;
  categoryId?: number;
  parentCategoryId?: number;
  productTypes?: string[];
  ids?: number[];
  excludeZeroPrice?: boolean;
}

export interface CategoryListQuery {
  limit: number;
  offset: number;
  sort: { field: (typeof categorySortFields)[number]; direction: Direction };
  search?: string;
  parentCategoryId?: number;
  ids?: number[];
  categoryType?: string;
  houseCategory?: boolean;
}

import type { Category, InfoEntry, Product, SideVariation } from '../../src/domain/catalog';

/** A product as a caller sees it: cost prices and work drawings only for organisation users. */
type ProductRecord = Omit<Product, 'costPrice' | 'variations'> & { costPrice?: number; variations: Omit<SideVariation, 'costPrice'>[] };

/** A PDF in a product's info is a work drawing (spec §2: shown only to logged-in users with an organisation). */
export const isWorkDrawing = (entry: InfoEntry): boolean => entry.type === 'media' && entry.mediaType === 'pdf';

/**
 * What a product answer holds for this caller: an organisation user gets the whole record; anyone else gets it
 * without cost prices (the product's and its side variants') and without the PDF work drawings in its info.
 */
export function presentProduct(record: Product, caller: Caller): ProductRecord {
  if (isLoggedIn(caller)) return record;
  const { costPrice: _costPrice, ...rest } = record;
  return {
    ...rest,
    info: rest.info.filter((entry) => !isWorkDrawing(entry)),
    variations: rest.variations.map(({ costPrice: _variantCost, ...variation }) => variation),
  };
}

/** A category as a caller sees it: the PDF work drawings in its info only for organisation users, as a product's. */
export function presentCategory(record: Category, caller: Caller): Category {
  if (isLoggedIn(caller)) return record;
  return { ...record, info: record.info.filter((entry) => !isWorkDrawing(entry)) };
}

/** The count of the filtered rows, then the page itself unless limit is 0 (count only). */
async function page<T>(countRows: () => Promise<{ count: string }>, rows: () => Promise<T[]>, limit: number, offset: number): Promise<Page<T>> {
  const { count } = await countRows();
  const data = limit === 0 ? [] : await rows();
  return { data, total: Number(count), limit, offset };
}

const countAll = sql<string>`count(*)`.as('count');

export async function listProducts(db: Kysely<Database>, q: ProductListQuery, caller: Caller): Promise<Page<ProductRecord>> {
  let base = db.selectFrom('products as p');
  if (q.categoryId !== undefined) {
    base = base.innerJoin('product_categories as pc', (join) =>
      join.onRef('pc.product_id', '=', 'p.id').on('pc.category_id', '=', q.categoryId as number));
  }
  let filtered = base.where((eb) => {
    const conditions = [];
    if (!caller.canSeeTestItems) conditions.push(eb('p.test', '=', false));
    if (q.search) conditions.push(eb.or([eb('p.name', 'ilike', likePattern(q.search)), eb('p.sku', 'ilike', likePattern(q.search))]));
    if (q.productTypes?.length) conditions.push(eb('p.product_type', 'in', q.productTypes));
    if (q.ids) conditions.push(q.ids.length ? eb('p.id', 'in', q.ids) : eb.val(false));
    if (q.excludeZeroPrice && isLoggedIn(caller)) conditions.push(eb('p.price', '<>', '0'));
    if (q.parentCategoryId !== undefined) {
      // Products in any child category of the given parent.
      conditions.push(eb.exists(eb.selectFrom('product_categories as pc2')
        .innerJoin('categories as c2', 'c2.id', 'pc2.category_id')
        .whereRef('pc2.product_id', '=', 'p.id')
        .where('c2.parent_category_id', '=', q.parentCategoryId)
        .where((inner) => (caller.canSeeTestItems ? inner.val(true) : inner('c2.test', '=', false)))
        .select('pc2.product_id')));
    }
    return eb.and(conditions);
  });
  if (q.categoryId !== undefined && !caller.canSeeTestItems) {
    // A hidden test category has no visible products either.
    filtered = filtered.where((eb) => eb.exists(eb.selectFrom('categories as c')
      .where('c.id', '=', q.categoryId as number).where('c.test', '=', false).select('c.id')));
  }
  const { field, direction } = q.sort;
  const rows = async () => {
    let ordered = filtered.select('p.record');
    if (field === 'name') ordered = ordered.orderBy(sql`lower(p.name)`, direction);
    else if (field === 'order') ordered = ordered.orderBy(q.categoryId !== undefined ? sql`pc.order` : sql`p.sort_order`, direction).orderBy(sql`lower(p.name)`);
    else if (field === 'price') ordered = ordered.orderBy('p.price', direction);
    else if (field === 'sku') ordered = ordered.orderBy('p.sku', direction);
    else if (field === 'length' || field === 'width') ordered = ordered.orderBy(sql`(p.record->>${field})::int`, sql`${sql.raw(direction)} nulls last`);
    const result = await ordered.orderBy('p.id', field === 'id' ? direction : 'asc').limit(q.limit).offset(q.offset).execute();
    return result.map((row) => presentProduct(row.record, caller));
  };
  return page(() => filtered.select(countAll).executeTakeFirstOrThrow(), rows, q.limit, q.offset);
}

export async function getProduct(db: Kysely<Database>, id: number, caller: Caller): Promise<ProductRecord | undefined> {
  const row = await db.selectFrom('products').select(['record', 'test']).where('id', '=', id).executeTakeFirst();
  if (!row || (row.test && !caller.canSeeTestItems)) return undefined;
  return presentProduct(row.record, caller);
}

export async function listCategories(db: Kysely<Database>, q: CategoryListQuery, caller: Caller): Promise<Page<Category>> {
  const filtered = db.selectFrom('categories as c').where((eb) => {
    const conditions = [];
    if (!caller.canSeeTestItems) conditions.push(eb('c.test', '=', false));
    if (q.search) conditions.push(eb('c.name', 'ilike', likePattern(q.search)));
    if (q.parentCategoryId !== undefined) conditions.push(eb('c.parent_category_id', '=', q.parentCategoryId));
    if (q.ids) conditions.push(q.ids.length ? eb('c.id', 'in', q.ids) : eb.val(false));
    if (q.categoryType) conditions.push(eb('c.category_type', '=', q.categoryType));
    if (q.houseCategory !== undefined) conditions.push(eb('c.house_category', '=', q.houseCategory));
    return eb.and(conditions);
  });
  const { field, direction } = q.sort;
  const rows = async () => {
    let ordered = filtered.select('c.record');
    if (field === 'name') ordered = ordered.orderBy(sql`lower(c.name)`, direction);
    else if (field === 'order') ordered = ordered.orderBy('c.order', direction).orderBy(sql`lower(c.name)`);
    const result = await ordered.orderBy('c.id', field === 'id' ? direction : 'asc').limit(q.limit).offset(q.offset).execute();
    return result.map((row) => presentCategory(row.record, caller));
  };
  return page(() => filtered.select(countAll).executeTakeFirstOrThrow(), rows, q.limit, q.offset);
}

export async function getCategory(db: Kysely<Database>, id: number, caller: Caller): Promise<Category | undefined> {
  const row = await db.selectFrom('categories').select(['record', 'test']).where('id', '=', id).executeTakeFirst();
  if (!row || (row.test && !caller.canSeeTestItems)) return undefined;
  return presentCategory(row.record, caller);
}
