/**
 * The cart of the configurator: the button with the spec's label and red failure state, and the overlay panel
 * it opens. Whose settings count (ARCHITECTURE §3 reading 11): the opened quote's organisation, else the
 * dealer token's, else the brand's.
 */
import { useState } from 'react';
import { organizationSetting } from '../../api/auth';
import type { PublicOrganization } from '../../api/organizations';
import { useBrand, useVisitorSettings } from '../../app/brand';
import { useSession } from '../../app/session';
import { texts } from '../../domain/texts';
import type { Editor, PriceState } from '../../editor';
import { useDealer } from '../dealer/dealer-store';
import { CartButton } from './CartButton';
import { cartLabel } from './cart-label';
import { QuotePanel } from './QuotePanel';
import { useServerPrice } from './use-server-price';

interface QuoteCartProps {
  editor: Editor;
  estimate: PriceState;
  quoteOrganization: PublicOrganization | null;
  fromExample: number | null;
  onSent?(): void;
}

export function QuoteCart({ editor, estimate, quoteOrganization, fromExample, onSent }: QuoteCartProps) {
  const [open, setOpen] = useState(false);
  const session = useSession();
  const brand = useBrand();
  const visitorSettings = useVisitorSettings();
  const { token, dealer } = useDealer();
  const price = useServerPrice(editor.streams.configuration$, open);

  const settingsOrg = quoteOrganization ?? dealer;
  const realTimePrice = settingsOrg ? organizationSetting(settingsOrg, 'realTimePrice') : visitorSettings.realTimePrice;
  const failed = estimate.status === 'error' || (open && price.status === 'error');

  return (
    <>
      <CartButton label={cartLabel(!!session, realTimePrice)} failed={failed} onClick={() => setOpen(true)} />
      <QuotePanel
        open={open} onClose={() => setOpen(false)} price={price} anonymous={!session}
        consentParty={dealer?.name ?? texts.quote.anyDealer(brand.name)}
        dealerToken={token} dealerName={dealer?.name ?? null} fromExample={fromExample}
        getConfiguration={() => editor.getConfiguration()} onSent={onSent}
      />
    </>
  );
}
