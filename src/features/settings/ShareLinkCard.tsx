import { useState } from 'react';
import { dealerTexts } from '../../domain/dealer-texts';
import { Button } from '../../ui/Button';

const t = dealerTexts.profile;

/** 'Deelbare link' (spec §2, §6: organisations with dealerTokenActive): the site address with the dealer token. */
export function ShareLinkCard({ token }: { token: string }) {
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}/?dealer=${encodeURIComponent(token)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-3xl bg-forest-50 p-5 ring-1 ring-forest-200 sm:p-6" data-testid="share-link-card">
      <h2 className="text-lg font-bold text-forest-900">{t.shareTitle}</h2>
      <p className="text-stone-700">{t.shareText}</p>
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <code className="min-w-0 flex-1 basis-full truncate rounded-xl sm:basis-0 bg-white px-3 py-2 text-sm ring-1 ring-stone-200" data-testid="share-link">{link}</code>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>{copied ? t.copied : t.copy}</Button>
      </div>
    </section>
  );
}
