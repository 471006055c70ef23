/** One quote in the list: '#number - title', customer, date, euro total, status chip, and delete. */
import { Link } from 'wouter';
import type { DealerQuote } from '../../api/dealer-quotes';
import { to } from '../../app/routes';
import { dealerTexts } from '../../domain/dealer-texts';
import { Badge, type Tone } from '../../ui/Badge';
import { TrashIcon } from '../../ui/icons';
import { customerName, isRemoved, rowDate, rowTitle, rowTotal, statusLabel } from './quote-row';

const t = dealerTexts.quotes;

const statusTone: Record<string, Tone> = { CONCEPT: 'neutral', SENT: 'blue', ACCEPTED: 'green', REJECTED: 'wood', DELETED: 'red' };

interface QuoteRowProps {
  quote: DealerQuote;
  /** Names the organisation when the list spans sub-dealers. */
  showOrganization: boolean;
  onRemove(): void;
}

export function QuoteRow({ quote, showOrganization, onRemove }: QuoteRowProps) {
  const removed = isRemoved(quote);
  const title = rowTitle(quote);
  return (
    <li className={`rounded-2xl bg-white px-4 py-3 shadow-card ring-1 ring-stone-200/70 sm:px-5 ${removed ? 'opacity-60' : ''}`} data-testid="quote-row" data-id={quote.id} data-status={quote.status}>
      <div className="flex items-start justify-between gap-3">
        {removed
          ? <p className="min-w-0 font-semibold text-stone-700 line-through decoration-stone-400" data-testid="row-title">{title}</p>
          : (
            <Link href={to.configureViaQuoteEditor(quote.id, quote.secret, quote.organizationId)} className="min-w-0 font-semibold text-forest-900 underline-offset-4 hover:underline" data-testid="row-title">
              {title}
            </Link>
          )}
        <p className="shrink-0 whitespace-nowrap text-right font-bold tabular-nums text-forest-900" data-testid="row-total">{rowTotal(quote)}</p>
      </div>
      <div className="mt-1 flex items-center gap-2">
        <div className="min-w-0 flex-1 text-sm text-stone-600">
          <p className="truncate">
            {customerName(quote) && <span className="font-medium text-stone-800">{customerName(quote)} · </span>}
            <span data-testid="row-date">{rowDate(quote)}</span>
          </p>
          {showOrganization && quote.organization && <p className="truncate text-stone-500">{t.organizationOf(quote.organization.name)}</p>}
        </div>
        <Badge tone={statusTone[quote.status] ?? 'neutral'} data-testid="row-status">{statusLabel(quote.status)}</Badge>
        {!removed && (
          <button
            type="button" onClick={onRemove} aria-label={`${t.remove}: ${title}`} title={t.remove} data-testid="quote-remove"
            className="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700"
          >
            <TrashIcon className="size-5" />
          </button>
        )}
      </div>
    </li>
  );
}
