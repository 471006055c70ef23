import { useEffect, useRef, useState } from 'react';

/**
 * The value after it has been still for `wait` ms, but at least every `maxWait` ms while it keeps changing
 * (spec §7: FAQ search 300 ms debounce, max wait 1000).
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
