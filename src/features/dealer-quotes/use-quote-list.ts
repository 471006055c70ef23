/**
 * Server state of the dealer's quote and lead lists (TanStack Query): pages of 50 merged for load-more, cached per
 * filter and search, and the changes a row can make (status, delete) written back into every cached page so a
 * removed row stays where it was, marked 'Verwijderd', until the list is loaded again.
 */
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  deleteQuote, listQuotes, updateQuote, type DealerQuote, type QuoteListParams, type QuotePage,
} from '../../api/dealer-quotes';
import { PAGE_SIZE_DEFAULT } from '../../domain/constants';
import type { QuoteStatus } from '../../domain/quote-status';
import { queryKeys } from '../../app/query-client';

/** The next page's offset while `offset + limit < total` (spec §4 'can-load-more'), else undefined. */
export function nextOffset(page: Pick<QuotePage, 'offset' | 'limit' | 'total'>): number | undefined {
  return page.limit > 0 && page.offset + page.limit < page.total ? page.offset + page.limit : undefined;
}

export function useQuoteList(params: QuoteListParams, enabled = true) {
  return useInfiniteQuery({
    queryKey: queryKeys.quoteList(params),
    queryFn: ({ pageParam, signal }) => listQuotes({ ...params, limit: PAGE_SIZE_DEFAULT, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled,
  });
}

/** The rows of all loaded pages, in order. */
export function rowsOf(data: InfiniteData<QuotePage> | undefined): DealerQuote[] {
  return data?.pages.flatMap((page) => page.data) ?? [];
}

/** Writes a row's new state into every cached list page that holds it. */
export function patchCachedRows(client: QueryClient, id: number, patch: Partial<DealerQuote>): void {
  client.setQueriesData<InfiniteData<QuotePage>>({ queryKey: [...queryKeys.quotes, 'list'] }, (data) => data && ({
    ...data,
    pages: data.pages.map((page) => ({ ...page, data: page.data.map((row) => (row.id === id ? { ...row, ...patch } : row)) })),
  }));
}

/** Delete: the row stays in the loaded pages with its new status; counts and the quote itself are read again. */
export function useRemoveQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteQuote(id),
    onSuccess: ({ id, status }) => {
      patchCachedRows(client, id, { status });
      void client.invalidateQueries({ queryKey: queryKeys.leadCounts });
      void client.invalidateQueries({ queryKey: queryKeys.quote(id) });
    },
  });
}

/** A status change (the leads' transitions, restoring a lead, the quote page's dropdown): every list is stale. */
export function useSetQuoteStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: QuoteStatus }) => updateQuote(id, { status }),
    onSuccess: (quote) => {
      client.setQueryData(queryKeys.quote(quote.id), quote);
      void client.invalidateQueries({ queryKey: queryKeys.quotes });
    },
  });
}
