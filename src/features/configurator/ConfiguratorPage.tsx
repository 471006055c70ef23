/**
 * The configurator screen (spec §2): the plan toolbar with the live price estimate, the side drawer with the
 * product menu (250 px, 340 on mobile; persistent in landscape, temporary in portrait) and the 2D plan and 3D
 * view with a draggable divider (vertical on wide screens, horizontal in portrait).
 */
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { combineLatest, map } from 'rxjs';
import { DRAWER_WIDTH, DRAWER_WIDTH_MOBILE } from '../../domain/constants';
import { texts } from '../../domain/texts';
import type { PriceState } from '../../editor';
import { resolveTool } from '../../plan2d';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { HouseInfoDialog } from './HouseInfoDialog';
import { useFillHeight } from './use-fill-height';
import { looseProductAdded } from './loose-product-added';
import { showToast } from '../../ui/Toast';
import { menuSections } from './menu-model';
import { PlanPanel } from './PlanPanel';
import { PlanToolbar } from './PlanToolbar';
import { ProductMenu } from './ProductMenu';
import { SplitPane } from './SplitPane';
import type { ConfiguratorSession } from './use-configurator-session';
import { useObservable } from './use-observable';
import { useScreen } from './use-screen';
import { useVisitorSettings } from '../../app/brand';
import { useSession } from '../../app/session';
import { to } from '../../app/routes';
import { QuoteCart } from '../quote/QuoteCart';
import { TopBar } from '../quote/screen/TopBar';
import { hasSeenWizard, Tutorial } from '../quote/screen/Tutorial';
import { useLeaveGuard } from '../quote/screen/LeaveGuard';
import { hasMadeToMeasureWall, MadeToMeasureNotice } from '../quote/screen/MadeToMeasureNotice';
import { clearWorkingDesign } from '../quote/screen/working-design';
import { DealerShareButton } from '../dealer/DealerShareButton';
import { sourceKey } from './use-configurator-session';

const View3dPanel = lazy(() => import('./view3d/View3dPanel'));
const t = texts.configurator;


interface ConfiguratorPageProps {
  session: ConfiguratorSession;
  /** Replaces the visitor's cart in the top bar (the dealer's save button and quote cart). */
  cart?: ReactNode;
  /** Dialogs and panels of the page's owner (the dealer's customer dialog and quote panel). */
  overlays?: ReactNode;
  /** The owner's design has changes it has not saved (the dealer's): leaving asks first, as for a visitor. */
  unsaved?: boolean;
}

