/**
 * The quotes of one customer on the customers page (issue 27): the quotes and open leads that keep the customer
 * (what a delete is refused for), newest first with load-more, each row as in the quotes list. The server narrows
 * its list by the person's or company's id within the caller's reach; nothing here decides who sees what.
 */
import { useState } from 'react';
import type { DealerQuote } from '../../api/dealer-quotes';
import { dealerTexts } from '../../domain/dealer-texts';
import { QUOTE_LIST_STATUSES, type QuoteStatus } from '../../domain/quote-status';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ListError, ListMore, ListSkeleton } from '../../ui/ListStates';
import { QuoteRow } from '../dealer-quotes/QuoteRow';
import { rowsOf, useQuoteList, useRemoveQuote } from '../dealer-quotes/use-quote-list';

const t = dealerTexts.customers;
const q = dealerTexts.quotes;

/** The statuses that keep a customer on a quote: every list status and the leads not deleted. */
const KEEPING_STATUSES: readonly QuoteStatus[] = [...QUOTE_LIST_STATUSES, 'LEAD', 'LEAD_IN_TREATMENT'];

export interface CustomerRef { kind: 'person' | 'company'; id: number; organizationId: number }

export function CustomerQuotes({ customer }: { customer: CustomerRef }) {
  const list = useQuoteList({
    organizationId: customer.organizationId, statuses: KEEPING_STATUSES, embed: ['customer', 'company'],
    ...(customer.kind === 'person' ? { clientIds: [customer.id] } : { companyIds: [customer.id] }),
  });
  const rows = rowsOf(list.data);
  const [removeFor, setRemoveFor] = useState<DealerQuote | null>(null);
  const remove = useRemoveQuote();
  return (
    <div className="mt-3 border-t border-stone-200 pt-3" data-testid="customer-quotes">
      <h3 className="sr-only">{t.quotesOf}</h3>
      {list.isPending && <ListSkeleton rows={1} />}
      {list.isError && !list.data && <ListError onRetry={() => void list.refetch()} />}
      {list.isSuccess && rows.length === 0 && <p className="text-sm text-stone-500" data-testid="customer-no-quotes">{t.noQuotes}</p>}
      {rows.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="quote-list">
          {rows.map((quote) => <QuoteRow key={quote.id} quote={quote} showOrganization={false} onRemove={() => { remove.reset(); setRemoveFor(quote); }} />)}
        </ul>
      )}
      <ListMore list={list} />
      {/* The quotes list's delete: after it the customer may go, when no other quote keeps them. */}
      <ConfirmDialog
        open={!!removeFor} question={q.removeConfirm} confirmLabel={q.remove} busy={remove.isPending}
        error={remove.isError ? q.removeFailed : null} onCancel={() => setRemoveFor(null)}
        onConfirm={() => removeFor && remove.mutate(removeFor.id, { onSuccess: () => setRemoveFor(null) })}
      />
    </div>
  );
}
