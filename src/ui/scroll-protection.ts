/**
 * Scroll protection of the quote overlay (spec §2 'Quote panel'): a close request within 2 seconds of the
 * last scroll is ignored, so a flick that ends on the backdrop never throws the overlay away.
 */
import { useCallback, useRef } from 'react';

export const SCROLL_PROTECTION_MS = 2000;

/** Pure rule, for tests: may the overlay close now, given when it was last scrolled? */
export function mayClose(now: number, lastScrollAt: number | null): boolean {
  return lastScrollAt === null || now - lastScrollAt >= SCROLL_PROTECTION_MS;
}

export function useScrollProtection(onClose: () => void) {
  const lastScroll = useRef<number | null>(null);
  const onScroll = useCallback(() => { lastScroll.current = Date.now(); }, []);
  const requestClose = useCallback(() => {
    if (mayClose(Date.now(), lastScroll.current)) onClose();
  }, [onClose]);
  return { onScroll, requestClose };
}
