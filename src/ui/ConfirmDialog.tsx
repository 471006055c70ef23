import { Button } from './Button';
import { Dialog } from './Dialog';
import { texts } from '../domain/texts';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, as the spec words it ('Wil je deze lead echt verwijderen?'). */
  question: string;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/no question before a destructive action; the confirm button is red. */
export function ConfirmDialog({ open, question, confirmLabel, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open} onClose={onCancel} title={question}
      actions={(
        <>
          <Button variant="secondary" onClick={onCancel}>{texts.common.cancel}</Button>
          <Button onClick={onConfirm} disabled={busy} className="!bg-red-700 hover:!bg-red-800" data-testid="confirm-yes">{confirmLabel}</Button>
        </>
      )}
    >
      {error && <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">{error}</p>}
    </Dialog>
  );
}
