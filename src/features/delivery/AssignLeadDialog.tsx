/**
 * 'Toewijzen aan dealer' (issue 10 §4): the brand chooses a dealer for one of its leads. The server moves the
 * lead (with the dealer's next number) and mails the dealer and the visitor; the lists are read again after.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { assignLead, fetchDealers } from '../../api/delivery';
import type { DealerQuote } from '../../api/dealer-quotes';
import { queryKeys } from '../../app/query-client';
import { dealerTexts } from '../../domain/dealer-texts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { leadRowTitle } from '../dealer-quotes/quote-row';

const t = dealerTexts.delivery.assign;

export function AssignLeadDialog({ lead, onClose }: { lead: DealerQuote | null; onClose(): void }) {
  const client = useQueryClient();
  const dealers = useQuery({ queryKey: ['organization', 'dealers'], queryFn: ({ signal }) => fetchDealers(signal), enabled: !!lead });
  const [chosen, setChosen] = useState('');
  const assign = useMutation({
    mutationFn: ({ id, organizationId }: { id: number; organizationId: number }) => assignLead(id, organizationId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.quotes });
      setChosen('');
      onClose();
    },
  });
  const close = () => { if (!assign.isPending) { assign.reset(); setChosen(''); onClose(); } };
  return (
    <Dialog
      open={!!lead} onClose={close} title={t.title} maxWidth="max-w-lg"
      actions={(
        <>
          <Button variant="secondary" onClick={close} disabled={assign.isPending}>{dealerTexts.delivery.cancel}</Button>
          <Button
            onClick={() => lead && chosen && assign.mutate({ id: lead.id, organizationId: Number(chosen) })}
            disabled={!chosen || assign.isPending} data-testid="assign-confirm"
          >
            {assign.isPending ? t.assigning : t.confirm}
          </Button>
        </>
      )}
    >
      {lead && <p className="font-semibold text-forest-900">{leadRowTitle(lead)}</p>}
      <p className="mt-1 text-sm">{t.text}</p>
      <label className="mt-4 block text-sm font-semibold text-stone-800" htmlFor="assign-dealer">{t.dealer}</label>
      <select
        id="assign-dealer" value={chosen} onChange={(event) => setChosen(event.target.value)} data-testid="assign-dealer"
        className="mt-1.5 block min-h-12 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900"
      >
        <option value="">{t.chooseDealer}</option>
        {(dealers.data ?? []).map((dealer) => (
          <option key={dealer.id} value={dealer.id}>{dealer.city ? `${dealer.name} (${dealer.city})` : dealer.name}</option>
        ))}
      </select>
      {assign.isError && <p role="alert" className="mt-3 text-sm font-semibold text-red-700" data-testid="assign-error">{t.failed}</p>}
    </Dialog>
  );
}
