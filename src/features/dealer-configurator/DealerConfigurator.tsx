/**
 * The dealer's configurator (spec §2 'maak-ontwerp-via-offerte', 'Customer dialog', 'Quote page and panel'): the
 * visitor's configurator with the dealer's save button and cart in the top bar's cart slot, the customer dialog
 * (at the start of a new design, and from the cart while no customer is chosen), the quote panel, and the EXAMPLE
 * warning. A new design becomes a quote on its first save; the address then moves to that quote's route.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { Person } from '../../api/clients';
import type { DealerQuote } from '../../api/dealer-quotes';
import { BackOffice } from '../../app/BackOffice';
import { usePageTitle } from '../../app/page-title';
import { to } from '../../app/routes';
import { sessionFacts, useSession } from '../../app/session';
import { BRAND_ORGANIZATION_ID } from '../../domain/constants';
import { texts } from '../../domain/texts';
import { dealerTexts } from '../../domain/dealer-texts';
import { ConfiguratorPage } from '../configurator/ConfiguratorPage';
import { loadCatalog } from '../configurator/load-catalog';
import { SessionFailed, SessionLoading } from '../configurator/SessionLoading';
import { quoteFactsOf, useConfiguratorSession, type ConfiguratorSession, type SessionSource } from '../configurator/use-configurator-session';
import { CustomerDialog } from '../customers/CustomerDialog';
import { DealerQuotePanel } from '../dealer-quotes/page/DealerQuotePanel';
import { QuoteDeliveryActions } from '../delivery/QuoteDeliveryActions';
import { adoptSession } from '../configurator/adopted-sessions';
import { DealerCart, DealerSaveButton } from './DealerCart';
import { topBarShape } from '../configurator/screen/TopBar';
import { useScreen } from '../configurator/use-screen';
import { ExampleWarning } from './ExampleWarning';
import { AccountingBlock, LockedOverlay } from '../accounting/AccountingBlock';
import { lockReason } from '../accounting/accounting-state';
import { accountingKind, useAccounting } from '../accounting/use-accounting';
import { customerDialogAtStart } from './quote-design';
import { useDealerDesign } from './use-dealer-design';

interface DealerConfiguratorProps {
  source: SessionSource;
  /** The key this session is rendered under (a quote created here continues it). */
  sessionKey: string;
  secret?: string;
  freshLead?: string;
}

export default function DealerConfigurator(props: DealerConfiguratorProps) {
  return <BackOffice><DealerSessionLoader {...props} /></BackOffice>;
}

function DealerSessionLoader({ source, sessionKey, secret, freshLead }: DealerConfiguratorProps) {
  // The session stays on the source it opened with, also when the address moves to the quote it became.
  const [opened] = useState(source);
  const [start] = useState(() => ({ secret, freshLead }));
  const state = useConfiguratorSession(opened, loadCatalog, { keepWorkingDesign: opened.kind !== 'dealerQuote' });
  usePageTitle(state.status === 'ready' ? state.session.house.name : texts.configurator.title);
  if (state.status === 'loading') return <SessionLoading />;
  if (state.status === 'error') {
    return <SessionFailed message={state.message} href={to.configureViaQuote()} label={dealerTexts.quotes.title} testId="configurator-load-failed" />;
  }
  return <DealerScreen session={state.session} sessionKey={sessionKey} dialogAtStart={customerDialogAtStart(true, start.secret, start.freshLead)} />;
}

type CustomerDialogState = { mode: 'choose'; thenCart: boolean } | { mode: 'edit'; person: Person } | null;

