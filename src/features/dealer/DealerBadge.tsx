/** The dealer logo badge of the configurator screen (spec §2), hidden when the dealer's dealerTokenActive is off. */
import { texts } from '../../domain/texts';
import { dealerTokenActive, useDealer } from './dealer-store';

export function DealerBadge({ className = '' }: { className?: string }) {
  const { dealer } = useDealer();
  if (!dealer || !dealerTokenActive(dealer)) return null;
  const label = texts.quote.dealerBadge(dealer.name);
  return (
    <div className={`flex shrink-0 items-center gap-2 rounded-full bg-white/95 px-3 py-1 shadow-card ring-1 ring-stone-200 ${className}`} data-testid="dealer-badge" title={label}>
      {dealer.logoUrl
        ? <img src={dealer.logoUrl} alt={label} className="h-7 max-w-28 object-contain" />
        : <span className="max-w-40 truncate text-sm font-semibold text-forest-900">{dealer.name}</span>}
      {dealer.logoUrl && <span className="sr-only">{dealer.name}</span>}
    </div>
  );
}
