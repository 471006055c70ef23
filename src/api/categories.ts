import { categorySchema, type Category } from '../domain/catalog';
import { PAGE_SIZE_CATEGORIES } from '../domain/constants';
import { request } from './http';
import { fetchAll } from './list';
import { compareNames } from '../domain/name-order';

/** Every category the caller may see, in pages of 1000, sorted by name (spec §7). */
export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  const categories = await fetchAll(categorySchema, '/product/category', PAGE_SIZE_CATEGORIES, {}, signal);
  return categories.sort((a, b) => compareNames(a.name, b.name));
}

export function fetchCategory(id: number, signal?: AbortSignal): Promise<Category> {
  return request(categorySchema, `/product/category/${id}`, { signal });
}