function DealerScreen({ session, sessionKey, dialogAtStart }: { session: ConfiguratorSession; sessionKey: string; dialogAtStart: boolean }) {
  const [, navigate] = useLocation();
  const user = useSession();
  const brand = user?.organization?.id === BRAND_ORGANIZATION_ID;
  const dealerToken = user?.organization?.externalReference ?? null;
  const exampleTab = dealerToken && sessionFacts(user).dealerTokenActive;
  const onCreated = (quote: DealerQuote) => {
    adoptSession(quote.id, sessionKey);
    session.forgetWorkingDesign?.();
    navigate(to.configureViaQuoteEditor(quote.id, quote.secret, quote.organizationId), { replace: true });
  };
  const design = useDealerDesign(session, onCreated, user?.organization?.id ?? null);
  const [dialog, setDialog] = useState<CustomerDialogState>(() => (dialogAtStart && design.needsCustomer ? { mode: 'choose', thenCart: false } : null));
  const [panelOpen, setPanelOpen] = useState(false);
  // An accounting record (or one loading) makes the quote read-only (spec §2 'Order to accounting system').
  const kind = accountingKind(user?.organization?.id);
  const accounting = useAccounting(design.quoteId, kind);
  const locked = lockReason(accounting.view);
  useEffect(() => {
    session.editor.dispatch({ type: 'setEditable', editable: !locked });
  }, [locked, session.editor]);
  const orderable = !!design.quote && !['EXAMPLE', 'DELETED', 'LEAD', 'LEAD_IN_TREATMENT', 'LEAD_DELETED'].includes(design.quote.status);
  const [exampleOpen, setExampleOpen] = useState(session.dealerQuote?.status === 'EXAMPLE');
  const saveInToolbar = topBarShape(useScreen()) === 'phone';
  const onSave = () => void design.save().catch(() => undefined);
  const saving = design.saveState === 'saving';

  const openQuote = () => {
    setPanelOpen(true);
    if (design.dirty) void design.save().catch(() => undefined);
  };
  const onCart = () => {
    if (design.needsCustomer) setDialog({ mode: 'choose', thenCart: true });
    else openQuote();
  };
  const onLooseAmount = (productId: number, amount: string) => {
    const result = session.editor.dispatch({ type: 'setLooseProductAmount', productId, amount });
    if (result.ok) void design.save().catch(() => undefined);
  };

  const overlays = (
    <>
      <CustomerDialog
        open={dialog !== null} onClose={() => setDialog(null)} brand={brand}
        editing={dialog?.mode === 'edit' ? dialog.person : null}
        example={exampleTab ? {
          dealerToken, defaultTitle: session.house.name, onCreate: design.saveAsExample,
          existing: design.quote?.status === 'EXAMPLE' ? design.quote : null,
        } : null}
        onChosen={(choice) => {
          const thenCart = dialog?.mode === 'choose' && dialog.thenCart;
          void design.chooseCustomer(choice).then(() => { if (thenCart) openQuote(); });
        }}
      />
      {panelOpen && (
        <DealerQuotePanel
          quote={design.quote} failed={design.quoteQuery.isError || (!design.quote && design.saveState === 'error')}
          onRetry={() => (design.quote ? void design.quoteQuery.refetch() : void design.save().catch(() => undefined))}
          saveState={design.saveState} save={design.change} onClose={() => setPanelOpen(false)}
          onChooseCustomer={() => setDialog({ mode: 'choose', thenCart: false })}
          onEditCustomer={() => design.quote?.customer && setDialog({ mode: 'edit', person: design.quote.customer })}
          onLooseAmount={onLooseAmount} locked={locked}
          deliveryActions={design.quote && <QuoteDeliveryActions quote={design.quote} readOnly={!!locked} onSent={() => void design.quoteQuery.refetch()} />}
          accounting={kind === 'quote' && orderable ? <AccountingBlock quoteId={design.quoteId} view={accounting.view} place={accounting.place} /> : null}
        />
      )}
      {locked && !panelOpen && <LockedOverlay reason={locked} />}
      <ExampleWarning open={exampleOpen} onBack={() => navigate(to.home())} onContinue={() => setExampleOpen(false)} />
    </>
  );
  return (
    <ConfiguratorPage
      session={session} quoteFacts={design.quote ? quoteFactsOf(design.quote) : undefined} overlays={overlays} unsaved={design.unsaved && !design.creating}
      toolbarActions={saveInToolbar ? <DealerSaveButton dirty={design.dirty} saving={saving} onSave={onSave} place="toolbar" /> : undefined}
      cart={(
        <DealerCart
          dirty={design.dirty} saving={saving} failed={design.saveState === 'error'} onSave={onSave} onCart={onCart} withSave={!saveInToolbar}
        />
      )}
    />
  );
}
