/** The list answer of every collection route, and paging through all of it (spec §7: pages merged). */
import { z } from 'zod/mini';
import { request, type Query } from './http';

export const listSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().check(z.int()), limit: z.number().check(z.int()), offset: z.number().check(z.int()) });

export type List<T> = { data: T[]; total: number; limit: number; offset: number };

/** Fetches page after page of `pageSize` until `total` is reached, and returns the merged data. */
export async function fetchAll<T extends z.ZodMiniType>(item: T, path: string, pageSize: number, query: Query = {}, signal?: AbortSignal): Promise<z.output<T>[]> {
  const schema = listSchema(item);
  const all: z.output<T>[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await request(schema, path, { query: { ...query, limit: pageSize, offset }, signal });
    all.push(...page.data);
    if (page.data.length === 0 || offset + pageSize >= page.total) return all;
  }
}
