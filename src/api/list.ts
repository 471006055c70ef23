/** The list answer of every collection route, and paging through all of it (spec §7: pages merged). */
import { z } from 'zod';
import { request, type Query } from './http';

export const listSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });

export type List<T> = { data: T[]; total: number; limit: number; offset: number };

/** Fetches page after page of `pageSize` until `total` is reached, and returns the merged data. */
export async function fetchAll<T extends z.ZodType>(item: T, path: string, pageSize: number, query: Query = {}, signal?: AbortSignal): Promise<z.output<T>[]> {
  const schema = listSchema(item);
  const all: z.output<T>[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await request(schema, path, { query: { ...query, limit: pageSize, offset }, signal });
    all.push(...page.data);
    if (page.data.length === 0 || offset + pageSize >= page.total) return all;
  }
}
