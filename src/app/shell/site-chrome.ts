/**
 * Screens that bring their own chrome hide the site's while they are shown. The configurator's top bar is its
 * header (spec §2), so the site header goes and a phone spends its height on the design, never showing two
 * 'Naar overzicht' buttons; the configurator fills the window like an app, so the footer goes too and the page
 * never scrolls away under a finger. Counts, not flags, so screens mounting and unmounting in any order never
 * leave them wrong.
 */
import { useLayoutEffect } from 'react';
import { BehaviorSubject } from 'rxjs';
import { useBehaviorSubject } from '../use-observable';

type Part = 'header' | 'footer';
const hiders = { header: new BehaviorSubject(0), footer: new BehaviorSubject(0) } as const;

function useHide(part: Part, active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    const count = hiders[part];
    count.next(count.getValue() + 1);
    return () => count.next(count.getValue() - 1);
  }, [part, active]);
}

/** Hides the site header while the calling component is mounted and `active` holds. */
export function useHideSiteHeader(active = true): void {
  useHide('header', active);
}

/** Hides the site footer while the calling component is mounted and `active` holds. */
export function useHideSiteFooter(active = true): void {
  useHide('footer', active);
}

export function useSiteHeaderHidden(): boolean {
  return useBehaviorSubject(hiders.header) > 0;
}

export function useSiteFooterHidden(): boolean {
  return useBehaviorSubject(hiders.footer) > 0;
}

/**
 * Where a floating corner button (help, dealer share) sits. Where the site's footer shows, the page mounts it
 * at the end of its content in a sticky zero-height strip: it floats at the window's bottom edge while content
 * scrolls and stays above the footer once that comes into view, never covering the footer's own buttons
 * ('Catalogus aanvragen'). Where the footer is hidden (the configurator) it is fixed to the window.
 */
export function useCornerPlacement(): { strip: string; button: string } {
  return useSiteFooterHidden()
    ? { strip: 'contents', button: 'fixed' }
    : { strip: 'pointer-events-none sticky bottom-0 z-30 h-0', button: 'pointer-events-auto absolute' };
}
