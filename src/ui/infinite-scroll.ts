/**
 * Load-more lists (spec §4 'Generic list state', §9): the next page is asked for while the end of the list is
 * within 3 viewport heights below the visible part, checked at most every 100 ms while scrolling or resizing.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { TIMINGS } from '../domain/constants';

export const INFINITE_SCROLL_VIEWPORTS = 3;

/** True when the end of the list lies less than `viewports` viewport heights below the viewport's bottom. */
export function nearEnd(listBottom: number, viewportHeight: number, viewports = INFINITE_SCROLL_VIEWPORTS): boolean {
  return listBottom - viewportHeight < viewports * viewportHeight;
}

/** A leading and trailing throttle: runs at once, then at most once per `wait` ms, and once more after the last call. */
export function throttle(fn: () => void, wait: number, now: () => number = Date.now): { run: () => void; cancel: () => void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => { last = now(); timer = null; fn(); };
  return {
    run() {
      const remaining = wait - (now() - last);
      if (remaining <= 0) {
        if (timer) { clearTimeout(timer); timer = null; }
        fire();
      } else if (!timer) {
        timer = setTimeout(fire, remaining);
      }
    },
    cancel() { if (timer) clearTimeout(timer); timer = null; },
  };
}

/**
 * Calls `loadMore` while `enabled` and the element's end is near (window scrolling). It checks again whenever
 * `enabled` turns on, so a short first page that does not fill the screen goes on loading without a scroll.
 */
export function useInfiniteScroll(end: RefObject<HTMLElement | null>, enabled: boolean, loadMore: () => void): void {
  const latest = useRef({ enabled, loadMore });
  useEffect(() => { latest.current = { enabled, loadMore }; });
  useEffect(() => {
    const check = throttle(() => {
      const element = end.current;
      if (!latest.current.enabled || !element) return;
      if (nearEnd(element.getBoundingClientRect().bottom, window.innerHeight)) latest.current.loadMore();
    }, TIMINGS.infiniteScrollThrottleMs);
    window.addEventListener('scroll', check.run, { passive: true });
    window.addEventListener('resize', check.run);
    if (enabled) check.run();
    return () => {
      window.removeEventListener('scroll', check.run);
      window.removeEventListener('resize', check.run);
      check.cancel();
    };
  }, [end, enabled]);
}
