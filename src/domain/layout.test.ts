import { describe, expect, it } from 'vitest';
import { productSchema } from './catalog';
import { optionFromGround, optionRange, rangesOverlap, walledSegment } from './layout';

const wall = (id: number, width: number) => productSchema.parse({ id, name: `W${id}`, sku: `W${id}`, productType: 'wallModule', price: 1, costPrice: 1, width });

describe('walledSegment', () => {
  it('covers the leaf under a both wall or two halves, else the walled half', () => {
    const high = wall(1, 2200);
    const low = wall(2, 1800);
    expect(walledSegment(3000, [])).toBeNull();
    expect(walledSegment(3000, [{ fill: 'both', product: high }])).toEqual({ start: 0, end: 3000, wall: high });
    expect(walledSegment(3000, [{ fill: 'start', product: high }])).toEqual({ start: 0, end: 1500, wall: high });
    expect(walledSegment(3001, [{ fill: 'end', product: high }])).toEqual({ start: 1501, end: 3001, wall: high });
    expect(walledSegment(3000, [{ fill: 'start', product: high }, { fill: 'end', product: low }])).toEqual({ start: 0, end: 3000, wall: low });
  });
});

describe('optionRange and rangesOverlap', () => {
  it('aligns left, center and right with the spacing from the ends', () => {
    const segment = { start: 0, end: 3000 };
    expect(optionRange(segment, 800, 'left', 50)).toEqual([50, 850]);
    expect(optionRange(segment, 800, 'center', 50)).toEqual([1100, 1900]);
    expect(optionRange(segment, 800, 'right', 50)).toEqual([2150, 2950]);
  });

  it('overlap means less than the spacing in between', () => {
    expect(rangesOverlap([0, 100], [150, 200], 50)).toBe(false);
    expect(rangesOverlap([0, 100], [149, 200], 50)).toBe(true);
    expect(rangesOverlap([150, 200], [0, 100], 50)).toBe(false);
  });
});

describe('optionFromGround', () => {
  it('takes the side variant first, then the product', () => {
    const option = productSchema.parse({
      id: 9, name: 'Raam', sku: 'R', productType: 'window', price: 1, costPrice: 1, fromGround: 900,
      variations: [{ sideId: 1, price: 1, costPrice: 1, fromGround: 1400 }, { sideId: 2, price: 1, costPrice: 1 }],
    });
    expect(optionFromGround(option, 1, 5)).toBe(1400);
    expect(optionFromGround(option, 2, 5)).toBe(900);
  });
});
