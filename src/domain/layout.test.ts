import { describe, expect, it } from 'vitest';
import { productSchema } from './catalog';
import { optionFromGround, optionPlacementProblem, optionRange, rangesOverlap, walledSegment } from './layout';

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

describe('optionPlacementProblem: the one option rule of the editor, the worker and validateConfiguration', () => {
  const high = wall(1, 2200);
  const window = productSchema.parse({ id: 9, name: 'Raam', sku: 'R', productType: 'window', price: 1, costPrice: 1, width: 800, length: 1000, fromGround: 900 });
  const base = { option: window, align: 'left' as const, leaf: { length: 3000, globalSideId: 1 }, walls: [{ fill: 'both' as const, product: high }], others: [], houseId: 5, spacing: 50 };

  it('names the first problem in the order the checks run, or null', () => {
    expect(optionPlacementProblem(base)).toBeNull();
    expect(optionPlacementProblem({ ...base, walls: [] })).toBe('noWall');
    // 1000 + 900 + 50 is not below a 1800 wall.
    expect(optionPlacementProblem({ ...base, walls: [{ fill: 'both', product: wall(2, 1800) }] })).toBe('doesNotFit');
    // A half wall of 1500 still takes 800 + 50; a 1450 span does not.
    expect(optionPlacementProblem({ ...base, walls: [{ fill: 'start', product: high }] })).toBeNull();
    expect(optionPlacementProblem({ ...base, leaf: { length: 1700, globalSideId: 1 }, walls: [{ fill: 'start', product: high }] })).toBe('doesNotFit');
    expect(optionPlacementProblem({ ...base, others: [{ align: 'left', width: 100 }] })).toBe('positionTaken');
    // Left 50..850 against a centred 800 (1100..1900): 250 in between; against a centred 1500 (750..2250): none.
    expect(optionPlacementProblem({ ...base, others: [{ align: 'center', width: 800 }] })).toBeNull();
    expect(optionPlacementProblem({ ...base, others: [{ align: 'center', width: 1500 }] })).toBe('overlap');
  });
});
