/**
 * The share dialog of the thank-you page (spec §2 'Quote panel'): the design link with a copy button, and
 * 'Kopieer en terug naar home', which copies and returns home after 1 second.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { TIMINGS } from '../../domain/constants';
import { texts } from '../../domain/texts';
import { to } from '../../app/routes';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

const t = texts.quote;

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ShareDialog({ open, onClose, link }: { open: boolean; onClose(): void; link: string }) {
  const [copied, setCopied] = useState(false);
  const [, navigate] = useLocation();
  const timer = useRef<number | null>(null);
  useEffect(() => () => { if (timer.current !== null) window.clearTimeout(timer.current); }, []);

  const copyLink = async () => { setCopied(await copy(link)); };
  const copyAndHome = async () => {
    setCopied(await copy(link));
    timer.current = window.setTimeout(() => navigate(to.home()), TIMINGS.copyAndBackMs);
  };

  return (
    <Dialog
      open={open} onClose={onClose} title={t.shareTitle} maxWidth="max-w-lg"
      actions={(
        <>
          <Button variant="secondary" onClick={() => void copyLink()} data-testid="share-copy">{copied ? t.copied : t.copy}</Button>
          <Button onClick={() => void copyAndHome()} data-testid="share-copy-home">{t.copyAndHome}</Button>
        </>
      )}
    >
      <p>{t.shareText}</p>
      <label className="mt-4 block text-sm font-semibold text-stone-800" htmlFor="share-link">{t.shareLink}</label>
      <input
        id="share-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} data-testid="share-link"
        className="mt-1.5 block w-full rounded-xl border border-stone-300 bg-stone-50 px-3 py-2.5 font-mono text-sm text-stone-800"
      />
    </Dialog>
  );
}
