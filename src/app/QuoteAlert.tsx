/**
 * Spec §8 'Build-level alert': while the environment says quote making has a problem (QUOTE_ALERT on the server,
 * read from /api/v1/config), the quote panel and the quote page say so above the quote. Nothing when unset.
 */
import { useQuoteAlert } from './brand';

export function QuoteAlert({ className = '' }: { className?: string }) {
  const alert = useQuoteAlert();
  if (!alert) return null;
  return (
    <p role="alert" data-testid="quote-alert"
      className={`rounded-xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-200 ${className}`}>
      {alert}
    </p>
  );
}
