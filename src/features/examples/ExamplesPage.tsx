/**
 * /configuraties (spec §2 'Example configurations'): the organisation's example designs with search; a row opens
 * the design in the configurator. Shop admins also get 'Actualiseren' (re-price every example; 'Synchronisatie
 * gestart' while it runs) and 'Exporteer' (export-{date}.csv).
 */
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { useMutation } from '@tanstack/react-query';
import { downloadExamplesCsv } from '../../api/examples';
import { usePageTitle } from '../../app/page-title';
import { sessionFacts, useSession } from '../../app/session';
import { useDebouncedValue } from '../../app/use-debounced';
import { TIMINGS } from '../../domain/constants';
import { dealerTexts } from '../../domain/dealer-texts';
import { Button } from '../../ui/Button';
import { SearchField } from '../../ui/SearchField';
import { useInfiniteScroll } from '../../ui/infinite-scroll';
import { ListEmpty, ListError, ListMore, ListSkeleton } from '../../ui/ListStates';
import { rowDate, rowTotal } from '../dealer-quotes/quote-row';
import { rowsOf, useQuoteList } from '../dealer-quotes/use-quote-list';
import { examplePath, exampleTitle, saveFile } from './example-row';
import { useActualization } from './use-actualization';

const t = dealerTexts.examples;

export function ExamplesPage() {
  usePageTitle(t.title);
  const session = useSession();
  const facts = sessionFacts(session);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, TIMINGS.searchDebounceMs, TIMINGS.searchMaxWaitMs);
  const list = useQuoteList({ statuses: ['EXAMPLE'], search: query }, !!session);
  const rows = rowsOf(list.data);
  const end = useRef<HTMLDivElement>(null);
  useInfiniteScroll(end, !!list.hasNextPage && !list.isFetchingNextPage && !list.isError, () => void list.fetchNextPage());

  return (
    <main id="main" className="mx-auto w-full max-w-[650px] px-4 pb-16 pt-6 sm:pt-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold text-forest-900 sm:text-3xl">{t.title}</h1>
          <p className="mt-2 text-stone-600" data-testid="examples-hint">{t.hint}</p>
        </div>
        {facts.shopAdmin && <AdminActions />}
      </div>
      <SearchField value={search} onChange={setSearch} placeholder={t.search} className="mt-5" />
      <div className="mt-4" aria-busy={list.isFetching}>
        {list.isPending && <ListSkeleton />}
        {list.isError && !list.data && <ListError onRetry={() => void list.refetch()} />}
        {list.isSuccess && rows.length === 0 && <ListEmpty text={t.empty} />}
        {rows.length > 0 && (
          <ul className="flex flex-col gap-3" data-testid="example-list">
            {rows.map((quote) => (
              <li key={quote.id} data-testid="example-row" data-id={quote.id}>
                <Link
                  href={examplePath(quote)}
                  className="flex items-start justify-between gap-3 rounded-2xl bg-white px-4 py-3 shadow-card ring-1 ring-stone-200/70 hover:ring-forest-300 sm:px-5"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold text-forest-900" data-testid="row-title">{exampleTitle(quote.title)}</span>
                    <span className="block text-sm text-stone-600" data-testid="row-date">{rowDate(quote)}</span>
                  </span>
                  <span className="shrink-0 whitespace-nowrap font-bold tabular-nums text-forest-900" data-testid="row-total">{rowTotal(quote)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div ref={end} />
        <ListMore list={list} />
      </div>
    </main>
  );
}

/** 'Actualiseren' and 'Exporteer', for shop admins; the sync indicator and the last run's report. */
function AdminActions() {
  const { state, start, running } = useActualization(true);
  const exportCsv = useMutation({
    mutationFn: downloadExamplesCsv,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
  const lastRun = state.data?.lastRun;
  const missing = !running && lastRun?.status === 'done' ? lastRun.report : [];
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:items-end">
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => start.mutate()} disabled={running || start.isPending} data-testid="examples-actualize">
          {t.actualize}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending} data-testid="examples-export">
          {t.export}
        </Button>
      </div>
      {running && (
        <p role="status" className="inline-flex items-center gap-2 text-sm font-semibold text-forest-800" data-testid="examples-sync">
          <svg className="size-4 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
            <path d="M21 12a9 9 0 00-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
          {t.syncStarted}
        </p>
      )}
      {start.isError && <p role="alert" className="text-sm text-red-700">{t.actualizeFailed}</p>}
      {exportCsv.isError && <p role="alert" className="text-sm text-red-700">{t.exportFailed}</p>}
      {!running && lastRun?.status === 'done' && start.isSuccess && (
        <div className="text-sm text-stone-600 sm:text-right" data-testid="examples-last-run">
          <p>{t.lastRun(lastRun.repriced)}</p>
          {missing.length > 0 && (
            <>
              <p className="mt-1 font-semibold text-stone-800">{t.missingProducts}</p>
              <ul>{missing.map((entry) => <li key={entry.quoteId}>#{entry.number} {exampleTitle(entry.title)}: {entry.reasons.join(' ')}</li>)}</ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
