import { useRef, useState } from 'react';
import { useDebouncedValue } from '../../app/use-debounced';
import { TIMINGS } from '../../domain/constants';
import { QUOTE_LIST_STATUSES } from '../../domain/quote-status';
import { dealerTexts } from '../../domain/dealer-texts';
import { SearchField } from '../../ui/SearchField';
import { TabBar } from '../../ui/TabBar';
import { useInfiniteScroll } from '../../ui/infinite-scroll';
import { ListEmpty, ListError, ListMore, ListSkeleton } from '../../ui/ListStates';
import { quoteTabs, tabLabel, type QuoteTab } from '../dealer-quotes/quote-filters';
import { QuoteRow } from '../dealer-quotes/QuoteRow';
import { rowsOf, useQuoteList, useRemoveQuote } from '../dealer-quotes/use-quote-list';
import type { DealerQuote } from '../../api/dealer-quotes';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

const t = dealerTexts.quotes;

/** A sub-dealer's quotes (spec §2 'Sub-dealer screens'): tabs Alles plus one per status, search, rows with status chip. */
export function SubdealerQuotes({ organizationId }: { organizationId: number }) {
  const [tab, setTab] = useState<QuoteTab>('all');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, TIMINGS.searchDebounceMs, TIMINGS.searchMaxWaitMs);
  const list = useQuoteList({
    organizationId, statuses: tab === 'all' ? [...QUOTE_LIST_STATUSES] : [tab], search: query.trim() || undefined, embed: ['customer', 'company'],
  });
  const rows = rowsOf(list.data);
  const [removeFor, setRemoveFor] = useState<DealerQuote | null>(null);
  const remove = useRemoveQuote();
  const end = useRef<HTMLDivElement>(null);
  useInfiniteScroll(end, !!list.hasNextPage && !list.isFetchingNextPage && !list.isError, () => void list.fetchNextPage());
  const panel = `subdealer-quotes-${organizationId}`;
  return (
    <div data-testid="subdealer-quotes">
      <SearchField value={search} onChange={setSearch} placeholder={t.search} />
      <TabBar<QuoteTab> items={quoteTabs.map((id) => ({ id, label: tabLabel(id) }))} value={tab} onChange={setTab} panelId={panel} label={t.title} className="mt-4" />
      <div id={panel} role="tabpanel" className="mt-4">
        {list.isPending && <ListSkeleton rows={2} />}
        {list.isError && !list.data && <ListError onRetry={() => void list.refetch()} />}
        {list.isSuccess && rows.length === 0 && <ListEmpty text={query ? t.emptySearch : t.empty} />}
        {rows.length > 0 && (
          <ul className="flex flex-col gap-3" data-testid="quote-list">
            {rows.map((quote) => <QuoteRow key={quote.id} quote={quote} showOrganization={false} onRemove={() => { remove.reset(); setRemoveFor(quote); }} />)}
          </ul>
        )}
        <div ref={end} />
        <ListMore list={list} />
      </div>
      {/* The same delete as the quotes list: 'Wil je deze offerte echt verwijderen?', the row stays as 'Verwijderd'. */}
      <ConfirmDialog
        open={!!removeFor} question={t.removeConfirm} confirmLabel={t.remove} busy={remove.isPending}
        error={remove.isError ? t.removeFailed : null} onCancel={() => setRemoveFor(null)}
        onConfirm={() => removeFor && remove.mutate(removeFor.id, { onSuccess: () => setRemoveFor(null) })}
      />
    </div>
  );
}
