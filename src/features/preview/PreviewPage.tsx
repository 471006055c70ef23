/**
 * The customer's read-only quote view (spec §2 'Read-only preview'): the 2D plan and the 3D view with the
 * draggable divider, and the quote (title, number, stored lines and totals). No side drawer, no plan toolbar,
 * no cart or lead form, no leave warning, no tutorial. The top bar only with a lead parameter that is not
 * 'via-admin'. Wide screens put the quote beside the design; narrow ones stack it below, with a strip on top
 * that shows the total and jumps to the lines.
 */
import { lazy, Suspense, useMemo } from 'react';
import { useLocation } from 'wouter';
import { BREAKPOINTS } from '../../domain/constants';
import { texts } from '../../domain/texts';
import { dealerTexts } from '../../domain/dealer-texts';
import { toolState$ } from '../../plan2d';
import { Spinner } from '../../ui/Spinner';
import { to } from '../../app/routes';
import { PlanPanel } from '../configurator/PlanPanel';
import { SplitPane } from '../configurator/SplitPane';
import type { ConfiguratorSession } from '../configurator/use-configurator-session';
import { useObservable } from '../../app/use-observable';
import { useScreen } from '../configurator/use-screen';
import { NO_TOOL_STATE } from '../configurator/tool-state';
import { TopBar, topBarShape } from '../configurator/screen/TopBar';
import { showsTopBar, storedPrices } from './preview-model';
import { arExportActive, useCountingSettings } from '../visitor-quote/counting-settings';
import { QuoteStrip, QuoteSummary, type QuoteHeading } from './QuoteSummary';
import { customerQuoteDetails } from './customer-details';
import { CustomerQuoteFacts } from './CustomerQuoteFacts';
import { customerQuotePdf } from '../../api/delivery';
import { downloadAs } from '../delivery/download';
import { PdfDownloadButton } from '../delivery/PdfDownloadButton';

import { useFillHeight } from '../configurator/use-fill-height';

const View3dPanel = lazy(() => import('../configurator/view3d/View3dPanel'));
const t = texts.configurator;


/** The quote's id, organisation and secret from the route: the customer's PDF is asked for with them. */
export interface QuoteKey { id: string; organizationId: string; secret: string }

export function PreviewPage({ session, lead, quoteKey }: { session: ConfiguratorSession; lead?: string; quoteKey?: QuoteKey }) {
  const { editor, house, quote } = session;
  const screen = useScreen();
  // The quote beside the design only where both fit; phones (also in landscape) and portrait tablets stack it.
  const beside = screen.landscape && screen.width >= BREAKPOINTS.wide;
  // On wide screens the page fills the window below the site header.
  const { ref, height } = useFillHeight(420, beside);
  const [, navigate] = useLocation();
  const settings = useCountingSettings(session.organization);

  const tools$ = useMemo(() => toolState$(editor), [editor]);
  const { tool } = useObservable(tools$, NO_TOOL_STATE);
  const prices = useMemo(() => storedPrices(quote), [quote]);
  const topBar = showsTopBar(lead);
  const details = useMemo(() => customerQuoteDetails(quote), [quote]);
  const facts = details && (
    <CustomerQuoteFacts
      details={details}
      download={quoteKey && quote && (
        <PdfDownloadButton
          load={() => customerQuotePdf(quoteKey.id, quoteKey.organizationId, quoteKey.secret)} download={downloadAs} variant="primary"
          fileName={dealerTexts.delivery.pdfFileName(quote.number ?? 0, quote.title?.trim() || house.name)}
        />
      )}
    />
  );
  const heading: QuoteHeading = {
    title: quote?.title?.trim() || house.name, houseName: house.name, number: quote?.number, designCode: quote?.designCode,
  };

  const design = (
    <SplitPane
      sideBySide={screen.landscape}
      first={<PlanPanel editor={editor} tool={tool} />}
      second={(
        <Suspense fallback={<div className="flex size-full items-center justify-center bg-stone-100"><Spinner label={t.loadingLabel} /></div>}>
          <View3dPanel editor={editor} arExportActive={arExportActive(settings, quote?.status)} houseName={house.name} quote={quote} />
        </Suspense>
      )}
    />
  );

  return (
    <main id="main" ref={ref} className="flex flex-col bg-white" style={beside ? { height: height ?? '80vh' } : undefined} data-testid="preview" data-layout={beside ? 'beside' : 'stacked'}>
      {topBar && <TopBar shape={topBarShape(screen)} houseName={house.name} onBack={() => navigate(to.home())} cart={null} />}
      {beside ? (
        <div className="flex min-h-0 flex-1">
          <div className="min-h-0 min-w-0 flex-1">{design}</div>
          <aside className="w-[360px] shrink-0 overflow-y-auto border-l border-stone-200 bg-white xl:w-[400px]">
            <QuoteSummary heading={heading} prices={prices} facts={facts} />
          </aside>
        </div>
      ) : (
        <>
          <QuoteStrip heading={heading} prices={prices} showTitle={!topBar || heading.title !== house.name} />
          <div className="h-[68dvh] min-h-[320px]">{design}</div>
          <div className="border-t border-stone-200">
            <QuoteSummary heading={heading} prices={prices} facts={facts} />
          </div>
        </>
      )}
    </main>
  );
}
