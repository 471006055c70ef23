/**
 * The configurator screen (spec §2): its own header (the top bar, with the cart on the right), the plan toolbar
 * with the live price estimate, the side drawer with the product menu (250 px, 340 on mobile; persistent in
 * landscape, temporary in portrait) and the 2D plan and 3D view with a draggable divider (vertical on wide
 * screens, horizontal in portrait). On a phone the top bar and the toolbar take two rows (one in landscape), so
 * the plan and the 3D view keep most of the screen.
 */
import { BRAND_ORGANIZATION_ID } from '../../domain/constants';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DRAWER_WIDTH, DRAWER_WIDTH_MOBILE } from '../../domain/constants';
import { texts } from '../../domain/texts';
import type { PriceState } from '../../editor';
import { toolState$ } from '../../plan2d';
import { NO_TOOL_STATE } from './tool-state';
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
import { SplitPane } from './SplitPane';
import type { ConfiguratorSession, QuoteFacts } from './use-configurator-session';
import { useObservable } from '../../app/use-observable';
import { useScreen } from './use-screen';
import { useSession } from '../../app/session';
import { useHideSiteFooter } from '../../app/shell/site-chrome';
import { to } from '../../app/routes';
import { QuoteCart } from '../visitor-quote/QuoteCart';
import { TopBar, topBarShape } from './screen/TopBar';
import { hasSeenWizard } from './screen/wizard-seen';
import { PlanShownContext } from './after-plan';
import { useLeaveGuard } from './screen/LeaveGuard';
import { hasMadeToMeasureWall, MadeToMeasureNotice } from './screen/MadeToMeasureNotice';
import { clearWorkingDesign } from './screen/working-design';
import { DealerBadge } from '../dealer/DealerBadge';
import { arExportActive, realTimePrice, useCountingSettings } from '../visitor-quote/counting-settings';
import { sourceKey } from './use-configurator-session';

const loadView3dPanel = () => import('./view3d/View3dPanel');
const prepareView3d = () => { void import('../../view3d/prepare-ahead').then((m) => m.prepareView3dAhead()).catch(() => undefined); };
const View3dPanel = lazy(loadView3dPanel);
// Not needed before the plan shows (after-plan.ts): the menu's code (with Headless UI) loads after the 3D view's.
const ProductMenu = lazy(() => import('./ProductMenu').then((m) => ({ default: m.ProductMenu })));
const Tutorial = lazy(() => import('./screen/Tutorial').then((m) => ({ default: m.Tutorial })));
/**
 * The 3D view is built after the plan drew its first frame: building the 3D model of a large design and
 * compiling its shaders would otherwise delay the plan (the open-time budget is the plan's first frame). Its
 * code loads then too: fetched ahead, three.js and the 3D view's modules arrived and ran while the plan was
 * being built, and opening a saved 3,000-item design put the plan on screen ~200 ms later (and the 3D view
 * ~500 ms later; bench/open-waterfall.ts, six opens each way). Should the plan never draw (no WebGL), the 3D
 * view starts after this long, ms.
 */
const VIEW3D_FALLBACK_MS = 4000;
const t = texts.configurator;

interface ConfiguratorPageProps {
  session: ConfiguratorSession;
  /** Replaces the visitor's cart in the top bar's cart slot (the dealer's save button and quote cart). */
  cart?: ReactNode;
  /** Dialogs and panels of the page's owner (the dealer's customer dialog and quote panel). */
  overlays?: ReactNode;
  /** The owner's design has changes it has not saved (the dealer's): leaving asks first, as for a visitor. */
  unsaved?: boolean;
  /** The owner's design actions in the plan toolbar (the dealer's save button where the top bar has no room). */
  toolbarActions?: ReactNode;
  /** The quote the design is now (the dealer's, once saved), when it differs from the one it was opened from. */
  quoteFacts?: QuoteFacts | null;
}

