import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/** Reads an RxJS stream in React: the latest value, re-rendered on each emission. */
export function useObservable<T>(stream: Observable<T> | null | undefined, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    if (!stream) return;
    const subscription = stream.subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [stream]);
  return value;
}
