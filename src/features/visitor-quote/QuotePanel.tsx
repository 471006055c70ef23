/**
 * The quote overlay (spec §2 'Quote page and panel'): the server-priced quote with categories, lines, loose
 * products, subtotal, VAT and total; a hidden price-view switch; and for anonymous visitors the lead form. A
 * close request within 2 s of the last scroll is ignored (scroll protection).
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { createConsumerLead } from '../../api/quotes';
import type { LeadFormValues } from '../../domain/forms/lead-form';
import { texts } from '../../domain/texts';
import type { Editor } from '../../editor';
import { Spinner } from '../../ui/Spinner';
import { useObservable } from '../../app/use-observable';
import { QuoteAlert } from '../../app/QuoteAlert';
import { rememberLastLead } from '../thanks/last-lead';
import { thanksPath } from '../thanks/paths';
import { LeadForm } from './LeadForm';
import { QuoteLines, type LooseAmounts } from './QuoteLines';
import { useScrollProtection } from '../../ui/scroll-protection';
import type { ServerPrice } from './use-server-price';

const t = texts.quote;

interface QuotePanelProps {
  open: boolean;
  onClose(): void;
  price: ServerPrice;
  anonymous: boolean;
  consentParty: string;
  dealerToken: string | null;
  fromExample: number | null;
  /** The design: sent as the lead, and where the loose-product amounts typed in the panel go. */
  editor: Editor;
  onSent?(): void;
}

export function QuotePanel(p: QuotePanelProps) {
  const { onScroll, requestClose } = useScrollProtection(p.onClose);
  const [priceView, setPriceView] = useState<'consumer' | 'cost'>('consumer');
  const { editor } = p;
  const configuration = useObservable(p.open ? editor.streams.configuration$ : null, editor.getConfiguration());

  useEffect(() => {
    if (!p.open) return;
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') requestClose(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [p.open, requestClose]);

  if (!p.open) return null;

  const quote = p.price.status === 'error' ? null : p.price.quote;
  // Loose products are the visitor's to change here (spec §5): the typed amount goes to the editor, which
  // takes its absolute value and removes the product at 0; the server then prices the changed design.
  const loose: LooseAmounts = {
    amountOf: (productId) => configuration.looseProducts.find((item) => item.productId === productId)?.amount ?? 0,
    setAmount: (productId, amount) => { editor.dispatch({ type: 'setLooseProductAmount', productId, amount }); },
  };

  const send = async (values: Required<LeadFormValues>) => {
    const { note, ...client } = values;
    const answer = await createConsumerLead({
      configuration: editor.getConfiguration(), client, note: note.trim() || undefined, dealerToken: p.dealerToken ?? undefined,
      fromExample: p.fromExample ?? undefined,
    });
    p.onSent?.();
    // The server names the dealer it chose (a postcode region too), not the token dealer this browser kept.
    rememberLastLead({ path: answer.path, designCode: answer.designCode, dealerName: answer.dealerLinked ? answer.dealerName : null });
    // A full page load: the configurator (workers, WebGL contexts) is torn down by the browser, and an unmount
    // error in the 2D plan's teardown (seen with pixi's destroy) cannot blank the thank-you page.
    window.location.assign(thanksPath(answer.dealerLinked));
  };

  // In a portal: the cart button that opens the panel stands in the top bar, whose colours it must not inherit.
  return createPortal(
    <div className="fixed inset-0 z-50 flex justify-end" role="dialog" aria-modal="true" aria-labelledby="quote-panel-title" data-testid="quote-panel">
      <div className="absolute inset-0 bg-stone-900/50" aria-hidden="true" data-testid="quote-backdrop" onClick={requestClose} />
      <div className="relative flex h-full w-full max-w-3xl flex-col bg-cream text-stone-900 shadow-2xl">
        <div className="flex items-center justify-between gap-3 border-b border-stone-200 bg-white px-4 py-3 sm:px-6">
          <h2 id="quote-panel-title" className="text-xl font-bold text-forest-900">{t.panelTitle}</h2>
          {/* Spec: the price-view switch exists but is hidden. */}
          <div hidden role="radiogroup" aria-label={t.priceView} data-testid="price-view-switch">
            <button type="button" role="radio" aria-checked={priceView === 'consumer'} onClick={() => setPriceView('consumer')}>{t.consumerPrice}</button>
            <button type="button" role="radio" aria-checked={priceView === 'cost'} onClick={() => setPriceView('cost')}>{t.costPrice}</button>
          </div>
          <button type="button" onClick={p.onClose} aria-label={t.close} data-testid="quote-close"
            className="inline-flex size-11 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100">
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" /></svg>
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6" onScroll={onScroll} data-testid="quote-scroll">
          <div className="flex flex-col gap-8">
            <QuoteAlert />
            <section aria-live="polite">
              {quote && (
                <div aria-busy={p.price.status === 'calculating'} className={p.price.status === 'calculating' ? 'opacity-70 transition-opacity' : 'transition-opacity'}>
                  <QuoteLines quote={quote} loose={loose} />
                </div>
              )}
              {!quote && p.price.status === 'calculating' && <div className="flex justify-center py-10"><Spinner label={t.calculating} /></div>}
              {p.price.status === 'error' && <p role="alert" className="rounded-xl bg-red-50 p-4 font-semibold text-red-800" data-testid="quote-error">{t.cartFailed}</p>}
            </section>
            {p.anonymous && (
              <section className="rounded-3xl bg-white p-5 shadow-card sm:p-6">
                <LeadForm consentParty={p.consentParty} calculating={p.price.status !== 'ready'} onSubmit={send} />
              </section>
            )}
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