export function ConfiguratorPage({ session, cart, overlays, unsaved = false, toolbarActions, quoteFacts: current }: ConfiguratorPageProps) {
  const { editor, catalog, house } = session;
  const quoteFacts = current ?? session.quoteFacts;
  const screen = useScreen();
  const persistent = screen.landscape;
  const [menuOpen, setMenuOpen] = useState(persistent && screen.wide);
  const [resetOpen, setResetOpen] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const { ref, height } = useFillHeight(320);
  const settings = useCountingSettings(session.organization);
  const shape = topBarShape(screen);
  // The screen fills the window like an app: no footer below it to scroll to (the top bar hides the header).
  useHideSiteFooter();

  const configuration = useObservable(editor.streams.configuration$, editor.getConfiguration());
  const history = useObservable(editor.streams.history$, editor.streams.history$.value);
  const price = useObservable<PriceState>(editor.streams.price$, { status: 'calculating' });
  const tools$ = useMemo(() => toolState$(editor), [editor]);
  const { selection, tool } = useObservable(tools$, NO_TOOL_STATE);
  const sections = useMemo(() => menuSections(catalog, house), [catalog, house]);
  // Issue 6: top bar, tutorial, cart, 'op maat' notice and the anonymous leave warning.
  const loggedIn = !!useSession();
  const [tutorialOpen, setTutorialOpen] = useState(() => !hasSeenWizard());
  const [initialDesign] = useState(() => JSON.stringify(editor.getConfiguration()));
  const changed = JSON.stringify(configuration) !== initialDesign;
  const [sent, setSent] = useState(false);
  const guard = useLeaveGuard((!loggedIn && changed && !sent) || unsaved, () => clearWorkingDesign(sourceKey(session.source)));

  const [planDrawn, setPlanDrawn] = useState(false);
  // Called as the plan's first render call ends. The 3D view's code is requested there and then, as the plan's
  // gestures are (plan-view.ts), not from the effect below: that effect runs after React's next commit, which on
  // the phone's shared link came 75-116 ms after the render call with 1 item and 580 ms with 3,000 (after the
  // frame was on screen; bench/open-waterfall.ts, BENCH_MOBILE=1, loaded machine), and three.js's ~145 KB then
  // take the 1.6 Mbit/s line ~0.75 s. Still after the render call: not among what the plan waits for.
  const onPlanFirstFrame = useCallback(() => {
    void loadView3dPanel().catch(() => undefined);
    prepareView3d();
    setPlanDrawn(true);
  }, []);
  useEffect(() => {
    const timer = window.setTimeout(() => setPlanDrawn(true), VIEW3D_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // The compute worker (the live estimate) starts after the plan's first frame: its script is not among the
  // JavaScript the plan waits for (ARCHITECTURE §8).
  useEffect(() => { if (planDrawn) session.startCompute?.(); }, [planDrawn, session]);
  // The 3D view's textures and then its WebGL context are made in slices while its code (three.js) loads
  // (view3d/prepare-ahead.ts): requested with that code at the plan's render call (a second call shares the run),
  // not after React's next commit, which came after the plan's frame was on screen.
  useEffect(() => { if (planDrawn) prepareView3d(); }, [planDrawn]);
  // The deferred UI (product menu, quote panel, help menu, tutorial: after-plan.ts) is requested once the 3D view's
  // code has arrived, not with it: on a slow connection its chunks shared the line with three.js's and the shared
  // link's 3D view came ~2.5 s later (bench:cold-open). Loaded or failed, the UI follows.
  const [uiAfterPlan, setUiAfterPlan] = useState(false);
  useEffect(() => {
    if (!planDrawn) return;
    let live = true;
    void loadView3dPanel().catch(() => undefined).finally(() => { if (live) setUiAfterPlan(true); });
    return () => { live = false; };
  }, [planDrawn]);

  useEffect(() => { if (persistent && screen.wide) setMenuOpen(true); }, [persistent, screen.wide]);
  useEffect(() => {
    const subscription = looseProductAdded(editor.streams.configuration$).subscribe(() => showToast(texts.editor.looseProductAdded));
    return () => subscription.unsubscribe();
  }, [editor]);

  const view3dLoading = <div className="flex size-full items-center justify-center bg-stone-100"><Spinner label={t.loadingLabel} /></div>;

  const toolbar = (inline: boolean) => (
    <PlanToolbar
      inline={inline} menuOpen={menuOpen} onMenu={() => setMenuOpen((o) => !o)}
      canUndo={history.canUndo} canRedo={history.canRedo} onUndo={() => editor.undo()} onRedo={() => editor.redo()}
      onReset={() => setResetOpen(true)} onInfo={() => setInfoOpen(true)} price={price} showPrice={realTimePrice(settings)}
      actions={toolbarActions}
    />
  );

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
          <Button variant="ghost" size="sm" onClick={() => setMenuOpen(false)} aria-label={t.closeMenu}>{t.close}</Button>
        </div>
      )}
      {uiAfterPlan ? (
        <Suspense fallback={<Spinner label={t.loadingLabel} />}>
          <ProductMenu
            sections={sections} editor={editor} configuration={configuration} selection={selection}
            onChosen={() => { if (!persistent) setMenuOpen(false); }}
          />
        </Suspense>
      ) : <Spinner label={t.loadingLabel} />}
    </aside>
  );

  return (
    <PlanShownContext.Provider value={uiAfterPlan}>
    <main id="main" ref={ref} className="flex flex-col overflow-hidden bg-white" style={{ height: height ?? '80vh' }} data-testid="configurator">
      <h1 className="sr-only" data-testid="configurator-house-name">{house.name}</h1>
      <TopBar
        shape={shape} houseName={house.name} onBack={() => guard.leave(to.home())} onTutorial={() => setTutorialOpen(true)}
        tools={shape === 'compact' ? toolbar(true) : undefined}
        cart={cart ?? <QuoteCart editor={editor} estimate={price} settings={settings} fromExample={session.fromExample} exampleDealer={session.organization && session.organization.id > BRAND_ORGANIZATION_ID ? session.organization : null} onSent={() => setSent(true)} />}
      />
      {shape !== 'compact' && toolbar(false)}
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
            first={(
              <>
                <PlanPanel editor={editor} tool={tool} onFirstFrame={onPlanFirstFrame} gesturesAfter={loadView3dPanel} />
                {/* Where the top bar has no room for the dealer's badge, it stands in the plan's free corner. */}
                {shape !== 'wide' && <DealerBadge className={`absolute left-2 z-10 ${selection.entity !== null ? 'bottom-16' : 'bottom-2'}`} />}
              </>
            )}
            second={(
              <Suspense fallback={view3dLoading}>
                {planDrawn ? <View3dPanel editor={editor} arExportActive={arExportActive(settings, quoteFacts?.status)} houseName={house.name} quote={quoteFacts} /> : view3dLoading}
              </Suspense>
            )}
          />
        </div>
      </div>
      {tutorialOpen && uiAfterPlan && <Suspense fallback={null}><Tutorial onClose={() => setTutorialOpen(false)} /></Suspense>}
      {guard.dialog}
      {overlays}
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
    </PlanShownContext.Provider>
  );
}
