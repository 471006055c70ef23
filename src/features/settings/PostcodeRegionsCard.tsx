/**
 * 'Postcodegebieden' (issue 10 §4, beyond the spec): the brand keeps each dealer's postcode regions in the
 * settings. One field per dealer, saved on its own; the server checks the ranges and its message is shown at
 * the field, the saved value comes back in the server's spelling. Shown to brand users only (the server
 * refuses everyone else: organization.postcodeRegions).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchDealers, savePostcodeRegions, type DealerChoice } from '../../api/delivery';
import { dealerTexts } from '../../domain/dealer-texts';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { serverMessage } from './settings-errors';

const t = dealerTexts.delivery.postcodeRegions;
const DEALERS_KEY = ['organization', 'dealers'] as const;

function DealerRegions({ dealer }: { dealer: DealerChoice }) {
  const client = useQueryClient();
  const [value, setValue] = useState(dealer.postcodeRegions);
  const save = useMutation({
    mutationFn: (postcodeRegions: string) => savePostcodeRegions(dealer.id, postcodeRegions),
    onSuccess: (saved) => {
      setValue(saved.postcodeRegions);
      client.setQueryData<DealerChoice[]>(DEALERS_KEY, (list) => list?.map((d) => (d.id === saved.id ? saved : d)));
    },
  });
  const error = save.isError ? serverMessage(save.error, t.failed, t.failed) : null;
  return (
    <li className="rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200/70" data-testid="postcode-dealer" data-dealer-id={dealer.id}>
      <form
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
        onSubmit={(event) => { event.preventDefault(); save.mutate(value); }}
      >
        <TextField
          label={t.label(dealer.city ? `${dealer.name} (${dealer.city})` : dealer.name)} name={`postcode-regions-${dealer.id}`}
          value={value} error={error} hint={dealerTexts.delivery.assign.regionsHint} data-testid="postcode-input"
          onChange={(event) => { setValue(event.target.value); if (!save.isIdle) save.reset(); }}
        />
        <div className="flex items-center gap-3 sm:mt-7">
          <Button type="submit" disabled={save.isPending} data-testid="postcode-save">{save.isPending ? t.saving : t.save}</Button>
          <span aria-live="polite" className="text-sm text-stone-500" data-testid="postcode-status">{save.isSuccess ? t.saved : ''}</span>
        </div>
      </form>
    </li>
  );
}

export function PostcodeRegionsCard() {
  const dealers = useQuery({ queryKey: DEALERS_KEY, queryFn: ({ signal }) => fetchDealers(signal) });
  return (
    <section className="grid gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6" data-testid="postcode-regions">
      <h2 className="text-lg font-bold text-forest-900">{t.title}</h2>
      <p className="text-sm text-stone-600">{t.intro}</p>
      {dealers.isError && <p role="alert" className="text-sm font-semibold text-red-700">{t.loadFailed}</p>}
      {dealers.data && dealers.data.length === 0 && <p className="text-sm text-stone-500">{t.empty}</p>}
      {dealers.data && dealers.data.length > 0 && (
        <ul className="grid gap-3">
          {dealers.data.map((dealer) => <DealerRegions key={dealer.id} dealer={dealer} />)}
        </ul>
      )}
    </section>
  );
}
