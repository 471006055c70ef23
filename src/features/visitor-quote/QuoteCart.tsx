/**
 * The visitor's cart on the configurator: the button with the spec's label and red failure state, and the
 * overlay panel it opens. Whose settings count (ARCHITECTURE §3 reading 11) is decided by the page
 * (counting-settings.ts) and handed in. After a failed server calculation the price keeps being recalculated on
 * every change, panel open or not, so the red button clears as soon as a calculation succeeds again.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useBrand } from '../../app/brand';
import { useSession } from '../../app/session';
import { texts } from '../../domain/texts';
import type { Editor, PriceState } from '../../editor';
import { realTimePrice, type CountingSettings } from './counting-settings';
import { useDealer } from '../dealer/dealer-store';
import { CartButton } from './CartButton';
import { cartLabel } from './cart-label';
import { usePlanShown } from '../configurator/after-plan';
import { useServerPrice } from './use-server-price';

// The panel (lead form, quote lines) loads once the plan shows (configurator/after-plan.ts), or when opened.
const QuotePanel = lazy(() => import('./QuotePanel').then((m) => ({ default: m.QuotePanel })));

interface QuoteCartProps {
  editor: Editor;
  estimate: PriceState;
  settings: CountingSettings;
  fromExample: number | null;
  /** The organisation of the opened example (not the platform or the brand): a lead from it is that dealer's (issue 10 §4). */
  exampleDealer?: { name: string } | null;
  onSent?(): void;
}

export function QuoteCart({ editor, estimate, settings, fromExample, exampleDealer, onSent }: QuoteCartProps) {
  const [open, setOpen] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const session = useSession();
  const brand = useBrand();
  const { token, dealer: tokenDealer } = useDealer();
  // The server prefers the dealer token over the example, and so does the name the visitor reads.
  const dealer = tokenDealer ?? (fromExample ? exampleDealer ?? null : null);
  const price = useServerPrice(editor.streams.configuration$, open || retrying);

  useEffect(() => {
    if (price.status === 'error') setRetrying(true);
    else if (price.status === 'ready') setRetrying(false);
  }, [price.status]);

  const failed = estimate.status === 'error' || price.status === 'error';
  // Once mounted it stays, so a closed panel keeps what the visitor typed.
  const planShown = usePlanShown();
  const [wanted, setWanted] = useState(false);
  useEffect(() => { if (planShown || open) setWanted(true); }, [planShown, open]);

  return (
    <>
      <CartButton label={cartLabel(!!session, realTimePrice(settings))} failed={failed} onClick={() => setOpen(true)} />
      {wanted && (
        <Suspense fallback={null}>
          <QuotePanel
            open={open} onClose={() => setOpen(false)} price={price} anonymous={!session}
            consentParty={dealer?.name ?? texts.quote.anyDealer(brand.name)}
            dealerToken={token} fromExample={fromExample}
            editor={editor} onSent={onSent}
          />
        </Suspense>
      )}
    </>
  );
}
