/** Subtotal, VAT per percentage, total and the dealer's cost total, exactly as the server answered them. */
import type { DealerQuote } from '../../../api/dealer-quotes';
import { formatEuro } from '../../../domain/money';
import { texts } from '../../../domain/texts';
import { dealerTexts } from '../../../domain/dealer-texts';

export function QuoteTotals({ quote }: { quote: DealerQuote }) {
  const t = texts.quote;
  return (
    <dl className="flex flex-col gap-1 rounded-2xl bg-forest-50 p-4 text-stone-800" data-testid="quote-totals">
      <div className="flex justify-between"><dt>{t.subtotal}</dt><dd className="tabular-nums" data-testid="quote-subtotal">{formatEuro(quote.totalPrice.exclTax)}</dd></div>
      {quote.taxTotals.map((tax) => (
        <div key={tax.taxPercentage} className="flex justify-between" data-testid="quote-vat">
          <dt>{t.vatLine(tax.taxPercentage)}</dt><dd className="tabular-nums">{formatEuro(tax.taxAmount)}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between border-t border-forest-200 pt-2 text-lg font-bold text-forest-900">
        <dt>{t.totalInclVat}</dt><dd className="tabular-nums" data-testid="quote-total">{formatEuro(quote.totalPrice.inclTax)}</dd>
      </div>
      {quote.totalCostPrice && (
        <div className="flex justify-between text-sm text-stone-600">
          <dt>{dealerTexts.quotePage.totalCostPrice}</dt><dd className="tabular-nums" data-testid="quote-total-cost">{formatEuro(quote.totalCostPrice.inclTax)}</dd>
        </div>
      )}
    </dl>
  );
}
