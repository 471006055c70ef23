/**
 * One configurator session: loads the catalogue, connects the compute worker (Comlink) so price$ is computed off
 * the main thread, creates the editor, chooses the house and installs the read-only test hook. Everything is
 * disposed when the page unmounts or the source changes.
 *
 * Sources (spec §2, ARCHITECTURE §3 reading 10): a chosen house; saved work opened with id + organisation +
 * secret (GET /quote/unauthorized/...); or a 5-digit design code, which opens a copy of the design only. The
 * working design is kept in localStorage per source and restored on reload.
 *
 * A read-only session (the customer's quote view, spec §2 'Read-only preview') loads the same way but neither
 * restores nor writes the working design, and switches the editor to not editable, so every edit is rejected.
 */
import { useEffect, useState } from 'react';
import { debounceTime, skip } from 'rxjs';
import { fetchDesignByCode, fetchQuoteWithSecret, type SavedQuote } from '../../api/quotes';
import type { DealerQuote } from '../../api/dealer-quotes';
import { recordExampleView } from '../../api/example-views';
import { publicOrganizationSchema, type PublicOrganization } from '../../api/organizations';
import type { Catalog, HouseSpec, Product } from '../../domain/catalog';
import { configurationSchema, type ConfigurationInput } from '../../domain/configuration';
import { texts } from '../../domain/texts';
import { createEditor, type Editor } from '../../editor';
import { connectComputeWorker } from '../../app/compute-client';
import { createComputeWorker } from '../../app/compute-worker';
import { installConfiguratorHook } from './test-hook';
import { preparePlan } from './plan-preload';
import { quoteFactsOf, type QuoteFacts } from './quote-facts';

export { quoteFactsOf, type QuoteFacts };
import { clearWorkingDesign, readWorkingDesign, writeWorkingDesign } from './screen/working-design';

export type SessionSource =
  | { kind: 'house'; houseId: number }
  | { kind: 'quote'; id: string; organizationId: string; secret: string }
  | { kind: 'code'; code: string }
  /** A logged-in dealer's quote (GET /quote/{id}, in the caller's reach). */
  | { kind: 'dealerQuote'; id: number };

export interface ConfiguratorSession {
  editor: Editor;
  catalog: Catalog;
  house: Product & { house: HouseSpec };
  source: SessionSource;
  /** The opened quote's organisation (its settings count for the visitor), when saved work was opened. */
  organization: PublicOrganization | null;
  /** Set when the opened quote is an EXAMPLE: a lead from it records `fromExample` (spec §4). */
  fromExample: number | null;
  /** The opened quote's facts, whatever the source (null for a new design or a plain design code). */
  quoteFacts: QuoteFacts | null;
  /** The opened quote as the server answered it (lines, totals, number, title), when saved work was opened. */
  quote?: SavedQuote | null;
  /** True for a read-only session: the editor rejects every edit. */
  readOnly?: boolean;
  /** The dealer's quote as GET /quote/{id} answered it (a dealerQuote source). */
  dealerQuote?: DealerQuote | null;
  /** Stops keeping the working design locally and removes it (a new design became a stored quote). */
  forgetWorkingDesign?: () => void;
  /** Starts the compute worker (the live price estimate): the page calls it after the plan's first frame. */
  startCompute?: () => void;
}

export interface SessionOptions {
  /** Open without editing: no working design restored or written, and the editor set to not editable. */
  readOnly?: boolean;
  /**
   * Keep the working design in local storage (default: yes, except read-only). A dealer's stored quote is the
   * server's: it opens as stored and is not kept locally.
   */
  keepWorkingDesign?: boolean;
}

export type SessionState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; session: ConfiguratorSession };

export const sourceKey = (source: SessionSource): string =>
  source.kind === 'house' ? `house:${source.houseId}` : source.kind === 'quote' ? `quote:${source.id}`
    : source.kind === 'dealerQuote' ? `dealer-quote:${source.id}` : `code:${source.code}`;

/**
 * The opened design as the server sent it: `editor.load` validates it (configurationSchema), once. Parsing it
 * here as well cost a second pass over every item of a large design (~20 ms for 3,000 items, cold) on the way
 * to the plan's first frame; here only the house is read, to find it in the catalogue.
 */
type OpenedConfiguration = Record<string, unknown>;

const houseIdOf = (configuration: OpenedConfiguration): number => configurationSchema.shape.selectedHouse.parse(configuration.selectedHouse);

interface Opened {
  configuration: OpenedConfiguration | null; houseId: number; organization: PublicOrganization | null; fromExample: number | null;
  quote: SavedQuote | null; dealerQuote?: DealerQuote; quoteFacts: QuoteFacts | null;
}

