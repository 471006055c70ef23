/**
 * One quote's accounting record (spec §7 integrationafas): the brand reads and places through the quote
 * endpoints, every other organisation through the order endpoints (spec §6). The record is read for every
 * organisation, because it locks the quote; only the brand sees the block.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAccountingRecord, placeAccountingOrder, type AccountingKind } from '../../api/accounting';
import { queryKeys } from '../../app/query-client';
import type { AccountingView } from './accounting-state';

export function accountingKind(organizationId: number | null | undefined): AccountingKind {
  return organizationId === 2 ? 'quote' : 'order';
}

export function useAccounting(quoteId: number | null, kind: AccountingKind) {
  const client = useQueryClient();
  const key = queryKeys.accounting(kind, quoteId ?? 0);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchAccountingRecord(kind, quoteId!, signal),
    enabled: quoteId !== null,
    retry: false,
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
    syncing: place.isPending,
    syncError: place.isError,
  };
  return { view, place, query };
}
