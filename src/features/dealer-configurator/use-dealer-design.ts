/**
 * The dealer's configurator state around the editor (spec §2 'Customer dialog', 'Quote page and panel'; §4 'after a
 * save a 300 ms delay'): which quote the design is (none yet for a new design), the customer chosen before it
 * exists, whether the design has unsaved changes, and saving: a POST for a new design (with its customer), a PUT of
 * the design for a stored quote. 300 ms after a save the quote is read again, so the page shows the server's price.
 */
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createQuote, type DealerQuote, type QuoteWrite } from '../../api/dealer-quotes';
import { queryKeys } from '../../app/query-client';
import { TIMINGS } from '../../domain/constants';
import type { ConfiguratorSession } from '../configurator/use-configurator-session';
import { useObservable } from '../../app/use-observable';
import type { CustomerChoice } from '../customers/CustomerDialog';
import type { SaveState } from '../dealer-quotes/page/QuotePage';
import { useDealerQuote, useUpdateQuote } from '../dealer-quotes/page/use-dealer-quote';
import { copiedExample, needsCustomer } from './quote-design';

const customerFields = (choice: CustomerChoice): Pick<QuoteWrite, 'clientId' | 'companyId'> =>
  (choice.kind === 'person' ? { clientId: choice.person.id, companyId: null } : { companyId: choice.company.id, clientId: null });

export function useDealerDesign(session: ConfiguratorSession, onCreated: (quote: DealerQuote) => void, ownOrganizationId: number | null = null) {
  const { editor } = session;
  const client = useQueryClient();
  const [quoteId, setQuoteId] = useState<number | null>(session.dealerQuote?.id ?? null);
  const quoteQuery = useDealerQuote(quoteId, session.dealerQuote);
  const quote = quoteQuery.data ?? null;
  const [choice, setChoice] = useState<CustomerChoice | null>(null);
  // Saving runs after awaits and from callbacks of earlier renders: it reads what is current, not what was rendered.
  const latest = useRef({ quoteId, quote, choice });
  useEffect(() => { latest.current = { ...latest.current, quoteId, quote }; }, [quoteId, quote]);

  const configuration = useObservable(editor.streams.configuration$, editor.getConfiguration());
  const [openedDesign] = useState(() => JSON.stringify(editor.getConfiguration()));
  const [savedDesign, setSavedDesign] = useState<string | null>(() => (session.dealerQuote ? openedDesign : null));
  const current = JSON.stringify(configuration);
  /** Save is possible: a new design that is no quote yet, or changes since the last save. */
  const dirty = savedDesign === null || current !== savedDesign;
  /** Leaving would lose work: changes since the last save, or since a new design was opened. */
  const unsaved = current !== (savedDesign ?? openedDesign);

  const update = useUpdateQuote();
  const updateQuote = (id: number, body: QuoteWrite) => update.mutateAsync({ id, body });
  const create = useMutation({ mutationFn: (body: Parameters<typeof createQuote>[0]) => createQuote(body) });
  const reread = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => { if (reread.current) clearTimeout(reread.current); }, []);

  const readAgainSoon = (id: number) => {
    if (reread.current) clearTimeout(reread.current);
    reread.current = setTimeout(() => void client.invalidateQueries({ queryKey: queryKeys.quote(id) }), TIMINGS.postSaveMs);
  };

  // Saves run one after the other: a second click while the first POST runs must not make a second quote.
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const savedSnapshot = useRef(savedDesign);

  /** Saves the design: creates the quote (with the chosen customer) the first time, then updates it. */
  const save = (): Promise<DealerQuote> => {
    const run = saving.current.catch(() => undefined).then(saveNow);
    saving.current = run;
    return run;
  };

  const saveNow = async (): Promise<DealerQuote> => {
    const design = editor.getConfiguration();
    const snapshot = JSON.stringify(design);
    const now = latest.current;
    if (now.quoteId !== null && now.quote && snapshot === savedSnapshot.current) return now.quote;
    let saved: DealerQuote;
    if (now.quoteId === null) {
      saved = await create.mutateAsync({ configuration: design, ...(now.choice ? customerFields(now.choice) : {}), ...copiedExample(session, ownOrganizationId) });
      client.setQueryData(queryKeys.quote(saved.id), saved);
      void client.invalidateQueries({ queryKey: queryKeys.quotes });
      latest.current = { ...latest.current, quoteId: saved.id, quote: saved };
      setQuoteId(saved.id);
      onCreated(saved);
    } else {
      saved = await updateQuote(now.quoteId, { configuration: design });
    }
    savedSnapshot.current = snapshot;
    setSavedDesign(snapshot);
    readAgainSoon(saved.id);
    return saved;
  };

  /**
   * 'Maak voorbeeldconfiguratie': the design as an EXAMPLE without customer. A new design becomes that example;
   * a design that is a quote already stays one, and the example is a copy of it.
   */
  const saveAsExample = async (title: string): Promise<DealerQuote> => {
    const design = editor.getConfiguration();
    const example = await createQuote({ configuration: design, status: 'EXAMPLE', ...(title ? { title } : {}) });
    client.setQueryData(queryKeys.quote(example.id), example);
    void client.invalidateQueries({ queryKey: queryKeys.quotes });
    if (latest.current.quoteId === null) {
      const snapshot = JSON.stringify(design);
      latest.current = { ...latest.current, quoteId: example.id, quote: example };
      savedSnapshot.current = snapshot;
      setSavedDesign(snapshot);
      setQuoteId(example.id);
      onCreated(example);
    }
    return example;
  };

  /**
   * A change the quote page makes (reference, lines, status...): a PUT of that part; the quote must exist. Category
   * switches are part of the design: the editor takes them (so the live price follows at once) and the design is
   * saved with them.
   */
  const change = async (body: QuoteWrite): Promise<DealerQuote> => {
    const { enableCategories, ...rest } = body;
    if (enableCategories) {
      const result = editor.dispatch({ type: 'setCategoriesEnabled', categories: enableCategories });
      if (!result.ok) throw new Error(result.reason);
      const saved = await save();
      if (Object.keys(rest).length === 0) return saved;
    }
    return updateQuote(latest.current.quoteId!, rest);
  };

  const chooseCustomer = async (next: CustomerChoice) => {
    latest.current = { ...latest.current, choice: next };
    setChoice(next);
    if (latest.current.quoteId !== null) await updateQuote(latest.current.quoteId, customerFields(next));
  };

  const pending = create.isPending || update.isPending;
  const failed = create.isError || update.isError;
  const saveState: SaveState = pending ? 'saving' : failed ? 'error' : create.isSuccess || update.isSuccess ? 'saved' : 'idle';

  return {
    quoteId, quote, quoteQuery, dirty, unsaved, save, change, chooseCustomer, saveState, saveAsExample,
    needsCustomer: needsCustomer(quote, choice !== null),
    creating: create.isPending,
  };
}
export type DealerDesign = ReturnType<typeof useDealerDesign>;
