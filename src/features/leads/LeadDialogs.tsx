/**
 * The leads list's dialogs (spec §2 'Leads list'): 'Status wijzigen' with the customer's details and the two
 * transitions, and the result dialog after one of them.
 */
import type { DealerQuote } from '../../api/dealer-quotes';
import { canMakeQuote, canTakeInTreatment } from '../../domain/quote-status';
import { dealerTexts } from '../../domain/dealer-texts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CustomerDetails } from '../customers/CustomerDetails';
import { leadRowTitle, statusLabel } from '../dealer-quotes/quote-row';

const t = dealerTexts.leads;

export type LeadTransition = 'inTreatment' | 'accepted';

interface StatusDialogProps {
  lead: DealerQuote | null;
  busy: LeadTransition | null;
  failed: boolean;
  onClose(): void;
  onTransition(transition: LeadTransition): void;
}

export function LeadStatusDialog({ lead, busy, failed, onClose, onTransition }: StatusDialogProps) {
  return (
    <Dialog
      open={!!lead} onClose={onClose} title={t.changeStatus} maxWidth="max-w-xl"
      actions={lead && (
        <>
          {canTakeInTreatment(lead.status) && (
            <Button variant="secondary" disabled={!!busy} onClick={() => onTransition('inTreatment')} data-testid="lead-take-in-treatment">{t.takeInTreatment}</Button>
          )}
          {canMakeQuote(lead.status) && (
            <Button disabled={!!busy} onClick={() => onTransition('accepted')} data-testid="lead-make-quote">{t.makeQuote}</Button>
          )}
        </>
      )}
    >
      {lead && (
        <div className="flex flex-col gap-4" data-testid="lead-status-dialog">
          <div>
            <p className="font-semibold text-forest-900">{leadRowTitle(lead)}</p>
            <p className="text-sm text-stone-600">{t.status}: {statusLabel(lead.status)}</p>
          </div>
          <section aria-label={t.customer} className="rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200">
            <h3 className="mb-1 text-sm font-bold uppercase tracking-wide text-wood-700">{t.customer}</h3>
            {lead.customer ? <CustomerDetails person={lead.customer} /> : <p className="text-stone-600">{t.noCustomer}</p>}
            {lead.note && (
              <p className="mt-3 border-t border-stone-200 pt-3 text-stone-700"><span className="font-semibold">{t.note}: </span>{lead.note}</p>
            )}
          </section>
          {failed && <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">{t.actionFailed}</p>}
        </div>
      )}
    </Dialog>
  );
}

interface ResultDialogProps {
  result: { transition: LeadTransition; lead: DealerQuote } | null;
  onBack(): void;
  onView(lead: DealerQuote): void;
}

export function LeadResultDialog({ result, onBack, onView }: ResultDialogProps) {
  const accepted = result?.transition === 'accepted';
  return (
    <Dialog
      open={!!result} onClose={onBack} title={accepted ? t.resultAccepted : t.resultInTreatment} maxWidth="max-w-xl"
      actions={result && (
        <>
          <Button variant="secondary" onClick={onBack} data-testid="lead-back-to-leads">{t.backToLeads}</Button>
          <Button onClick={() => onView(result.lead)} data-testid="lead-view-accepted">{t.viewAccepted}</Button>
        </>
      )}
    >
      {result && (
        <div data-testid="lead-result-dialog" data-result={result.transition}>
          <p className="font-semibold text-forest-900">{leadRowTitle(result.lead)}</p>
          <p className="mt-2">{accepted ? t.resultAcceptedText : t.resultInTreatmentText}</p>
        </div>
      )}
    </Dialog>
  );
}