async function open(source: SessionSource, signal: AbortSignal): Promise<Opened> {
  if (source.kind === 'house') return { configuration: null, houseId: source.houseId, organization: null, fromExample: null, quote: null, quoteFacts: null };
  if (source.kind === 'quote') {
    const quote = await fetchQuoteWithSecret(source.id, source.organizationId, source.secret, signal);
    const configuration = quote.configuration;
    const quoteFacts = quoteFactsOf({ ...quote, organizationId: quote.organizationId ?? quote.organization?.id ?? null, fromExample: null });
    return {
      configuration, houseId: houseIdOf(configuration), organization: quote.organization ?? null,
      fromExample: quote.status === 'EXAMPLE' ? quote.id : null, quote, quoteFacts,
    };
  }
  if (source.kind === 'dealerQuote') {
    // Only a dealer opens a quote by its id: the visitor's configurator does not load the dealer's quote API.
    const { fetchQuote } = await import('../../api/dealer-quotes');
    const quote = await fetchQuote(source.id, signal);
    // None stored fails the open, as its parse did.
    const configuration = quote.configuration ?? {};
    const organization = quote.organization ? publicOrganizationSchema.parse(quote.organization) : null;
    return {
      configuration, houseId: houseIdOf(configuration), organization, fromExample: quote.status === 'EXAMPLE' ? quote.id : null, quote: null,
      dealerQuote: quote, quoteFacts: quoteFactsOf(quote),
    };
  }
  const design = await fetchDesignByCode(source.code, signal);
  const configuration = design.configuration;
  // An example opened by its code keeps fromExample and its organisation (issue 10 §4).
  const exampleId = design.exampleId ?? null;
  const quoteFacts = exampleId === null ? null : {
    id: exampleId, number: null, title: design.title ?? null, status: 'EXAMPLE', organizationId: design.organization?.id ?? null, fromExample: exampleId,
  };
  return { configuration, houseId: houseIdOf(configuration), organization: design.organization ?? null, fromExample: exampleId, quote: null, quoteFacts };
}

export function useConfiguratorSession(
  source: SessionSource, load: (signal: AbortSignal) => Promise<Catalog>, options: SessionOptions = {},
): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const key = sourceKey(source);
  const readOnly = options.readOnly === true;
  const keepLocal = !readOnly && options.keepWorkingDesign !== false;
  useEffect(() => {
    const controller = new AbortController();
    let dispose: (() => void) | null = null;
    let stage: 'catalog' | 'quote' = 'quote';
    setState({ status: 'loading' });
    preparePlan();
    (async () => {
      const [catalog, opened] = await Promise.all([
        load(controller.signal).catch((error: unknown) => { stage = 'catalog'; throw error; }),
        open(source, controller.signal),
      ]);
      stage = 'catalog';
      performance.mark('open:fetched');
      const house = catalog.products.find((p) => p.id === opened.houseId);
      if (!house || house.productType !== 'house' || !house.house) throw new Error('house not found');
      if (controller.signal.aborted) return;
      // The worker is made when the page calls `startCompute` (after the plan's first frame): its script is not
      // among what the plan waits for; the first estimate waits for it. A read-only view shows the stored quote's
      // prices, so it needs no live estimate and starts no worker.
      const compute = readOnly ? null : connectComputeWorker(createComputeWorker, catalog);
      const editor = createEditor({ catalog, compute: compute ?? undefined });
      const result = editor.dispatch({ type: 'selectHouse', houseId: opened.houseId });
      if (!result.ok) throw new Error(result.reason);
      if (opened.configuration) {
        stage = 'quote';
        // Validated by load; a design that does not parse fails the open as before.
        editor.load(opened.configuration as ConfigurationInput);
      }
      // A read-only view shows the design exactly as stored: no local working copy in or out.
      if (keepLocal) restoreWorkingDesign(editor, key, opened.houseId);
      editor.clearHistory();
      if (readOnly) editor.dispatch({ type: 'setEditable', editable: false });
      let keep = !keepLocal ? null
        // Not the design as opened (the server's, or the stored copy just restored): only what the visitor changed.
        // Written back unchanged it cost a 290 KB stringify and storage write at 3,000 items, at about the plan's
        // first frame.
        : editor.streams.configuration$.pipe(skip(1), debounceTime(200)).subscribe((configuration) => writeWorkingDesign(key, configuration));
      const forgetWorkingDesign = () => { keep?.unsubscribe(); keep = null; clearWorkingDesign(key); };
      const uninstall = installConfiguratorHook(editor, { keepsWorkingDesign: keep !== null });
      dispose = () => { keep?.unsubscribe(); uninstall(); editor.dispose(); compute?.dispose(); };
      performance.mark('open:session');
      // A visitor's open of an example is a view (Inzicht); a dealer opening one in the back office is not.
      if (opened.fromExample !== null && (source.kind === 'code' || source.kind === 'quote')) recordExampleView(opened.fromExample);
      setState({
        status: 'ready',
        session: {
          editor, catalog, house: house as Product & { house: HouseSpec }, source, organization: opened.organization,
          fromExample: opened.fromExample, quoteFacts: opened.quoteFacts, quote: opened.quote, readOnly, dealerQuote: opened.dealerQuote ?? null,
          forgetWorkingDesign, startCompute: () => compute?.start(),
        },
      });
    })().catch(() => {
      if (controller.signal.aborted) return;
      const message = stage === 'catalog' ? texts.configurator.productLoadFailed : texts.configurator.quoteLoadFailed;
      setState({ status: 'error', message });
    });
    return () => { controller.abort(); dispose?.(); };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the source is identified by its key; `load` is a module function
  }, [key, readOnly, keepLocal]);
  return state;
}

/** A stored working design of the same source replaces the freshly opened one; a broken one is ignored. */
function restoreWorkingDesign(editor: Editor, key: string, houseId: number): void {
  const stored = readWorkingDesign(key);
  if (!stored || stored.selectedHouse !== houseId) return;
  try {
    editor.load(stored);
  } catch {
    // A design from an older catalogue: keep what was opened.
  }
}
