/**
 * Screens that bring their own header (the configurator's top bar, spec §2) hide the site header while they
 * are shown, so a phone spends its height on the design and never shows two 'Naar overzicht' buttons. A
 * count, not a flag, so two such screens mounting and unmounting in any order never leave it wrong.
 */
import { useLayoutEffect } from 'react';
import { BehaviorSubject } from 'rxjs';
import { useBehaviorSubject } from '../use-observable';

const hiders$ = new BehaviorSubject(0);

/** Hides the site header while the calling component is mounted and `active` holds. */
export function useHideSiteHeader(active = true): void {
  useLayoutEffect(() => {
    if (!active) return;
    hiders$.next(hiders$.getValue() + 1);
    return () => hiders$.next(hiders$.getValue() - 1);
  }, [active]);
}

export function useSiteHeaderHidden(): boolean {
  return useBehaviorSubject(hiders$) > 0;
}
