/**
 * fast-check generators of configurations over the fixture catalogue. `arbitraryConfiguration` covers every
 * field of the schema (any ids, floats, records), for the attribute round trip; `arbitraryFixtureDesign`
 * draws designs from the fixture catalogue's real products and spaces, for pricing properties.
 */
import fc from 'fast-check';
import { configurationSchema, type Configuration } from '../../src/domain/configuration';
import { LINE_CATEGORIES, type LineCategory } from '../../src/domain/constants';

const id = fc.integer({ min: 1, max: 100_000 });
const colorRef = fc.option(id, { nil: null });
/** Finite coordinates without -0 (JSON has no negative zero; the schema cannot tell them apart either). */
const coordinate = fc.oneof(fc.integer({ min: -20_000, max: 20_000 }), fc.double({ min: -20_000, max: 20_000, noNaN: true }))
  .map((v) => (Object.is(v, -0) ? 0 : v));
const placedItem = fc.record({
  index: fc.nat(500), x: coordinate, y: coordinate, rotation: fc.constantFrom(0 as const, 90 as const, 180 as const, 270 as const),
  product: id, brushedColorId: colorRef,
});
const enableCategories = fc.tuple(...LINE_CATEGORIES.map(() => fc.boolean()))
  .map((flags) => Object.fromEntries(LINE_CATEGORIES.map((c, i) => [c, flags[i]])) as Record<LineCategory, boolean>);

export const arbitraryConfiguration: fc.Arbitrary<Configuration> = fc.record({
  selectedHouse: id,
  walls: fc.array(fc.record({ spaceId: id, fill: fc.constantFrom('start' as const, 'end' as const, 'both' as const), product: id, brushedColorId: colorRef }), { maxLength: 8 }),
  gables: fc.array(fc.record({ gableSpaceId: id, align: fc.constantFrom('start' as const, 'end' as const), product: id, brushedColorId: colorRef }), { maxLength: 3 }),
  options: fc.array(fc.record({ spaceId: id, align: fc.constantFrom('left' as const, 'center' as const, 'right' as const), product: id, rotated: fc.boolean(), brushedColorId: colorRef }), { maxLength: 6 }),
  variations: fc.dictionary(id.map(String), fc.nat(4), { maxKeys: 4 }),
  furnitureProducts: fc.array(placedItem, { maxLength: 5 }),
  lightStreetProducts: fc.array(placedItem, { maxLength: 3 }),
  colorSettings: fc.record({ houseColor: colorRef, pillarColor: fc.dictionary(id.map(String), id, { maxKeys: 4 }) }),
  selectedRoofProduct: fc.nat(100_000),
  selectedFacadeCladdingProducts: fc.array(id, { maxLength: 3 }),
  selectedRoofRackProductFront: fc.nat(100_000),
  selectedRoofRackProductBehind: fc.nat(100_000),
  selectedFoundations: fc.record({ foundationWall: id, foundationBase: id, fastFoundation: id }, { requiredKeys: [] }),
  enableCategories,
  looseProducts: fc.array(fc.record({ productId: id, amount: fc.integer({ min: 1, max: 1000 }) }), { maxLength: 4 }),
}).map((c) => configurationSchema.parse(c));

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);

/** Designs on fixture house 100 from its real leaves and products (valid or not: pricing must not care). */
export const arbitraryFixtureDesign: fc.Arbitrary<Configuration> = fc.record({
  split: fc.boolean(),
  walls: fc.array(fc.record({ leaf: pick([1, 2, 3, 4]), product: pick([500, 501, 502, 503]), fill: pick(['both', 'start', 'end'] as const), color: fc.option(pick([1, 2, 3]), { nil: null }) }), { maxLength: 6 }),
  options: fc.array(fc.record({ leaf: pick([1, 2, 3, 4]), product: pick([510, 511, 512]), align: pick(['left', 'center', 'right'] as const), color: fc.option(pick([1, 2]), { nil: null }) }), { maxLength: 6 }),
  furniture: fc.array(fc.record({ product: pick([800, 810]), color: fc.option(pick([1, 3]), { nil: null }), x: fc.integer({ min: -6000, max: 9000 }) }), { maxLength: 6 }),
  roof: pick([0, 530, 531]),
  cladding: fc.subarray([540, 541]),
  rackFront: pick([0, 550, 840]),
  rackBehind: pick([0, 550]),
  foundations: fc.record({ foundationWall: pick([560]), foundationBase: pick([561]), fastFoundation: pick([562]) }, { requiredKeys: [] }),
  houseColor: fc.option(pick([1, 2, 3]), { nil: null }),
  pillarColor: fc.option(pick([1, 2]), { nil: null }),
  loose: fc.array(fc.record({ productId: pick([820, 821]), amount: fc.integer({ min: 1, max: 20 }) }), { maxLength: 2 }),
  enableCategories,
}).map((d) => configurationSchema.parse({
  selectedHouse: 100,
  variations: d.split ? { 1: 1 } : {},
  walls: d.walls.map((w) => ({ spaceId: d.split && w.leaf === 1 ? 11 : w.leaf, fill: w.fill, product: w.product, brushedColorId: w.color })),
  options: d.options.map((o) => ({ spaceId: o.leaf, align: o.align, product: o.product, brushedColorId: o.color })),
  furnitureProducts: d.furniture.map((f, index) => ({ index, x: f.x, y: 500, rotation: 0, product: f.product, brushedColorId: f.color })),
  selectedRoofProduct: d.roof,
  selectedFacadeCladdingProducts: d.cladding,
  selectedRoofRackProductFront: d.rackFront,
  selectedRoofRackProductBehind: d.rackBehind,
  selectedFoundations: d.foundations,
  colorSettings: { houseColor: d.houseColor, pillarColor: d.pillarColor === null ? {} : { 1: d.pillarColor, 5: d.pillarColor } },
  looseProducts: d.loose,
  enableCategories: d.enableCategories,
}));
