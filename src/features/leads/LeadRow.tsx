/** One lead in the list: '#number - title' with its origin, customer, date and total, and its actions. */
import { Link } from 'wouter';
import type { DealerQuote } from '../../api/dealer-quotes';
import { to } from '../../app/routes';
import { texts } from '../../domain/texts';
import { dealerTexts } from '../../domain/dealer-texts';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { RestoreIcon, TrashIcon } from '../../ui/icons';
import { customerName, isRemoved, leadRowTitle, rowDate, rowTotal } from '../dealer-quotes/quote-row';

const t = dealerTexts.leads;

interface LeadRowProps {
  lead: DealerQuote;
  /** The tab the row is listed under: in 'Verwijderd' a lead can be restored instead of changed. */
  inDeletedTab: boolean;
  onChangeStatus(): void;
  onRemove(): void;
  onRestore(): void;
  restoring: boolean;
  /** The brand's 'Toewijzen aan dealer' (issue 10 §4); absent for dealers. */
  onAssign?: () => void;
}

export function LeadRow({ lead, inDeletedTab, onChangeStatus, onRemove, onRestore, restoring, onAssign }: LeadRowProps) {
  const removedHere = !inDeletedTab && isRemoved(lead);
  const href = to.configureViaQuoteEditor(lead.id, lead.secret, lead.organizationId);
  return (
    <li
      className={`rounded-2xl bg-white px-4 py-3 shadow-card ring-1 ring-stone-200/70 sm:px-5 ${removedHere ? 'opacity-60' : ''}`}
      data-testid="lead-row" data-id={lead.id} data-status={lead.status}
    >
      <div className="flex items-start justify-between gap-3">
        {removedHere
          ? <p className="min-w-0 font-semibold text-stone-700 line-through decoration-stone-400" data-testid="row-title">{leadRowTitle(lead)}</p>
          : <Link href={href} className="min-w-0 font-semibold text-forest-900 underline-offset-4 hover:underline" data-testid="row-title">{leadRowTitle(lead)}</Link>}
        <p className="shrink-0 whitespace-nowrap text-right font-bold tabular-nums text-forest-900" data-testid="row-total">{rowTotal(lead)}</p>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
        <p className="min-w-0 flex-1 truncate text-sm text-stone-600">
          {customerName(lead) && <span className="font-medium text-stone-800">{customerName(lead)} · </span>}
          <span data-testid="row-date">{rowDate(lead)}</span>
        </p>
        {removedHere && <Badge tone="red" data-testid="row-removed">{texts.quoteStatusLabels.LEAD_DELETED}</Badge>}
        {inDeletedTab && (
          <Button variant="secondary" size="sm" icon={<RestoreIcon className="size-4" />} onClick={onRestore} disabled={restoring} data-testid="lead-restore">
            {t.restore}
          </Button>
        )}
        {!inDeletedTab && !removedHere && (
          <div className="flex items-center gap-1">
            <button
              type="button" onClick={onRemove} aria-label={`${t.remove}: ${leadRowTitle(lead)}`} title={t.remove} data-testid="lead-remove"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700"
            >
              <TrashIcon className="size-5" />
            </button>
            {onAssign && <Button variant="secondary" size="sm" onClick={onAssign} data-testid="lead-assign">{dealerTexts.delivery.assign.action}</Button>}
            <Button variant="secondary" size="sm" onClick={onChangeStatus} data-testid="lead-status">{t.changeStatus}</Button>
          </div>
        )}
      </div>
    </li>
  );
}
