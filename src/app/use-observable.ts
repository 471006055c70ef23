import { useCallback, useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** The one hook through which React reads an RxJS store: current value, re-rendered on every change. */
export function useBehaviorSubject<T>(subject: BehaviorSubject<T>): T {
  const subscribe = useCallback((onChange: () => void) => {
    const subscription = subject.subscribe(() => onChange());
    return () => subscription.unsubscribe();
  }, [subject]);
  const snapshot = useCallback(() => subject.getValue(), [subject]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
