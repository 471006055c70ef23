import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { CONFIGURATOR_BASE } from '../../app/routes';
import { texts } from '../../domain/texts';
import { useBehaviorSubject } from '../../app/use-observable';
import { sessionFacts, useSession } from '../../app/session';
import { useCornerPlacement } from '../../app/shell/site-chrome';
import { closeContact, contactOpen$, openContact } from './contact-store';

// The dialog (Headless UI's Dialog, the contact form) loads when first opened: every page shows the button,
// few visitors open it, and it was about 17 KB gzipped of the landing page's JavaScript.
const ContactDialog = lazy(() => import('./ContactDialog').then((m) => ({ default: m.ContactDialog })));

/**
 * The floating help button, for everyone not logged in as an organisation user (spec §1). Over the
 * configurator's 3D view it is a round icon only, so it never covers the view's own buttons. Where the site's
 * footer is shown it floats at the window's bottom edge only until the footer comes into view and then stays
 * above it, so it never covers the footer's own buttons ('Catalogus aanvragen'): App mounts it at the end of the
 * page's content, and a sticky zero-height strip there carries it.
 */
export function HelpButton() {
  const facts = sessionFacts(useSession());
  const open = useBehaviorSubject(contactOpen$);
  // Once opened, the dialog stays mounted (closed) as before, so closing and reopening behave as they did.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  const [location] = useLocation();
  const compact = location.startsWith(`${CONFIGURATOR_BASE}/maak-ontwerp`) || location.startsWith(`${CONFIGURATOR_BASE}/klant-offerte`);
  const corner = useCornerPlacement();
  if (facts.organizationUser) return null;
  return (
    <>
      <div className={corner.strip}>
        <button
          type="button"
          onClick={openContact}
          data-testid="help-button"
          className={`${corner.button} bottom-[max(1rem,env(safe-area-inset-bottom))] right-4 z-30 flex min-h-13 items-center gap-2 rounded-full bg-wood-600 text-[15px] font-semibold text-white shadow-lg ring-4 ring-white/60 hover:bg-wood-700 ${
            compact ? 'min-w-13 justify-center' : 'pl-4 pr-5'}`}
        >
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <circle cx="12" cy="12" r="10" /><path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
          </svg>
          <span className={compact ? 'sr-only' : 'hidden sm:inline'}>{texts.help.helpButton}</span>
          {!compact && <span className="sr-only sm:hidden">{texts.help.helpButton}</span>}
        </button>
      </div>
      {wanted && (
        <Suspense fallback={null}>
          <ContactDialog open={open} onClose={closeContact} />
        </Suspense>
      )}
    </>
  );
}
