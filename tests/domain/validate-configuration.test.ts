import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configurationSchema, type ConfigurationInput } from '../../src/domain/configuration';
import { indexCatalog } from '../../src/domain/pricing';
import { texts } from '../../src/domain/texts';
import { validateConfiguration } from '../../src/domain/validate-configuration';
import { arbitraryConfiguration } from './arbitraries';
import { fixtureCatalog } from './fixtures/catalog';

const index = indexCatalog(fixtureCatalog);
const t = texts.pricing.invalid;
const p = texts.pricing.parts;
const check = (input: Partial<ConfigurationInput>) => validateConfiguration(configurationSchema.parse({ selectedHouse: 100, ...input }), index);
const wall = (spaceId: number, product = 500, fill: 'both' | 'start' | 'end' = 'both', brushedColorId: number | null = null) => ({ spaceId, fill, product, brushedColorId });

describe('validateConfiguration', () => {
  it('accepts a complete valid design', () => {
    expect(check({
      variations: { 1: 1 },
      walls: [wall(11), wall(2, 500, 'both', 2), wall(3, 501, 'start'), wall(3, 501, 'end'), wall(4, 502)],
      options: [{ spaceId: 2, align: 'left', product: 510, brushedColorId: 2 }, { spaceId: 2, align: 'right', product: 511 }],
      selectedRoofProduct: 530, selectedFacadeCladdingProducts: [540, 541], selectedRoofRackProductFront: 550, selectedRoofRackProductBehind: 550,
      selectedFoundations: { foundationWall: 560, foundationBase: 561, fastFoundation: 562 },
      furnitureProducts: [{ index: 0, x: -5000, y: 7000, rotation: 90, product: 800, brushedColorId: 3 }],
      lightStreetProducts: [{ index: 0, x: 8000, y: 0, rotation: 0, product: 810 }],
      colorSettings: { houseColor: 2, pillarColor: { 1: 2, 5: 1 } },
      looseProducts: [{ productId: 820, amount: 2 }],
    })).toEqual([]);
  });

  it('rejects an unknown house', () => {
    expect(check({ selectedHouse: 500 })).toEqual([t.unknownHouse(500)]);
  });

  it('requires referenced products to exist and have the right type', () => {
    expect(check({ walls: [wall(2, 9999)] })).toEqual([t.unknownProduct(p.wall, 9999)]);
    expect(check({ walls: [wall(2, 510)] })).toEqual([t.wrongProductType(p.wall, 510, 'wand')]);
    expect(check({ selectedRoofProduct: 550 })).toEqual([t.wrongProductType(p.roof, 550, 'dak')]);
    expect(check({ selectedFoundations: { foundationBase: 560 } })).toEqual([t.wrongProductType(p.foundation, 560, 'foundationBase')]);
    expect(check({ selectedRoofRackProductBehind: 530 })).toHaveLength(1);
    expect(check({ looseProducts: [{ productId: 800, amount: 1 }] })).toHaveLength(1);
    expect(check({ furnitureProducts: [{ index: 0, x: 0, y: 0, rotation: 0, product: 500 }] })).toHaveLength(1);
  });

  it('requires walls on leaves of the chosen variants, fitting the side and the house', () => {
    expect(check({ walls: [wall(11)] })).toEqual([t.unknownSpace(p.wall, 11)]);
    expect(check({ variations: { 1: 1 }, walls: [wall(1)] })).toEqual([t.unknownSpace(p.wall, 1)]);
    expect(check({ walls: [wall(2, 502)] })).toEqual([t.wallDoesNotFit(502, 2)]); // fence only on side 200
    expect(check({ selectedHouse: 200, walls: [wall(21, 503)] })).toEqual([t.disabledForHouse(p.wall, 503)]);
  });

  it('allows one both wall, or at most one start and one end per space; half modules fill a half', () => {
    expect(check({ walls: [wall(2), wall(2)] })).toEqual([t.wallsOverlap(2)]);
    expect(check({ walls: [wall(2, 501, 'start'), wall(2, 501, 'start')] })).toEqual([t.wallsOverlap(2)]);
    expect(check({ walls: [wall(2), wall(2, 501, 'end')] })).toEqual([t.wallsOverlap(2)]);
    expect(check({ walls: [wall(2, 500, 'start')] })).toEqual([t.wallFill(500, 'start')]);
    expect(check({ walls: [wall(2, 501, 'both')] })).toEqual([t.wallFill(501, 'both')]);
  });

  it('allows options only on walled spaces, fitting, at most three, never overlapping', () => {
    expect(check({ options: [{ spaceId: 2, align: 'left', product: 510 }] })).toEqual([t.optionWithoutWall(510, 2)]);
    // Double door 1800 + 50 does not fit a half wall of 1500.
    expect(check({ walls: [wall(2, 501, 'start')], options: [{ spaceId: 2, align: 'left', product: 512 }] })).toEqual([t.optionDoesNotFit(512, 2)]);
    // Window 1000 high + 900 from ground + 50 = 1950 < 2200 fits; the fence is 1800 high, it does not.
    expect(check({ walls: [wall(3, 502)], options: [{ spaceId: 3, align: 'left', product: 510 }] })).toEqual([t.optionDoesNotFit(510, 3)]);
    expect(check({ walls: [wall(2)], options: [{ spaceId: 2, align: 'left', product: 510 }, { spaceId: 2, align: 'left', product: 510 }] }))
      .toEqual([t.optionsOverlap(2)]);
    // Left (50..1850) and center (600..2400) double doors overlap on a 3000 wall.
    expect(check({ walls: [wall(2)], options: [{ spaceId: 2, align: 'left', product: 512 }, { spaceId: 2, align: 'center', product: 510 }] }))
      .toEqual([t.optionsOverlap(2)]);
    expect(check({ walls: [wall(2)], options: [
      { spaceId: 2, align: 'left', product: 510 }, { spaceId: 2, align: 'center', product: 510 }, { spaceId: 2, align: 'right', product: 510 },
    ] })).toEqual([]); // 800-wide windows at 50..850, 1100..1900, 2150..2950: gaps of 250
    const four = check({ walls: [wall(2)], options: (['left', 'center', 'right', 'left'] as const).map((align) => ({ spaceId: 2, align, product: 510 })) });
    expect(four).toContain(t.tooManyOptions(2));
  });

  it('requires gables on gable spaces, one each', () => {
    expect(check({ selectedHouse: 200, gables: [{ gableSpaceId: 31, align: 'start', product: 520 }, { gableSpaceId: 32, align: 'end', product: 521 }] })).toEqual([]);
    expect(check({ selectedHouse: 200, gables: [{ gableSpaceId: 33, align: 'start', product: 520 }] })).toEqual([t.unknownGableSpace(33)]);
    expect(check({ selectedHouse: 200, gables: [{ gableSpaceId: 31, align: 'start', product: 520 }, { gableSpaceId: 31, align: 'end', product: 521 }] }))
      .toEqual([t.gablesOverlap(31)]);
    expect(check({ selectedHouse: 200, gables: [{ gableSpaceId: 31, align: 'start', product: 500 }] })).toEqual([t.wrongProductType(p.gable, 500, 'gevel')]);
  });

  it('keeps items inside the pan area (house + 6000 mm)', () => {
    const item = (x: number, y: number) => ({ index: 0, x, y, rotation: 0 as const, product: 800 });
    expect(check({ furnitureProducts: [item(-6000, 8000), item(9000, -6000)] })).toEqual([]);
    expect(check({ furnitureProducts: [item(-6001, 0)] })).toEqual([t.itemOutsidePlan(800)]);
    expect(check({ lightStreetProducts: [{ ...item(0, 8001), product: 810 }] })).toEqual([t.itemOutsidePlan(810)]);
  });

  it('requires colours to exist and be available for the product', () => {
    expect(check({ walls: [wall(2, 500, 'both', 9)] })).toEqual([t.unknownColor(p.wall, 9)]);
    expect(check({ walls: [wall(3, 502, 'both', 1)] })).toEqual([t.colorNotAvailable(p.wall, 1, 502)]);
    expect(check({ furnitureProducts: [{ index: 0, x: 0, y: 0, rotation: 0, product: 800, brushedColorId: 2 }] })).toEqual([t.colorNotAvailable(p.furniture, 2, 800)]);
    expect(check({ colorSettings: { houseColor: 7, pillarColor: {} } })).toEqual([t.unknownColor(p.houseColor, 7)]);
    expect(check({ colorSettings: { houseColor: null, pillarColor: { 5: 1 } } })).toEqual([t.unknownPillar(5)]); // not standing without the split
    expect(check({ colorSettings: { houseColor: null, pillarColor: { 1: 3 } } })).toEqual([t.colorNotAvailable(p.pillar, 3, 100)]);
    expect(check({ variations: { 1: 1 }, colorSettings: { houseColor: null, pillarColor: { 5: 2 } } })).toEqual([]);
    expect(check({ variations: { 1: 1 }, colorSettings: { houseColor: null, pillarColor: { 5: 3 } } })).toEqual([t.colorNotAvailable(p.pillar, 3, 410)]);
  });

  it('rejects unknown variation spaces and indexes', () => {
    expect(check({ variations: { 9: 1 } })).toEqual([t.unknownVariationSpace(9)]);
    expect(check({ variations: { 1: 2 } })).toEqual([t.unknownVariation(1, 2)]);
  });

  it('property: never throws on arbitrary designs and gives readable reasons', () => {
    fc.assert(fc.property(arbitraryConfiguration, (configuration) => {
      const reasons = validateConfiguration({ ...configuration, selectedHouse: 100 }, index);
      expect(Array.isArray(reasons)).toBe(true);
      for (const reason of reasons) expect(reason.length).toBeGreaterThan(5);
    }), { numRuns: 200 });
  });
});
