import { describe, expect, it } from 'vitest';
import type { HouseSpec } from '../../src/domain/catalog';
import {
  ceilQuantity, leafMap, panArea, pillarPositions, roofArea, roofEdgeLength, roofSquareMeters, splitSpaceIds, standingPillars,
  walledLength, wallSpanLength,
} from '../../src/domain/geometry';
import { pilesPerPillar } from '../../src/domain/pricing';
import { fixtureProducts } from './fixtures/catalog';

const flat = fixtureProducts.find((p) => p.id === 100)!.house as HouseSpec;
const pitched = fixtureProducts.find((p) => p.id === 200)!.house as HouseSpec;

describe('geometry', () => {
  it('roof area includes the overhang on every side', () => {
    expect(roofArea(flat)).toBe(3400 * 2400);
    expect(roofSquareMeters(flat)).toBe(9);
    expect(roofSquareMeters({ ...flat, overhang: 0 })).toBe(6);
  });

  it('roof area is sloped for pitched roofs', () => {
    expect(roofArea(pitched)).toBeCloseTo(3500 * 3500 * Math.SQRT2, 0);
    expect(roofSquareMeters(pitched)).toBe(18); // 17.32 m²
    // A flat roof ignores a stray pitch; a lean-to slopes.
    expect(roofArea({ ...flat, roofPitch: 30 })).toBe(3400 * 2400);
    expect(roofArea({ ...flat, roofType: 'leanTo', roofPitch: 60 })).toBeCloseTo(3400 * 2400 * 2, 3);
    expect(roofSquareMeters({ ...flat, roofType: 'leanTo', roofPitch: 60, overhang: 0 })).toBe(12); // exactly 12, float noise tolerated
  });

  it('ceilQuantity ignores float noise only', () => {
    expect(ceilQuantity(12.000000000000002)).toBe(12);
    expect(ceilQuantity(12.0001)).toBe(13);
  });

  it('roof edge length spans the width plus overhang', () => {
    expect(roofEdgeLength(flat)).toBe(3400);
  });

  it('walled length counts each walled leaf once; wall span counts halves', () => {
    const leaves = leafMap(flat, {});
    const walls = [
      { spaceId: 2, fill: 'both' as const, product: 500, brushedColorId: null },
      { spaceId: 3, fill: 'start' as const, product: 501, brushedColorId: null },
      { spaceId: 3, fill: 'end' as const, product: 501, brushedColorId: null },
    ];
    expect(walledLength(leaves, { walls })).toBe(5000);
    expect(wallSpanLength(leaves, { walls })).toBe(5000);
    expect(wallSpanLength(leaves, { walls: walls.slice(0, 2) })).toBe(4000);
    expect(walledLength(leaves, { walls: [{ spaceId: 11, fill: 'both', product: 500, brushedColorId: null }] })).toBe(0); // not a leaf of variant 0
  });

  it('standing pillars follow the chosen variants', () => {
    expect(standingPillars(flat).map((s) => [s.pillar.id, s.added])).toEqual([[1, false], [2, false], [3, false], [4, false]]);
    expect(standingPillars(flat, { 1: 1 }).map((s) => [s.pillar.id, s.added])).toContainEqual([5, true]);
    expect(pillarPositions(flat, { 1: 1 })).toContainEqual({ id: 5, x: 1500, y: 0 });
    expect(splitSpaceIds(flat, { 1: 1 })).toEqual([1]);
    expect(splitSpaceIds(flat)).toEqual([]);
  });

  it('pan area is the house plus 6000 mm', () => {
    expect(panArea(flat)).toEqual({ minX: -6000, minY: -6000, maxX: 9000, maxY: 8000 });
  });

  it('fast foundation piles: ceil(pile length in m × 1.5)', () => {
    expect(pilesPerPillar(1200)).toBe(2); // 1.8
    expect(pilesPerPillar(2000)).toBe(3); // exactly 3
    expect(pilesPerPillar(2001)).toBe(4);
    expect(pilesPerPillar(0)).toBe(0);
  });
});
