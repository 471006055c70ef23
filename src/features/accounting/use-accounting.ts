/**
 * One quote's accounting record (spec §7 integrationafas): the brand reads and places through the quote
 * endpoints, every other organisation through the order endpoints (spec §6). The record is read for every
 * organisation, because it locks the quote; only the brand sees the block. The PUT answers a pending record (202):
 * the query polls it until the server's job placed the order or marked it failed.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAccountingRecord, placeAccountingOrder, type AccountingKind } from '../../api/accounting';
import { queryKeys } from '../../app/query-client';
import type { AccountingView } from './accounting-state';

export function accountingKind(organizationId: number | null | undefined): AccountingKind {
  return organizationId === 2 ? 'quote' : 'order';
}

/** How often a pending record is read again. */
const PENDING_POLL_MS = 1000;

export function useAccounting(quoteId: number | null, kind: AccountingKind) {
  const client = useQueryClient();
  const key = queryKeys.accounting(kind, quoteId ?? 0);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchAccountingRecord(kind, quoteId!, signal),
    enabled: quoteId !== null,
    retry: false,
    // The order is placed by a job on the server: ask again until it is placed or failed.
    refetchInterval: (current) => (current.state.data?.state === 'pending' ? PENDING_POLL_MS : false),
  });
  const place = useMutation({
    mutationFn: () => placeAccountingOrder(kind, quoteId!),
    onSuccess: (record) => {
      client.setQueryData(key, record);
      void client.invalidateQueries({ queryKey: queryKeys.quote(record.quoteId) });
    },
  });
  const view: AccountingView = {
    record: query.data,
    loading: quoteId !== null && query.isPending,
    loadError: query.isError,
    // Syncing from the click until the job placed the order (or gave up): spec §4 'syncing'.
    syncing: place.isPending || query.data?.state === 'pending',
    syncError: place.isError || query.data?.state === 'failed',
  };
  return { view, place, query };
}
