/**
 * The thank-you pages after sending a design (spec §2 'Quote panel'): `/bedankt` in general and
 * `/bedankt/dealer` for designs linked to a dealer (by token, example or postcode region), named as the server's
 * answer named it. Both offer the design link to share.
 */
import { useState } from 'react';
import { usePageTitle } from '../../app/page-title';
import { to } from '../../app/routes';
import { texts } from '../../domain/texts';
import { Button, ButtonLink } from '../../ui/Button';
import { designLink, readLastLead } from './last-lead';
import { ShareDialog } from './ShareDialog';

const t = texts.quote;

function Thanks({ dealerLinked }: { dealerLinked: boolean }) {
  usePageTitle(t.thanksTitle);
  const [lead] = useState(readLastLead);
  const [shareOpen, setShareOpen] = useState(false);
  const link = lead ? designLink(lead.path) : null;
  // The dealer the server routed the lead to (token, example or postcode region), as its answer named it.
  const dealerName = lead?.dealerName ?? t.thanksDealerFallback;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12 sm:py-16" data-testid={dealerLinked ? 'thanks-dealer' : 'thanks'}>
      <div className="rounded-3xl bg-white p-6 text-center shadow-card sm:p-10">
        <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-forest-100 text-forest-700" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth="2.5"><path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" /></svg>
        </div>
        <h1 className="mt-5 text-2xl font-bold text-forest-900 sm:text-3xl">{t.thanksTitle}</h1>
        <p className="mx-auto mt-3 max-w-lg text-stone-700">{dealerLinked ? t.thanksDealer(dealerName) : t.thanksGeneral}</p>
        {lead?.designCode && (
          <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-wood-700">
            {t.designCode}
            <span className="mt-1 block font-mono text-4xl tracking-[0.2em] text-forest-900" data-testid="thanks-design-code">{lead.designCode}</span>
          </p>
        )}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {link && <Button onClick={() => setShareOpen(true)} data-testid="thanks-share">{t.shareOpen}</Button>}
          <ButtonLink href={to.home()} variant="secondary">{t.backHome}</ButtonLink>
        </div>
      </div>
      {link && <ShareDialog open={shareOpen} onClose={() => setShareOpen(false)} link={link} />}
    </main>
  );
}

export function ThanksPage() {
  return <Thanks dealerLinked={false} />;
}

export function ThanksDealerPage() {
  return <Thanks dealerLinked />;
}
