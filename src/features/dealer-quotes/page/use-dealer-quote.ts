/** One dealer quote as server state: read with GET /quote/{id}, changed with PUT, the answer replacing the cache. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchQuote, updateQuote, type DealerQuote, type QuoteWrite } from '../../../api/dealer-quotes';
import { queryKeys } from '../../../app/query-client';

export function useDealerQuote(id: number | null, initial?: DealerQuote | null) {
  return useQuery({
    queryKey: queryKeys.quote(id ?? 0),
    queryFn: ({ signal }) => fetchQuote(id!, signal),
    enabled: id !== null,
    initialData: initial && initial.id === id ? initial : undefined,
  });
}

/** Every change answers the whole quote, recomputed by the server: it replaces the cached one; lists are stale. */
export function useUpdateQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: QuoteWrite }) => updateQuote(id, body),
    onSuccess: (quote) => {
      client.setQueryData(queryKeys.quote(quote.id), quote);
      void client.invalidateQueries({ queryKey: queryKeys.quotes });
    },
  });
}
