import { faqSchema, type Faq } from '../domain/catalog';
import { PAGE_SIZE_DEFAULT } from '../domain/constants';
import { fetchAll } from './list';

/** FAQ subjects by `ordering`, or those matching `search` (spec §7: sort ordering, or search[search]). */
export function fetchFaq(search: string, signal?: AbortSignal): Promise<Faq[]> {
  const term = search.trim();
  const query = term ? { search: { search: term } } : { sort: 'ordering' };
  return fetchAll(faqSchema, '/faq', PAGE_SIZE_DEFAULT, query, signal);
}
