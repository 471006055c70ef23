/**
 * Colours, global sides, global settings (entity 762) and FAQ: small catalogue lists served as stored.
 */
import { sql, type Kysely } from 'kysely';
import { SETTINGS_ENTITY_ID } from '../../src/domain/constants';
import { globalSettingsSchema, type Color, type Faq, type GlobalSettings } from '../../src/domain/catalog';
import type { Database } from '../db/types';
import { likePattern } from '../db/like-pattern';
import type { Page } from '../schemas/common';

type Direction = 'asc' | 'desc';
const countAll = sql<string>`count(*)`.as('count');

export const colorSortFields = ['sortOrder', 'name', 'id'] as const;
export const sideSortFields = ['id', 'name', 'width'] as const;
export const faqSortFields = ['ordering', 'id'] as const;

interface Paging {
  limit: number;
  offset: number;
}

export async function listColors(
  db: Kysely<Database>,
  q: Paging & { sort: { field: (typeof colorSortFields)[number]; direction: Direction }; search?: string; ids?: number[] },
): Promise<Page<Color>> {
  const filtered = db.selectFrom('colors').where((eb) => eb.and([
    ...(q.search ? [eb('name', 'ilike', likePattern(q.search))] : []),
    ...(q.ids ? [q.ids.length ? eb('id', 'in', q.ids) : eb.val(false)] : []),
  ]));
  const { count } = await filtered.select(countAll).executeTakeFirstOrThrow();
  let ordered = filtered.select('record');
  // The spec's order: sort order (default 100), then name.
  if (q.sort.field === 'sortOrder') ordered = ordered.orderBy('sort_order', q.sort.direction).orderBy(sql`lower(name)`);
  else if (q.sort.field === 'name') ordered = ordered.orderBy(sql`lower(name)`, q.sort.direction);
  const rows = q.limit === 0 ? [] : await ordered.orderBy('id', q.sort.field === 'id' ? q.sort.direction : 'asc').limit(q.limit).offset(q.offset).execute();
  return { data: rows.map((r) => r.record), total: Number(count), limit: q.limit, offset: q.offset };
}

export async function listSides(
  db: Kysely<Database>,
  q: Paging & { sort: { field: (typeof sideSortFields)[number]; direction: Direction }; ids?: number[] },
): Promise<Page<{ id: number; name: string; width: number }>> {
  const filtered = db.selectFrom('global_sides').where((eb) => eb.and(q.ids ? [q.ids.length ? eb('id', 'in', q.ids) : eb.val(false)] : []));
  const { count } = await filtered.select(countAll).executeTakeFirstOrThrow();
  const column = q.sort.field === 'name' ? sql`lower(name)` : sql.ref(q.sort.field);
  const rows = q.limit === 0 ? [] : await filtered.select(['id', 'name', 'width'])
    .orderBy(column, q.sort.direction).orderBy('id').limit(q.limit).offset(q.offset).execute();
  return { data: rows, total: Number(count), limit: q.limit, offset: q.offset };
}

/** The global settings; defaults of the schema when none are stored. Only entity 762 exists. */
export async function getSettings(db: Kysely<Database>, id: number): Promise<GlobalSettings | undefined> {
  if (id !== SETTINGS_ENTITY_ID) return undefined;
  const row = await db.selectFrom('global_settings').select('record').where('id', '=', id).executeTakeFirst();
  return globalSettingsSchema.parse(row?.record ?? {});
}

export async function listFaq(
  db: Kysely<Database>,
  q: Paging & { sort: { field: (typeof faqSortFields)[number]; direction: Direction }; search?: string },
): Promise<Page<Faq>> {
  const filtered = db.selectFrom('faq').where((eb) => eb.and(q.search ? [eb('search_text', 'like', likePattern(q.search.toLowerCase()))] : []));
  const { count } = await filtered.select(countAll).executeTakeFirstOrThrow();
  const rows = q.limit === 0 ? [] : await filtered.select('record')
    .orderBy(q.sort.field === 'ordering' ? 'ordering' : 'id', q.sort.direction).orderBy('id')
    .limit(q.limit).offset(q.offset).execute();
  return { data: rows.map((r) => r.record), total: Number(count), limit: q.limit, offset: q.offset };
}
