/**
 * The quote the panel shows is priced by the server (POST /quote/consumer/price), the price that counts. It is
 * recalculated 400 ms after the last change (spec §4 'calculation delay 400 ms'); a newer design cancels the
 * pending answer. While it recalculates the last priced quote stays on screen (marked busy), so a field the
 * visitor is typing in is not pulled away. A failure empties the quote with an error flag (spec §8).
 */
import { useEffect, useState } from 'react';
import { catchError, concat, from, map, of, scan, switchMap, timer, type Observable } from 'rxjs';
import { priceOnServer } from '../../api/quotes';
import type { Configuration } from '../../domain/configuration';
import { TIMINGS } from '../../domain/constants';
import type { PricedQuote } from '../../domain/pricing/types';

export type ServerPrice =
  /** `quote`: the last priced quote, shown while the new price is on its way (null before the first). */
  | { status: 'calculating'; quote: PricedQuote | null }
  | { status: 'ready'; quote: PricedQuote; configuration: Configuration }
  | { status: 'error' };

type Step = { status: 'calculating' } | Exclude<ServerPrice, { status: 'calculating' }>;

export function serverPrice$(
  configuration$: Observable<Configuration>,
  price: (configuration: Configuration) => Promise<PricedQuote> = priceOnServer,
  delayMs: number = TIMINGS.calculationDelayMs,
): Observable<ServerPrice> {
  return configuration$.pipe(
    switchMap((configuration) => concat(
      of<Step>({ status: 'calculating' }),
      timer(delayMs).pipe(
        switchMap(() => from(price(configuration))),
        map((quote): Step => ({ status: 'ready', quote, configuration })),
        catchError(() => of<Step>({ status: 'error' })),
      ),
    )),
    scan((previous: ServerPrice, step: Step): ServerPrice => (step.status !== 'calculating' ? step
      : { status: 'calculating', quote: previous.status === 'error' ? null : previous.quote }), { status: 'calculating', quote: null }),
  );
}

export function useServerPrice(configuration$: Observable<Configuration>, active: boolean): ServerPrice {
  const [state, setState] = useState<ServerPrice>({ status: 'calculating', quote: null });
  useEffect(() => {
    if (!active) return;
    const subscription = serverPrice$(configuration$).subscribe(setState);
    return () => subscription.unsubscribe();
  }, [configuration$, active]);
  return state;
}
