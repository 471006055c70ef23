/**
 * The configurator's top bar (spec §2): 'Naar overzicht', the house name, the dealer badge, Help, 'Snelle
 * uitleg' (restarts the tutorial) and the cart. The logo to home is the site header's.
 */
import type { ReactNode } from 'react';
import { to } from '../../../app/routes';
import { texts } from '../../../domain/texts';
import { DealerBadge } from '../../dealer/DealerBadge';

const t = texts.quote;
const pill = 'inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-xl px-2.5 text-sm font-semibold text-forest-800 hover:bg-forest-100/70';

interface TopBarProps {
  houseName: string;
  onBack(): void;
  /** Restarts the tutorial; without it the 'Snelle uitleg' button is left out (the read-only preview). */
  onTutorial?: () => void;
  /** The cart button; null leaves it out. */
  cart: ReactNode;
}

export function TopBar({ houseName, onBack, onTutorial, cart }: TopBarProps) {
  return (
    <div className="flex min-h-13 items-center gap-1 border-b border-stone-200 bg-cream px-1.5 sm:gap-2 sm:px-3" data-testid="configurator-top-bar">
      <button type="button" className={pill} onClick={onBack} aria-label={t.backToOverview} data-testid="configurator-back">
        <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true"><path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" /></svg>
        <span className="hidden md:inline">{t.backToOverview}</span>
      </button>
      <p className="min-w-0 flex-1 truncate font-bold text-forest-900 sm:text-lg" data-testid="top-bar-house-name">{houseName}</p>
      <DealerBadge />
      <a href={to.help()} target="_blank" rel="noopener" className={pill} aria-label={t.help}>
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><circle cx="12" cy="12" r="9" /><path d="M9.5 9.5a2.5 2.5 0 014.6 1.3c0 1.7-2.1 2-2.1 3.4M12 17h.01" strokeLinecap="round" /></svg>
        <span className="hidden lg:inline">{t.help}</span>
      </a>
      {onTutorial && (
        <button type="button" className={pill} onClick={onTutorial} aria-label={t.quickTour} data-testid="quick-tour">
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" /></svg>
          <span className="hidden lg:inline">{t.quickTour}</span>
        </button>
      )}
      {cart}
    </div>
  );
}
