/**
 * Server state of the back office (STYLE.md 'Back-office screens'): one TanStack Query client for the whole app,
 * and the query keys every screen shares, so a mutation on one screen refreshes the others (the header's lead
 * badge after a lead is taken on, the quotes list after a quote is saved in the configurator).
 *
 * The provider is not mounted at the root: each back-office screen wraps itself in `BackOffice`, so the
 * landing route carries no query code. Every wrapper hands out this same client, so the cache is shared.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';
import type { QuoteListParams } from '../api/dealer-quotes';
import { session$ } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      // A refusal (401/403/404) will not change on a retry; a network hiccup or a 5xx may.
      retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: true,
    },
  },
});

// Another login (or a logout) in this tab or another one: nothing cached for the previous user may show.
let cachedFor = session$.getValue()?.idToken ?? null;
session$.subscribe((session) => {
  const token = session?.idToken ?? null;
  if (token !== cachedFor) queryClient.clear();
  cachedFor = token;
});

export const queryKeys = {
  /** Every quote list and count: invalidate this after any quote or lead changes. */
  quotes: ['quotes'] as const,
  quoteList: (params: QuoteListParams) => ['quotes', 'list', params] as const,
  leadCounts: ['quotes', 'lead-counts'] as const,
  quote: (id: number) => ['quote', id] as const,
  people: ['people'] as const,
  peopleList: (search: string) => ['people', 'list', search] as const,
  person: (id: number) => ['people', 'one', id] as const,
  companiesList: (search: string) => ['companies', 'list', search] as const,
  actualization: ['examples', 'actualization'] as const,
  accounting: (kind: string, id: number) => ['accounting', kind, id] as const,
};
