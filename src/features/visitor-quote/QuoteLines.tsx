/**
 * The priced quote in the panel: lines per category (brush lines with their colour name), the loose products
 * ('Bijproducten', spec §3 price categories), subtotal (excl. VAT), VAT per percentage ('21% BTW') and the total
 * (spec §2 'Quote panel', §3 'Quote line'). Given `loose`, the loose products' amounts are editable (spec §5).
 */
import { useState } from 'react';
import { LINE_CATEGORIES, type LineCategory } from '../../domain/constants';
import { formatEuro } from '../../domain/money';
import { quoteLooseProducts } from '../../domain/pricing';
import type { PricedQuote, QuoteLine } from '../../domain/pricing/types';
import { texts } from '../../domain/texts';

const t = texts.quote;
const isBrush = (line: QuoteLine) => line.category === 'brush' || line.category === 'furnitureBrush';

function Line({ line }: { line: QuoteLine }) {
  return (
    <li className="flex items-start gap-3 py-2" data-testid="quote-line" data-category={line.category}>
      <span className="min-w-10 rounded-md bg-stone-100 px-1.5 py-0.5 text-center text-sm font-semibold text-stone-700" title={t.amount}>{line.amount}×</span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-stone-900">{line.name}</span>
        {isBrush(line) && line.colorName && <span className="block text-sm text-stone-600" data-testid="quote-line-colour">{t.colour}: {line.colorName}</span>}
        {line.amount > 1 && <span className="block text-xs text-stone-600">{line.amount} × {formatEuro(line.price)}</span>}
      </span>
      <span className="whitespace-nowrap font-semibold text-stone-900">{formatEuro(line.total)}</span>
    </li>
  );
}

/** The design's loose-product amounts and how to change one (the typed text, as the editor's rule takes it). */
export interface LooseAmounts {
  amountOf(productId: number): number;
  setAmount(productId: number, amount: string): void;
}

export function QuoteLines({ quote, loose: amounts }: { quote: PricedQuote; loose?: LooseAmounts }) {
  const groups = LINE_CATEGORIES
    .filter((category) => category !== 'looseProduct')
    .map((category) => ({ category, lines: quote.lines.filter((line) => line.category === category) }))
    .filter((group) => group.lines.length > 0);
  const loose = quoteLooseProducts({ lines: quote.lines, disabledLines: [] });
  const looseLabel = texts.lineCategoryLabels.looseProduct;
  return (
    <div className="flex flex-col gap-5" data-testid="quote-lines">
      {groups.length === 0 && loose.length === 0 && <p className="text-stone-600">{t.noLines}</p>}
      {groups.map(({ category, lines }) => <Category key={category} category={category} lines={lines} total={quote.categoryTotals[category]?.inclTax ?? 0} />)}
      {loose.length > 0 && (
        <section aria-label={looseLabel} data-testid="quote-loose-products">
          <h3 className="flex justify-between border-b border-stone-200 pb-1 text-sm font-bold uppercase tracking-wide text-wood-700">
            <span>{looseLabel}</span><span>{formatEuro(quote.categoryTotals.looseProduct?.inclTax ?? 0)}</span>
          </h3>
          <ul className="divide-y divide-stone-100">
            {loose.map((item) => (
              <li key={item.id} className="flex items-center gap-3 py-2" data-testid="quote-loose-product">
                {amounts
                  ? <AmountField name={item.description} amount={amounts.amountOf(item.id)} onCommit={(value) => amounts.setAmount(item.id, value)} />
                  : <span className="min-w-10 rounded-md bg-stone-100 px-1.5 py-0.5 text-center text-sm font-semibold text-stone-700">{item.amount}×</span>}
                <span className="min-w-0 flex-1 font-medium text-stone-900">{item.description}</span>
                <span className="whitespace-nowrap font-semibold">{formatEuro(item.total)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Totals quote={quote} />
    </div>
  );
}

/**
 * The amount of a loose product as the visitor types it: kept as typed while the field has focus and applied
 * on Enter or when the field is left, so clearing the field to type a new number does not remove the product.
 */
function AmountField({ name, amount, onCommit }: { name: string; amount: number; onCommit(value: string): void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null) onCommit(draft);
    setDraft(null);
  };
  return (
    <input
      type="number" inputMode="numeric" min={0} step={1} aria-label={t.amountOf(name)} data-testid="loose-amount"
      value={draft ?? String(amount)}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); commit(); } }}
      className="min-h-11 w-16 rounded-lg border border-stone-300 bg-white px-2 text-center font-semibold text-stone-900 focus:border-forest-500 focus:outline-none focus:ring-3 focus:ring-forest-200"
    />
  );
}

function Category({ category, lines, total }: { category: LineCategory; lines: QuoteLine[]; total: number }) {
  const label = texts.lineCategoryLabels[category];
  return (
    <section aria-label={label} data-testid={`quote-category-${category}`}>
      <h3 className="flex justify-between border-b border-stone-200 pb-1 text-sm font-bold uppercase tracking-wide text-wood-700">
        <span>{label}</span><span>{formatEuro(total)}</span>
      </h3>
      <ul className="divide-y divide-stone-100">{lines.map((line, i) => <Line key={`${line.productId}-${line.colorId ?? ''}-${i}`} line={line} />)}</ul>
    </section>
  );
}

function Totals({ quote }: { quote: PricedQuote }) {
  return (
    <dl className="mt-1 flex flex-col gap-1 rounded-2xl bg-forest-50 p-4 text-stone-800" data-testid="quote-totals">
      <div className="flex justify-between"><dt>{t.subtotal}</dt><dd data-testid="quote-subtotal">{formatEuro(quote.totalPrice.exclTax)}</dd></div>
      {quote.taxTotals.map((tax) => (
        <div key={tax.taxPercentage} className="flex justify-between" data-testid="quote-vat">
          <dt>{t.vatLine(tax.taxPercentage)}</dt><dd>{formatEuro(tax.taxAmount)}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between border-t border-forest-200 pt-2 text-lg font-bold text-forest-900">
        <dt>{t.totalInclVat}</dt><dd data-testid="quote-total">{formatEuro(quote.totalPrice.inclTax)}</dd>
      </div>
    </dl>
  );
}
