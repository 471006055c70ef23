/**
 * The quote mail dialog (spec §2 action bar 'send', §4 'Mail': idle, sending 'Verzenden..', sent (the panel
 * closes), error tooltip 'Fout bij versturen'; §5 'Mail message'): to, cc, subject and message prefilled; the
 * message is plain text with the [link text="..."] placeholder and travels as HTML.
 */
import { useState } from 'react';
import type { QuoteMailBody } from '../../api/delivery';
import { plainTextToHtml } from '../../domain/mail-text';
import { dealerTexts } from '../../domain/dealer-texts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextArea, TextField } from '../../ui/TextField';

const t = dealerTexts.delivery;

export type MailState = 'idle' | 'sending' | 'error';

export interface MailDraft {
  to: string;
  cc: string;
  subject: string;
  message: string;
}

/** 'a@b.nl, c@d.nl; e@f.nl' → the addresses, empty parts left out. */
export function addressList(value: string): string[] {
  return value.split(/[,;\s]+/).map((part) => part.trim()).filter(Boolean);
}

export function QuoteMailDialog({ open, quoteId, draft, onClose, send, onSent }: {
  open: boolean;
  quoteId: number;
  draft: MailDraft;
  onClose(): void;
  send(body: QuoteMailBody): Promise<unknown>;
  onSent(): void;
}) {
  const [values, setValues] = useState(draft);
  const [state, setState] = useState<MailState>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof MailDraft) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));
  const submit = async () => {
    setState('sending');
    setProblem(null);
    try {
      await send({
        quoteId, to: addressList(values.to), cc: addressList(values.cc), bcc: [], subject: values.subject.trim(),
        message: plainTextToHtml(values.message),
      });
      setState('idle');
      onSent();
    } catch (error) {
      setState('error');
      setProblem((error as { serverMessage?: string | null }).serverMessage ?? null);
    }
  };
  const sending = state === 'sending';
  return (
    <Dialog
      open={open} onClose={() => !sending && onClose()} title={t.dialogTitle} maxWidth="max-w-2xl"
      actions={(
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>{t.cancel}</Button>
          <span className="relative inline-flex flex-col items-stretch sm:items-end">
            {state === 'error' && (
              <span role="tooltip" data-testid="quote-mail-error"
                className="mb-2 rounded-lg bg-red-700 px-3 py-1.5 text-sm font-semibold text-white shadow sm:absolute sm:bottom-full sm:right-0 sm:whitespace-nowrap">
                {t.sendFailed}
              </span>
            )}
            <Button onClick={() => void submit()} disabled={sending || addressList(values.to).length === 0} data-testid="quote-mail-send" data-state={state}>
              {sending ? t.sending : t.send}
            </Button>
          </span>
        </>
      )}
    >
      <form className="flex flex-col gap-4" data-testid="quote-mail-dialog" onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <TextField label={t.to} value={values.to} onChange={set('to')} type="text" inputMode="email" autoComplete="off" hint={t.addressesHint} data-testid="quote-mail-to" />
        <TextField label={t.cc} value={values.cc} onChange={set('cc')} type="text" inputMode="email" autoComplete="off" data-testid="quote-mail-cc" />
        <TextField label={t.subject} value={values.subject} onChange={set('subject')} maxLength={300} data-testid="quote-mail-subject" />
        <TextArea label={t.message} value={values.message} onChange={set('message')} rows={10} hint={t.messageHint} data-testid="quote-mail-message" />
        {problem && state === 'error' && <p className="text-sm text-red-700" data-testid="quote-mail-problem">{problem}</p>}
      </form>
    </Dialog>
  );
}
