/**
 * The quote the panel shows is priced by the server (POST /quote/consumer/price), the price that counts. It is
 * recalculated 400 ms after the last change while the panel is open (spec §4 'calculation delay 400 ms'); a
 * newer design cancels the pending answer. A failure empties the quote with an error flag (spec §8).
 */
import { useEffect, useState } from 'react';
import { catchError, debounceTime, from, map, of, startWith, switchMap, type Observable } from 'rxjs';
import { priceOnServer } from '../../api/quotes';
import type { Configuration } from '../../domain/configuration';
import { TIMINGS } from '../../domain/constants';
import type { PricedQuote } from '../../domain/pricing/types';

export type ServerPrice =
  | { status: 'calculating' }
  | { status: 'ready'; quote: PricedQuote; configuration: Configuration }
  | { status: 'error' };

export function serverPrice$(configuration$: Observable<Configuration>): Observable<ServerPrice> {
  return configuration$.pipe(
    debounceTime(TIMINGS.calculationDelayMs),
    switchMap((configuration) => from(priceOnServer(configuration)).pipe(
      map((quote): ServerPrice => ({ status: 'ready', quote, configuration })),
      catchError(() => of<ServerPrice>({ status: 'error' })),
      startWith<ServerPrice>({ status: 'calculating' }),
    )),
  );
}

export function useServerPrice(configuration$: Observable<Configuration>, active: boolean): ServerPrice {
  const [state, setState] = useState<ServerPrice>({ status: 'calculating' });
  useEffect(() => {
    if (!active) return;
    setState({ status: 'calculating' });
    const subscription = serverPrice$(configuration$).subscribe(setState);
    return () => subscription.unsubscribe();
  }, [configuration$, active]);
  return state;
}
