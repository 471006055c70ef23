/**
 * The order block of the quote page (spec §2 'Order to accounting system'; brand only): the status, the order
 * button ('Plaats order bij {brand}', 'Status laden...', 'Synchroniseren...') with its confirmation 'Weet je zeker
 * dat je deze order wilt plaatsen?', and the errors of §8.
 */
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { AccountingRecord } from '../../api/accounting';
import { ApiError } from '../../api/http';
import { useBrand } from '../../app/brand';
import { dealerTexts } from '../../domain/dealer-texts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { buttonDisabled, buttonText, statusText, type AccountingView } from './accounting-state';

const t = dealerTexts.accounting;

interface AccountingBlockProps {
  quoteId: number | null;
  view: AccountingView;
  place: UseMutationResult<AccountingRecord, Error, void>;
}

export function AccountingBlock({ quoteId, view, place }: AccountingBlockProps) {
  const brand = useBrand();
  const [confirming, setConfirming] = useState(false);
  const [missingId, setMissingId] = useState(false);
  const confirm = () => {
    setConfirming(false);
    if (quoteId === null) {
      setMissingId(true);
      return;
    }
    place.mutate();
  };
  const record = view.record;
  // A refused PUT says why; a record the job gave up on shows 'Fout bij synchroniseren' with the system's reason below.
  const syncMessage = place.error instanceof ApiError && place.error.serverMessage ? place.error.serverMessage : t.syncFailed;
  return (
    <section className="flex flex-col gap-3 rounded-2xl bg-forest-50 p-4 ring-1 ring-forest-200 sm:flex-row sm:items-center" data-testid="accounting-block">
      <div className="min-w-0 flex-1">
        <h3 className="font-bold text-forest-900">{t.title}</h3>
        <p className="text-sm text-stone-700" data-testid="accounting-status">{statusText(view)}</p>
        {record?.externalId && (
          <p className="text-sm text-stone-600" data-testid="accounting-order">{t.externalId}: {record.externalId} · {record.status}</p>
        )}
        {record?.error && <p className="text-sm text-red-700">{record.error}</p>}
        {view.loadError && <p role="alert" className="text-sm font-semibold text-red-700" data-testid="accounting-load-error">{t.loadFailed}</p>}
        {view.syncError && <p role="alert" className="text-sm font-semibold text-red-700" data-testid="accounting-sync-error">{syncMessage}</p>}
        {missingId && <p role="alert" className="text-sm font-semibold text-red-700">{t.noId}</p>}
      </div>
      <Button onClick={() => setConfirming(true)} disabled={buttonDisabled(view)} data-testid="accounting-place">
        {buttonText(view, brand.name)}
      </Button>
      <Dialog
        open={confirming} onClose={() => setConfirming(false)} title={t.confirm}
        actions={(
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>{t.confirmNo}</Button>
            <Button onClick={confirm} data-testid="accounting-confirm">{t.confirmYes}</Button>
          </>
        )}
      >
        <p className="text-stone-700">{t.placeOrder(brand.name)}</p>
      </Dialog>
    </section>
  );
}

/** 'Wijzigen uitgeschakeld' and the reason, over the configurator of a locked quote. */
export function LockedOverlay({ reason }: { reason: string }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-30 flex justify-center px-4" data-testid="locked-overlay">
      <div role="status" className="max-w-md rounded-2xl bg-forest-900/95 px-5 py-3 text-white shadow-xl">
        <p className="font-bold">{t.locked}</p>
        <p className="text-sm text-forest-100" data-testid="locked-reason">{reason}</p>
      </div>
    </div>
  );
}
