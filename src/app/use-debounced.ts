import { useEffect, useRef, useState } from 'react';

/**
 * The value after it has been still for `wait` ms, but at least every `maxWait` ms while it keeps changing
 * (spec §7, §9: searches debounce 300 ms, max wait 1000: the FAQ, the dealer's lists).
 */
export function useDebouncedValue<T>(value: T, wait: number, maxWait: number): T {
  const [debounced, setDebounced] = useState(value);
  const firstPending = useRef<number | null>(null);
  useEffect(() => {
    if (Object.is(value, debounced)) {
      firstPending.current = null;
      return;
    }
    const now = Date.now();
    firstPending.current ??= now;
    const delay = Math.max(0, Math.min(wait, firstPending.current + maxWait - now));
    const timer = window.setTimeout(() => {
      firstPending.current = null;
      setDebounced(value);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [value, debounced, wait, maxWait]);
  return debounced;
}
