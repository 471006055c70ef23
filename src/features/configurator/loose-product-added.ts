/**
 * 'Product succesvol toegevoegd' (spec §8) shows when the loose-product total rises, whatever raised it: the
 * product menu, the cart's amount field, or a redo. Watching the design rather than the menu click keeps the
 * rule in one place.
 */
import { distinctUntilChanged, filter, map, pairwise, type Observable } from 'rxjs';
import type { Configuration } from '../../domain/configuration';

export const looseProductTotal = (configuration: Configuration): number =>
  configuration.looseProducts.reduce((sum, item) => sum + item.amount, 0);

/** Emits once each time the total amount of loose products goes up. */
export function looseProductAdded(configuration$: Observable<Configuration>): Observable<number> {
  return configuration$.pipe(
    map(looseProductTotal),
    distinctUntilChanged(),
    pairwise(),
    filter(([before, after]) => after > before),
    map(([, after]) => after),
  );
}
