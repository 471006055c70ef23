/**
 * The dealer's quote page (spec §2 'Quote page and panel'): 'Offerte #number' (no number when 0), the action bar
 * with the status dropdown, reference and note edited in place, date (today when absent), due date ('-' when absent),
 * seller, customer and organisation blocks, the categories with their lines, and the totals as the server answers
 * them. Every change is a PUT whose answer (the recomputed quote) replaces what is shown.
 */
import type { ReactNode } from 'react';
import type { DealerQuote, QuoteWrite } from '../../../api/dealer-quotes';
import { formatDate, nowEpoch } from '../../../domain/dates';
import type { QuoteStatus } from '../../../domain/quote-status';
import { texts } from '../../../domain/texts';
import { dealerTexts } from '../../../domain/dealer-texts';
import { EditableField } from './EditableField';
import { QuoteCategories } from './QuoteCategories';
import { QuoteParties } from './QuoteParties';
import { QuoteTotals } from './QuoteTotals';
import { StatusSelect } from './StatusSelect';

const t = dealerTexts.quotePage;

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

export interface QuotePageProps {
  quote: DealerQuote;
  save(body: QuoteWrite): void;
  saveState: SaveState;
  onChooseCustomer(): void;
  onEditCustomer(): void;
  onLooseAmount(productId: number, amount: string): void;
  /**
   * Room in the action bar for the quote-delivery buttons ('Versturen', the PDF download), which come with the
   * quote-delivery issue; the status dropdown stays on the right.
   */
  deliveryActions?: ReactNode;
  /** Above the page: the lead's 'Offerte maken' block in the panel. */
  notice?: ReactNode;
}

/** A seller's name as the quote embeds it. */
function sellerName(quote: DealerQuote): string {
  const user = quote.user;
  if (!user) return t.noSeller;
  return user.name || [user.firstName, user.preposition, user.lastName].filter(Boolean).join(' ') || user.email || t.noSeller;
}

function SaveIndicator({ state }: { state: SaveState }) {
  if (state === 'idle') return null;
  const text = state === 'saving' ? t.saving : state === 'saved' ? t.saved : t.saveFailed;
  return (
    <span role={state === 'error' ? 'alert' : 'status'} data-testid="quote-save-state" data-state={state}
      className={`text-sm font-semibold ${state === 'error' ? 'text-red-700' : 'text-stone-500'}`}>
      {text}
    </span>
  );
}

export function QuotePage({ quote, save, saveState, onChooseCustomer, onEditCustomer, onLooseAmount, deliveryActions, notice }: QuotePageProps) {
  const meta = [
    { label: t.date, value: formatDate(quote.date) ?? formatDate(nowEpoch())!, testId: 'quote-date' },
    { label: t.dueDate, value: formatDate(quote.expireDate) ?? t.noDueDate, testId: 'quote-due-date' },
    { label: t.seller, value: sellerName(quote), testId: 'quote-seller' },
  ];
  return (
    <article className="flex flex-col gap-5" data-testid="quote-page" data-status={quote.status}>
      <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h2 className="text-2xl font-extrabold text-forest-900" data-testid="quote-title">{texts.preview.quoteTitle(quote.number)}</h2>
          <p className="text-stone-700" data-testid="quote-name">{quote.title}</p>
        </div>
        <SaveIndicator state={saveState} />
      </header>
      {notice}
      <div className="flex flex-wrap items-center justify-between gap-3 border-y border-stone-200 py-2" data-testid="quote-actions">
        <div className="flex flex-wrap items-center gap-2" data-testid="quote-delivery-actions">{deliveryActions}</div>
        <StatusSelect status={quote.status} onChange={(status: QuoteStatus) => save({ status })} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <EditableField label={t.reference} value={quote.reference ?? ''} placeholder={t.referencePlaceholder} maxLength={200} testId="quote-reference" onSave={(reference) => save({ reference: reference || null })} />
        <dl className="grid grid-cols-3 gap-2 text-sm sm:pt-0.5">
          {meta.map((item) => (
            <div key={item.label} className="min-w-0">
              <dt className="text-xs font-bold uppercase tracking-wide text-wood-700">{item.label}</dt>
              <dd className="mt-1.5 truncate text-stone-900" data-testid={item.testId}>{item.value}</dd>
            </div>
          ))}
        </dl>
        <div className="sm:col-span-2">
          <EditableField label={t.note} value={quote.note ?? ''} placeholder={t.notePlaceholder} multiline maxLength={5000} testId="quote-note" onSave={(note) => save({ note: note || null })} />
        </div>
      </div>
      <QuoteParties quote={quote} onChooseCustomer={onChooseCustomer} onEditCustomer={onEditCustomer} />
      <QuoteCategories quote={quote} onSave={save} onLooseAmount={onLooseAmount} />
      <QuoteTotals quote={quote} />
    </article>
  );
}
