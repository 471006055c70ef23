import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { configurationSchema, type Configuration } from '../../domain/configuration';
import { looseProductAdded } from './loose-product-added';

const design = (looseProducts: Array<{ productId: number; amount: number }>): Configuration =>
  configurationSchema.parse({ selectedHouse: 1015, looseProducts });

describe('looseProductAdded', () => {
  it('fires when the loose-product total rises, not on the first design, a drop or an unrelated edit', () => {
    const design$ = new BehaviorSubject(design([{ productId: 9001, amount: 1 }]));
    const fired: number[] = [];
    const subscription = looseProductAdded(design$).subscribe((total) => fired.push(total));
    design$.next(design([{ productId: 9001, amount: 2 }]));
    design$.next({ ...design([{ productId: 9001, amount: 2 }]), selectedRoofProduct: 5003 });
    design$.next(design([]));
    design$.next(design([{ productId: 9002, amount: 1 }]));
    design$.next(design([{ productId: 9002, amount: 1 }, { productId: 9001, amount: 3 }]));
    subscription.unsubscribe();
    expect(fired).toEqual([2, 1, 4]);
  });
});
