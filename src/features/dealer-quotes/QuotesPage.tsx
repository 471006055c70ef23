/**
 * The dealer's quotes (spec §2 'Quotes list'): tabs Alles, Concept, Verzonden, Geaccepteerd and Afgewezen; search;
 * the mutually exclusive chips (Mijn offertes by default; the sub-dealer ones for managers); rows with delete,
 * a removed row staying as 'Verwijderd'; and infinite scroll over load-more pages.
 */
import { useRef, useState } from 'react';
import { usePageTitle } from '../../app/page-title';
import { to } from '../../app/routes';
import { sessionFacts, useSession } from '../../app/session';
import { useDebouncedValue } from '../../app/use-debounced';
import { TIMINGS } from '../../domain/constants';
import { dealerTexts } from '../../domain/dealer-texts';
import type { DealerQuote } from '../../api/dealer-quotes';
import { ButtonLink } from '../../ui/Button';
import { ChipGroup } from '../../ui/ChipGroup';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PlusIcon } from '../../ui/icons';
import { SearchField } from '../../ui/SearchField';
import { TabBar } from '../../ui/TabBar';
import { useInfiniteScroll } from '../../ui/infinite-scroll';
import { ListEmpty, ListError, ListMore, ListSkeleton } from '../../ui/ListStates';
import { allowedChip, chipsFor, DEFAULT_CHIP, quoteListParams, quoteTabs, tabLabel, type QuoteChip, type QuoteTab } from './quote-filters';
import { QuoteRow } from './QuoteRow';
import { rowsOf, useQuoteList, useRemoveQuote } from './use-quote-list';

const t = dealerTexts.quotes;
const PANEL_ID = 'quotes-panel';

export function QuotesPage() {
  usePageTitle(t.title);
  const session = useSession();
  const facts = sessionFacts(session);
  const [tab, setTab] = useState<QuoteTab>('all');
  const [chosenChip, setChip] = useState<QuoteChip>(DEFAULT_CHIP);
  const chip = allowedChip(chosenChip, facts.subdealerManager);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, TIMINGS.searchDebounceMs, TIMINGS.searchMaxWaitMs);
  const caller = { userId: session?.user.id ?? 0, organizationId: session?.organization?.id ?? 0 };
  const list = useQuoteList(quoteListParams(chip, tab, query, caller), !!session);
  const rows = rowsOf(list.data);
  const total = list.data?.pages[0]?.total ?? 0;

  const [removeFor, setRemoveFor] = useState<DealerQuote | null>(null);
  const remove = useRemoveQuote();

  const end = useRef<HTMLDivElement>(null);
  useInfiniteScroll(end, !!list.hasNextPage && !list.isFetchingNextPage && !list.isError, () => void list.fetchNextPage());

  return (
    <main id="main" className="mx-auto w-full max-w-[700px] px-4 pb-16 pt-6 sm:pt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-forest-900 sm:text-3xl">{t.title}</h1>
        <ButtonLink href={to.configureHouseCategory()} variant="accent" size="sm" icon={<PlusIcon className="size-4" />}>{t.newDesign}</ButtonLink>
      </div>
      <SearchField value={search} onChange={setSearch} placeholder={t.search} className="mt-5" />
      <div className="mt-4">
        <ChipGroup<QuoteChip> chips={chipsFor(facts.subdealerManager)} value={chip} onChange={setChip} label={t.filters} />
      </div>
      <TabBar<QuoteTab> items={quoteTabs.map((id) => ({ id, label: tabLabel(id) }))} value={tab} onChange={setTab} panelId={PANEL_ID} label={t.title} className="mt-4" />

      <div id={PANEL_ID} role="tabpanel" className="mt-4" aria-busy={list.isFetching}>
        {list.isSuccess && rows.length > 0 && <p className="mb-2 text-right text-sm text-stone-600" data-testid="quote-count">{t.count(rows.length, total)}</p>}
        {list.isPending && <ListSkeleton />}
        {list.isError && !list.data && <ListError onRetry={() => void list.refetch()} />}
        {list.isSuccess && rows.length === 0 && <ListEmpty text={query ? t.emptySearch : t.empty} />}
        {rows.length > 0 && (
          <ul className="flex flex-col gap-3" data-testid="quote-list">
            {rows.map((quote) => (
              <QuoteRow
                key={quote.id} quote={quote} showOrganization={chip === 'subdealers' || chip === 'everything'}
                onRemove={() => { remove.reset(); setRemoveFor(quote); }}
              />
            ))}
          </ul>
        )}
        <div ref={end} />
        <ListMore list={list} />
      </div>

      <ConfirmDialog
        open={!!removeFor} question={t.removeConfirm} confirmLabel={t.remove} busy={remove.isPending}
        error={remove.isError ? t.removeFailed : null} onCancel={() => setRemoveFor(null)}
        onConfirm={() => removeFor && remove.mutate(removeFor.id, { onSuccess: () => setRemoveFor(null) })}
      />
    </main>
  );
}
