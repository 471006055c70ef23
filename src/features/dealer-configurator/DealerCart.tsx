/**
 * The dealer's buttons in the configurator's top bar, in the visitor cart's place: 'Opslaan' (the design to the
 * quote, disabled while nothing changed) and the cart ('Offerte'), which opens the customer dialog while no
 * customer is chosen and the quote otherwise.
 */
import { texts } from '../../domain/texts';
import { CartButton } from '../quote/CartButton';

const t = texts.quotePage;

interface DealerCartProps {
  dirty: boolean;
  saving: boolean;
  failed: boolean;
  onSave(): void;
  onCart(): void;
}

export function DealerCart({ dirty, saving, failed, onSave, onCart }: DealerCartProps) {
  const label = saving ? t.saving : dirty ? t.save : t.saved;
  return (
    <div className="flex shrink-0 items-center gap-1.5">
      <button
        type="button" onClick={onSave} disabled={!dirty || saving} data-testid="dealer-save" data-dirty={dirty ? 'true' : 'false'}
        aria-label={label} title={dirty ? t.unsaved : t.saved}
        className="relative inline-flex min-h-11 shrink-0 items-center gap-2 rounded-xl bg-white px-3 text-sm font-semibold text-forest-800 ring-1 ring-inset ring-stone-300 hover:bg-forest-50 disabled:cursor-default disabled:text-stone-500 disabled:hover:bg-white"
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          {dirty || saving
            ? <path d="M5 3h11l3 3v13a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2zM8 3v5h7V3M8 21v-7h8v7" />
            : <path d="M5 12l5 5 9-10" />}
        </svg>
        <span className="hidden whitespace-nowrap sm:inline">{label}</span>
        {dirty && !saving && <span className="absolute -right-0.5 -top-0.5 size-2.5 rounded-full bg-wood-500 ring-2 ring-cream" aria-hidden="true" />}
      </button>
      <CartButton label={texts.quote.cart} failed={failed} onClick={onCart} />
    </div>
  );
}
