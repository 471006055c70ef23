import { BehaviorSubject, firstValueFrom, filter, take, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import type { Configuration } from '../../domain/configuration';
import type { PricedQuote } from '../../domain/pricing/types';
import { serverPrice$, type ServerPrice } from './use-server-price';

const design = (house: number) => ({ selectedHouse: house }) as unknown as Configuration;
const quoteFor = (configuration: Configuration) =>
  ({ totalPrice: { inclTax: configuration.selectedHouse * 100, exclTax: 0 }, lines: [] }) as unknown as PricedQuote;
const settle = (stream: ReturnType<typeof serverPrice$>) => firstValueFrom(stream.pipe(filter((s) => s.status !== 'calculating')));

describe('serverPrice$ (the price that counts, spec §4 and §8)', () => {
  it('calculates, then shows the server quote', async () => {
    const configuration$ = new BehaviorSubject(design(1015));
    const seen = firstValueFrom(serverPrice$(configuration$, async (c) => quoteFor(c), 0).pipe(take(2), toArray()));
    const [first, second] = await seen;
    expect(first).toEqual({ status: 'calculating', quote: null });
    expect(second.status === 'ready' && second.quote.totalPrice.inclTax).toBe(101_500);
  });

  it('turns a server error (500) or an unreachable server into the error state, with no quote', async () => {
    const failures = [new ApiError(500, 'Internal Server Error', 'kapot'), new TypeError('Failed to fetch')];
    for (const failure of failures) {
      const state = await settle(serverPrice$(new BehaviorSubject(design(1015)), () => Promise.reject(failure), 0));
      expect(state).toEqual({ status: 'error' });
    }
  });

  it('keeps the last quote on screen while a changed design is recalculated', async () => {
    const configuration$ = new BehaviorSubject(design(1015));
    const states: ServerPrice[] = [];
    const stream = serverPrice$(configuration$, async (c) => quoteFor(c), 0);
    const subscription = stream.subscribe((s) => states.push(s));
    await expect.poll(() => states.at(-1)?.status).toBe('ready');
    configuration$.next(design(1016));
    const calculating = states.at(-1)!;
    expect(calculating.status).toBe('calculating');
    expect(calculating.status === 'calculating' && calculating.quote?.totalPrice.inclTax).toBe(101_500);
    await expect.poll(() => states.at(-1)?.status).toBe('ready');
    expect((states.at(-1) as Extract<ServerPrice, { status: 'ready' }>).quote.totalPrice.inclTax).toBe(101_600);
    subscription.unsubscribe();
  });

  it('never shows the answer for a design that has changed since', async () => {
    const configuration$ = new BehaviorSubject(design(1015));
    let release!: () => void;
    let started!: () => void;
    const slow = new Promise<void>((resolve) => { release = resolve; });
    const firstAsked = new Promise<void>((resolve) => { started = resolve; });
    const states: ServerPrice[] = [];
    const subscription = serverPrice$(configuration$, async (c) => {
      if (c.selectedHouse === 1015) { started(); await slow; }
      return quoteFor(c);
    }, 0).subscribe((s) => states.push(s));
    await firstAsked;
    configuration$.next(design(1016));
    release();
    await expect.poll(() => states.at(-1)?.status).toBe('ready');
    // The first answer has resolved by now (it was released before the second was asked); it must not show.
    await slow;
    const ready = states.filter((s): s is Extract<ServerPrice, { status: 'ready' }> => s.status === 'ready');
    expect(ready.map((s) => s.quote.totalPrice.inclTax)).toEqual([101_600]);
    subscription.unsubscribe();
  });
});
