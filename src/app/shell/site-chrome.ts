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
