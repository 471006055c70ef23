import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { DESIGN_CODE_LENGTH } from '../../domain/constants';
import { texts } from '../../domain/texts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { to } from '../../app/routes';

const t = texts.landing;

/** Keeps digits only, at most the code length: a design code is 5 digits (spec §5 'Design code'). */
export function normalizeCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, DESIGN_CODE_LENGTH);
}

export function canContinue(code: string): boolean {
  return code.length >= DESIGN_CODE_LENGTH;
}

export function DesignCodeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [code, setCode] = useState('');
  const [, navigate] = useLocation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canContinue(code)) return;
    navigate(to.configureViaId(code));
  };
  return (
    <Dialog open={open} onClose={onClose} title={t.codeDialogTitle}>
      <form onSubmit={submit} noValidate>
        <p className="mb-4">{t.codeDialogText}</p>
        <TextField
          label={t.codeLabel}
          value={code}
          onChange={(e) => setCode(normalizeCode(e.target.value))}
          inputMode="numeric"
          autoComplete="off"
          maxLength={DESIGN_CODE_LENGTH}
          placeholder={t.codePlaceholder}
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.4em]"
          autoFocus
        />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" disabled={!canContinue(code)}>{t.continue}</Button>
        </div>
      </form>
    </Dialog>
  );
}
