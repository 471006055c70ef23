/**
 * What a customer expects from 'my quote' beside the design: the title, 'Offerte #number', the design code,
 * and the stored lines with subtotal, VAT and total exactly as the quote answer has them (read-only; the line
 * list is the cart's own).
 */
import type { ReactNode } from 'react';
import { formatEuro } from '../../domain/money';
import type { PricedQuote } from '../../domain/pricing/types';
import { texts } from '../../domain/texts';
import { QuoteLines } from '../visitor-quote/QuoteLines';

const t = texts.preview;

export interface QuoteHeading {
  title: string;
  houseName: string;
  number: string | number | null | undefined;
  designCode: string | null | undefined;
}

/** Title, quote number and design code; the house name under the title when the title differs from it. */
export function QuoteHeader({ heading }: { heading: QuoteHeading }) {
  return (
    <header className="flex flex-col gap-0.5">
      <p className="text-sm font-bold uppercase tracking-wide text-wood-700" data-testid="preview-quote-number">{t.quoteTitle(heading.number)}</p>
      <h1 className="text-xl font-bold text-forest-900 sm:text-2xl" data-testid="preview-title">{heading.title}</h1>
      {heading.title !== heading.houseName && <p className="text-stone-700" data-testid="preview-house-name">{heading.houseName}</p>}
      {heading.designCode && (
        <p className="text-sm text-stone-600">
          {texts.quote.designCode}: <span className="font-semibold tabular-nums text-stone-800" data-testid="preview-design-code">{heading.designCode}</span>
        </p>
      )}
    </header>
  );
}

/** The full quote section: heading, read-only notice and the lines with their totals. */
export function QuoteSummary({ heading, prices, facts }: { heading: QuoteHeading; prices: PricedQuote | null; facts?: ReactNode }) {
  return (
    <section id="preview-quote" aria-label={t.quoteSection} className="flex scroll-mt-20 flex-col gap-4 p-4 pb-24 sm:p-5 sm:pb-24" data-testid="preview-summary">
      <QuoteHeader heading={heading} />
      {facts}
      <p className="rounded-xl bg-stone-100 px-3 py-2 text-sm text-stone-700" data-testid="preview-read-only">{t.readOnly}</p>
      <h2 className="text-lg font-bold text-forest-900">{t.quoteSection}</h2>
      {prices ? <QuoteLines quote={prices} /> : <p className="text-stone-600" data-testid="preview-no-prices">{t.noPrices}</p>}
    </section>
  );
}

/**
 * A strip for narrow screens: number, title and total, with a jump to the lines below the design. The title is
 * left out when the top bar above already names the same house.
 */
export function QuoteStrip({ heading, prices, showTitle = true }: { heading: QuoteHeading; prices: PricedQuote | null; showTitle?: boolean }) {
  return (
    <div className="flex items-center gap-3 border-b border-stone-200 bg-cream px-3 py-2" data-testid="preview-strip">
      <div className="min-w-0 flex-1">
        <p className="text-xs font-bold uppercase tracking-wide text-wood-700">{t.quoteTitle(heading.number)}</p>
        {showTitle && <p className="line-clamp-2 font-bold leading-snug text-forest-900">{heading.title}</p>}
      </div>
      <div className={`flex shrink-0 items-end gap-1 ${showTitle ? 'flex-col' : 'flex-row items-center gap-3'}`}>
        {prices && <p className="whitespace-nowrap text-lg font-bold leading-tight text-forest-900" data-testid="preview-strip-total">{formatEuro(prices.totalPrice.inclTax)}</p>}
        <button
          type="button" data-testid="preview-show-quote"
          onClick={() => document.getElementById('preview-quote')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          className="inline-flex min-h-9 items-center rounded-xl bg-forest-700 px-3 text-sm font-semibold text-white hover:bg-forest-800"
        >
          {t.showQuote}
        </button>
      </div>
    </div>
  );
}
