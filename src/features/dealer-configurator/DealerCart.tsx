/**
 * The dealer's buttons in the configurator (spec §2): 'Opslaan' (the design to the quote, off while nothing
 * changed) and the cart ('Offerte'), which opens the customer dialog while no customer is chosen and the quote
 * otherwise. Both stand in the top bar's cart slot; on a phone the bar has no room to spare beside the house name,
 * so the save button joins the plan toolbar's row there.
 */
import { texts } from '../../domain/texts';
import { dealerTexts } from '../../domain/dealer-texts';
import { CartButton } from '../visitor-quote/CartButton';

const t = dealerTexts.quotePage;

interface SaveProps {
  dirty: boolean;
  saving: boolean;
  onSave(): void;
  /** 'bar': on the dark top bar with its label; 'toolbar': an icon in the light plan toolbar. */
  place: 'bar' | 'toolbar';
}

export function DealerSaveButton({ dirty, saving, onSave, place }: SaveProps) {
  const label = saving ? t.saving : dirty ? t.save : t.saved;
  const tone = place === 'bar'
    ? 'bg-white/10 px-3 text-white ring-1 ring-inset ring-white/30 hover:bg-white/20 disabled:bg-transparent disabled:text-forest-100 disabled:ring-white/15'
    : 'px-2 text-forest-800 hover:bg-forest-100 disabled:text-stone-400 disabled:hover:bg-transparent';
  return (
    <button
      type="button" onClick={onSave} disabled={!dirty || saving} data-testid="dealer-save" data-dirty={dirty ? 'true' : 'false'}
      aria-label={label} title={dirty ? t.unsaved : t.saved}
      className={`relative inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-xl text-sm font-semibold disabled:cursor-default ${tone}`}
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        {dirty || saving ? <path d="M5 3h11l3 3v13a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2zM8 3v5h7V3M8 21v-7h8v7" /> : <path d="M5 12l5 5 9-10" />}
      </svg>
      {place === 'bar' && <span className="whitespace-nowrap">{label}</span>}
      {dirty && !saving && (
        <span className={`absolute right-0.5 top-0.5 size-2.5 rounded-full bg-wood-400 ring-2 ${place === 'bar' ? 'ring-forest-800' : 'ring-white'}`} aria-hidden="true" />
      )}
    </button>
  );
}

interface DealerCartProps extends Omit<SaveProps, 'place'> {
  failed: boolean;
  onCart(): void;
  /** Leave the save button to the plan toolbar (a phone). */
  withSave: boolean;
}

export function DealerCart({ dirty, saving, failed, onSave, onCart, withSave }: DealerCartProps) {
  return (
    <div className="flex shrink-0 items-center gap-1.5">
      {withSave && <DealerSaveButton dirty={dirty} saving={saving} onSave={onSave} place="bar" />}
      <CartButton label={texts.quote.cart} failed={failed} onClick={onCart} />
    </div>
  );
}