export function ConfiguratorPage({ session, cart, overlays, unsaved = false }: ConfiguratorPageProps) {
  const { editor, tools, catalog, house } = session;
  const screen = useScreen();
  const persistent = screen.landscape;
  const [menuOpen, setMenuOpen] = useState(persistent && screen.wide);
  const [resetOpen, setResetOpen] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const { ref, height } = useFillHeight(360);
  const visitorSettings = useVisitorSettings();

  const configuration = useObservable(editor.streams.configuration$, editor.getConfiguration());
  const history = useObservable(editor.streams.history$, editor.streams.history$.value);
  const price = useObservable<PriceState>(editor.streams.price$, { status: 'calculating' });
  const toolState$ = useMemo(() => combineLatest([editor.streams.selection$, tools.brushColor$]).pipe(
    map(([selection, brushColor]) => ({ selection, brushColor, tool: resolveTool(editor, selection, brushColor) })),
  ), [editor, tools]);
  const { selection, brushColor, tool } = useObservable(toolState$, { selection: { productId: null, deleteColor: false, entity: null }, brushColor: null, tool: { kind: 'none' } as const });
  const sections = useMemo(() => menuSections(catalog, house), [catalog, house]);
  // Issue 6: top bar, tutorial, cart, 'op maat' notice and the anonymous leave warning.
  const loggedIn = !!useSession();
  const [tutorialOpen, setTutorialOpen] = useState(() => !hasSeenWizard());
  const [initialDesign] = useState(() => JSON.stringify(editor.getConfiguration()));
  const changed = JSON.stringify(configuration) !== initialDesign;
  const [sent, setSent] = useState(false);
  const guard = useLeaveGuard((!loggedIn && changed && !sent) || unsaved, () => clearWorkingDesign(sourceKey(session.source)));

  useEffect(() => { if (persistent && screen.wide) setMenuOpen(true); }, [persistent, screen.wide]);
  useEffect(() => {
    const subscription = looseProductAdded(editor.streams.configuration$).subscribe(() => showToast(texts.editor.looseProductAdded));
    return () => subscription.unsubscribe();
  }, [editor]);

  const drawerWidth = screen.mobile ? DRAWER_WIDTH_MOBILE : DRAWER_WIDTH;
  const drawer = (
    <aside
      id="product-drawer"
      aria-label={t.productMenu}
      className={`flex shrink-0 flex-col overflow-y-auto border-r border-stone-200 bg-stone-50 ${persistent ? '' : 'fixed inset-y-0 left-0 z-40 max-w-[90vw] shadow-2xl'}`}
      style={{ width: drawerWidth }}
    >
      {!persistent && (
        <div className="flex items-center justify-between border-b border-stone-200 bg-white px-3 py-1">
          <span className="font-semibold text-forest-900">{t.productMenu}</span>
          <Button variant="ghost" size="sm" onClick={() => setMenuOpen(false)}>{t.close}</Button>
        </div>
      )}
      <ProductMenu
        sections={sections} editor={editor} tools={tools} configuration={configuration} selection={selection}
        brushColor={brushColor} onChosen={() => { if (!persistent) setMenuOpen(false); }}
      />
    </aside>
  );

  return (
    <main id="main" ref={ref} className="flex flex-col overflow-hidden bg-white" style={{ height: height ?? '80vh' }} data-testid="configurator">
      <h1 className="sr-only" data-testid="configurator-house-name">{house.name}</h1>
      <TopBar
        houseName={house.name} onBack={() => guard.leave(to.home())} onTutorial={() => setTutorialOpen(true)}
        cart={cart ?? <QuoteCart editor={editor} estimate={price} quoteOrganization={session.organization} fromExample={session.fromExample} onSent={() => setSent(true)} />}
      />
      <PlanToolbar
        menuOpen={menuOpen} onMenu={() => setMenuOpen((o) => !o)}
        canUndo={history.canUndo} canRedo={history.canRedo} onUndo={() => editor.undo()} onRedo={() => editor.redo()}
        onReset={() => setResetOpen(true)} onInfo={() => setInfoOpen(true)} price={price}
      />
      {hasMadeToMeasureWall(configuration, catalog) && <MadeToMeasureNotice />}
      <div className="flex min-h-0 flex-1">
        {menuOpen && persistent && drawer}
        {menuOpen && !persistent && (
          <>
            <div className="fixed inset-0 z-30 bg-stone-900/40" aria-hidden="true" onClick={() => setMenuOpen(false)} />
            {drawer}
          </>
        )}
        <div className="min-h-0 min-w-0 flex-1">
          <SplitPane
            sideBySide={screen.landscape}
            first={<PlanPanel editor={editor} tools={tools} selection={selection} tool={tool} />}
            second={(
              <Suspense fallback={<div className="flex size-full items-center justify-center bg-stone-100"><Spinner label={t.loadingLabel} /></div>}>
                <View3dPanel editor={editor} arExportActive={visitorSettings.exportGlbActive === 'true'} houseName={house.name} />
              </Suspense>
            )}
          />
        </div>
      </div>
      {tutorialOpen && <Tutorial onClose={() => setTutorialOpen(false)} />}
      {guard.dialog}
      {overlays}
      <DealerShareButton />
      <HouseInfoDialog house={house} open={infoOpen} onClose={() => setInfoOpen(false)} />
      <Dialog
        open={resetOpen} onClose={() => setResetOpen(false)} title={t.reset}
        actions={(
          <>
            <Button variant="secondary" onClick={() => setResetOpen(false)}>{t.cancel}</Button>
            <Button onClick={() => { editor.dispatch({ type: 'reset' }); setResetOpen(false); }}>{t.resetYes}</Button>
          </>
        )}
      >
        <p>{t.resetConfirm}</p>
      </Dialog>
    </main>
  );
}
