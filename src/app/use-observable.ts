import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { BehaviorSubject, Observable } from 'rxjs';

/**
 * The one hook through which React reads an editor or app stream: the latest value (`initial` until the stream
 * emits), re-rendered on each emission. A BehaviorSubject can be read with `useBehaviorSubject` below.
 */
export function useObservable<T>(stream: Observable<T> | null | undefined, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    if (!stream) return;
    const subscription = stream.subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [stream]);
  return value;
}

/** Reads a BehaviorSubject store: its current value synchronously, re-rendered on every change. */
export function useBehaviorSubject<T>(subject: BehaviorSubject<T>): T {
  const subscribe = useCallback((onChange: () => void) => {
    const subscription = subject.subscribe(() => onChange());
    return () => subscription.unsubscribe();
  }, [subject]);
  const snapshot = useCallback(() => subject.getValue(), [subject]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
