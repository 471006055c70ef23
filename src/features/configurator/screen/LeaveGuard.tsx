/**
 * The anonymous leave warning (spec §4): leaving a changed design asks 'Weet je het zeker? Je ontwerp gaat
 * verloren als je terug gaat.' It covers the top bar's 'Naar overzicht' and every in-site link outside the
 * configurator (the site header's included), caught before the router sees the click.
 */
import { useCallback, useEffect, useState } from 'react';
import { CONFIGURATOR_BASE } from '../../../app/routes';
import { texts } from '../../../domain/texts';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';

const t = texts.quote;

/** `active`: the visitor is anonymous and the design has changes. Returns `leave(href)` for own buttons. */
export function useLeaveGuard(active: boolean, onLeave: () => void) {
  const [pending, setPending] = useState<string | null>(null);
  // Leaving is a full page load, for the same reason as after sending a lead (see QuotePanel).
  const navigate = useCallback((href: string) => window.location.assign(href), []);

  const leave = useCallback((href: string) => {
    if (active) setPending(href);
    else navigate(href);
  }, [active, navigate]);

  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      // A blob: URL (the GLB and PDF downloads) shares the page's origin but leaves nothing.
      if (!anchor.protocol.startsWith('http') || anchor.origin !== window.location.origin) return;
      if (anchor.pathname.startsWith(`${CONFIGURATOR_BASE}/maak-ontwerp`)) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(anchor.pathname + anchor.search);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [active]);

  const dialog = (
    <Dialog
      open={pending !== null} onClose={() => setPending(null)} title={t.leaveWarning}
      actions={(
        <>
          <Button variant="secondary" onClick={() => setPending(null)}>{t.leaveStay}</Button>
          <Button data-testid="leave-confirm" onClick={() => { const href = pending ?? '/'; setPending(null); onLeave(); navigate(href); }}>{t.leaveGo}</Button>
        </>
      )}
    >
      <span data-testid="leave-warning" />
    </Dialog>
  );
  return { leave, dialog };
}
