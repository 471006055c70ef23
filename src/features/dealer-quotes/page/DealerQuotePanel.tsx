/**
 * The dealer's quote panel (spec §2 'Quote page and panel'): the cart's overlay with the quote page of the saved
 * quote. A lead shows the 'Offerte maken' block; making the quote opens 'Lead is verplaatst' with 'Terug naar alle
 * leads' and 'Bekijk deze offerte'. A close within 2 s of a scroll is ignored.
 */
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { QuoteAlert } from '../../../app/QuoteAlert';
import type { DealerQuote, QuoteWrite } from '../../../api/dealer-quotes';
import { to } from '../../../app/routes';
import { canMakeQuote } from '../../../domain/quote-status';
import { texts } from '../../../domain/texts';
import { dealerTexts } from '../../../domain/dealer-texts';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { SidePanel } from '../../../ui/SidePanel';
import { Spinner } from '../../../ui/Spinner';
import { useScrollProtection } from '../../../ui/scroll-protection';
import { QuotePage, type SaveState } from './QuotePage';

const t = dealerTexts.quotePage;

export interface DealerQuotePanelProps {
  /** The quote as the server last answered it; null while it is being saved or loaded. */
  quote: DealerQuote | null;
  /** Loading or saving failed: the panel says so and offers to try again. */
  failed: boolean;
  onRetry(): void;
  saveState: SaveState;
  save(body: QuoteWrite): Promise<unknown>;
  onClose(): void;
  onChooseCustomer(): void;
  onEditCustomer(): void;
  onLooseAmount(productId: number, amount: string): void;
  deliveryActions?: ReactNode;
  /** The brand's order block (features/accounting). */
  accounting?: ReactNode;
  /** Why the quote is read-only (it has an accounting record, or one is loading); its controls are then disabled. */
  locked?: string | null;
}

export function DealerQuotePanel(p: DealerQuotePanelProps) {
  const { onScroll, requestClose } = useScrollProtection(p.onClose);
  const [, navigate] = useLocation();
  const [moved, setMoved] = useState(false);
  const [making, setMaking] = useState(false);
  const makeQuote = async () => {
    setMaking(true);
    try {
      await p.save({ status: 'CONCEPT' });
      setMoved(true);
    } finally {
      setMaking(false);
    }
  };
  const leadBlock = p.quote && canMakeQuote(p.quote.status) && (
    <section className="flex flex-col gap-3 rounded-2xl bg-wood-50 p-4 ring-1 ring-wood-200 sm:flex-row sm:items-center" data-testid="lead-block">
      <div className="flex-1">
        <h3 className="font-bold text-forest-900">{t.leadBlockTitle}</h3>
        <p className="text-sm text-stone-700">{t.leadBlockText}</p>
      </div>
      <Button onClick={() => void makeQuote()} disabled={making} data-testid="lead-block-make-quote">{t.makeQuote}</Button>
    </section>
  );
  return (
    <SidePanel
      title={t.panelLabel} onRequestClose={requestClose} onClose={p.onClose} onScroll={onScroll} testId="dealer-quote-panel"
      headerExtra={<PriceViewSwitch />}
    >
      <QuoteAlert className="mb-5" />
      {p.quote ? (
        <>
          {p.accounting && <div className="mb-5">{p.accounting}</div>}
          {p.locked && (
            <p role="status" className="mb-5 rounded-2xl bg-stone-100 px-4 py-3 text-sm text-stone-800 ring-1 ring-stone-200" data-testid="quote-locked">
              <strong className="block text-forest-900">{dealerTexts.accounting.locked}</strong>{p.locked}
            </p>
          )}
          {/* Reading is not changing: the PDF download of a locked quote stays usable, outside the disabled fieldset. */}
          {p.locked && p.deliveryActions && (
            <div className="mb-5 flex flex-wrap items-center gap-2" data-testid="quote-locked-actions">{p.deliveryActions}</div>
          )}
          {/* A locked quote: every control of the page is disabled (the server would answer 409 anyway). */}
          <fieldset disabled={!!p.locked} className="m-0 min-w-0 border-0 p-0">
            <QuotePage
              quote={p.quote} save={(body) => void p.save(body)} saveState={p.saveState} onChooseCustomer={p.onChooseCustomer}
              onEditCustomer={p.onEditCustomer} onLooseAmount={p.onLooseAmount} deliveryActions={p.locked ? null : p.deliveryActions} notice={leadBlock}
            />
          </fieldset>
        </>
      ) : p.failed ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-5 text-center text-red-900 ring-1 ring-red-200" data-testid="dealer-quote-failed">
          <p className="font-semibold">{t.loadFailed}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={p.onRetry}>{t.retry}</Button>
        </div>
      ) : (
        <div className="flex justify-center py-16"><Spinner label={p.saveState === 'saving' ? t.saving : undefined} /></div>
      )}
      <Dialog
        open={moved} onClose={() => setMoved(false)} title={t.leadMoved} maxWidth="max-w-xl"
        actions={(
          <>
            <Button variant="secondary" onClick={() => navigate(to.configureViaQuoteLeads())} data-testid="lead-moved-back">{t.backToLeads}</Button>
            <Button onClick={() => setMoved(false)} data-testid="lead-moved-view">{t.viewQuote}</Button>
          </>
        )}
      >
        <p data-testid="lead-moved">{t.leadMovedText}</p>
      </Dialog>
    </SidePanel>
  );
}

/** Spec §2: the price view switch (Consumentenprijs / Inkoopprijs) exists but is hidden; the page shows both. */
function PriceViewSwitch() {
  const [view, setView] = useState<'consumer' | 'cost'>('consumer');
  const q = texts.quote;
  return (
    <div hidden role="radiogroup" aria-label={q.priceView} data-testid="price-view-switch">
      <button type="button" role="radio" aria-checked={view === 'consumer'} onClick={() => setView('consumer')}>{q.consumerPrice}</button>
      <button type="button" role="radio" aria-checked={view === 'cost'} onClick={() => setView('cost')}>{q.costPrice}</button>
    </div>
  );
}
