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
import { useObservable } from '../configurator/use-observable';
import type { CustomerChoice } from '../customers/CustomerDialog';
import type { SaveState } from '../quotes/page/QuotePage';
import { useDealerQuote, useUpdateQuote } from '../quotes/page/use-dealer-quote';
import { designForQuote, needsCustomer } from './quote-design';

const customerFields = (choice: CustomerChoice): Pick<QuoteWrite, 'clientId' | 'companyId'> =>
  (choice.kind === 'person' ? { clientId: choice.person.id, companyId: null } : { companyId: choice.company.id, clientId: null });

export function useDealerDesign(session: ConfiguratorSession, onCreated: (quote: DealerQuote) => void) {
  const { editor } = session;
  const client = useQueryClient();
  const [quoteId, setQuoteId] = useState<number | null>(session.dealerQuote?.id ?? null);
  const quoteQuery = useDealerQuote(quoteId, session.dealerQuote);
  const quote = quoteQuery.data ?? null;
  const [choice, setChoice] = useState<CustomerChoice | null>(null);

  const configuration = useObservable(editor.streams.configuration$, editor.getConfiguration());
  const [savedDesign, setSavedDesign] = useState<string | null>(() => (session.dealerQuote ? JSON.stringify(editor.getConfiguration()) : null));
  const dirty = savedDesign === null || JSON.stringify(configuration) !== savedDesign;

  const update = useUpdateQuote(quoteId);
  const create = useMutation({ mutationFn: (body: Parameters<typeof createQuote>[0]) => createQuote(body) });
  const reread = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => { if (reread.current) clearTimeout(reread.current); }, []);

  const readAgainSoon = (id: number) => {
    if (reread.current) clearTimeout(reread.current);
    reread.current = setTimeout(() => void client.invalidateQueries({ queryKey: queryKeys.quote(id) }), TIMINGS.postSaveMs);
  };

  /** Saves the design: creates the quote (with the chosen customer) the first time, then updates it. */
  const save = async (): Promise<DealerQuote> => {
    const design = editor.getConfiguration();
    const snapshot = JSON.stringify(design);
    let saved: DealerQuote;
    if (quoteId === null) {
      saved = await create.mutateAsync({ configuration: design, ...(choice ? customerFields(choice) : {}) });
      client.setQueryData(queryKeys.quote(saved.id), saved);
      void client.invalidateQueries({ queryKey: queryKeys.quotes });
      setQuoteId(saved.id);
      onCreated(saved);
    } else {
      saved = await update.mutateAsync({ configuration: designForQuote(design, quote) });
    }
    setSavedDesign(snapshot);
    readAgainSoon(saved.id);
    return saved;
  };

  /** A change the quote page makes (reference, lines, status...): a PUT of that part; the quote must exist. */
  const change = (body: QuoteWrite) => update.mutateAsync(body);

  const chooseCustomer = async (next: CustomerChoice) => {
    setChoice(next);
    if (quoteId !== null) await update.mutateAsync(customerFields(next));
  };

  const pending = create.isPending || update.isPending;
  const failed = create.isError || update.isError;
  const saveState: SaveState = pending ? 'saving' : failed ? 'error' : create.isSuccess || update.isSuccess ? 'saved' : 'idle';

  return {
    quoteId, quote, quoteQuery, dirty, save, change, chooseCustomer, saveState,
    needsCustomer: needsCustomer(quote, choice !== null),
    creating: create.isPending,
  };
}
export type DealerDesign = ReturnType<typeof useDealerDesign>;
