/** The generic list states of spec §4 (loading, error, empty, loading-more, can-load-more) for the dealer's lists. */
import { texts } from '../domain/texts';
import { dealerTexts } from '../domain/dealer-texts';
import { Button } from './Button';
import { Spinner } from './Spinner';

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-3" data-testid="list-loading">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="h-24 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200">
          <div className="m-4 h-4 w-2/3 rounded bg-stone-200" />
          <div className="mx-4 h-3 w-1/3 rounded bg-stone-100" />
        </li>
      ))}
    </ul>
  );
}

export function ListError({ onRetry }: { onRetry(): void }) {
  return (
    <div role="alert" className="rounded-2xl bg-red-50 p-5 text-center text-red-900 ring-1 ring-red-200" data-testid="list-error">
      <p className="font-semibold">{texts.common.loadFailed}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>{texts.common.retry}</Button>
    </div>
  );
}

export function ListEmpty({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-stone-200" data-testid="list-empty">
      <svg viewBox="0 0 48 48" className="size-12 text-wood-300" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M8 14h32v24a2 2 0 01-2 2H10a2 2 0 01-2-2V14z" strokeLinejoin="round" /><path d="M8 14l5-6h22l5 6M18 22h12" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className="text-stone-600">{text}</p>
    </div>
  );
}

/** What ListMore reads of a paged list query (TanStack Query's infinite query answer). */
interface PagedList {
  data?: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): unknown;
}

/**
 * The end of a load-more list, once its first page is there: a spinner while the next page loads, a retry when it
 * failed, else a button (scrolling also loads).
 */
export function ListMore({ list }: { list: PagedList }) {
  if (!list.data) return null;
  const more = () => void list.fetchNextPage();
  if (list.isFetchingNextPage) return <div className="flex justify-center py-6"><Spinner label={dealerTexts.quotes.loadingMore} className="size-6" /></div>;
  if (list.isFetchNextPageError) return <ListError onRetry={more} />;
  if (!list.hasNextPage) return null;
  return (
    <div className="flex justify-center py-4">
      <Button variant="secondary" onClick={more} data-testid="load-more">{dealerTexts.quotes.loadMore}</Button>
    </div>
  );
}
