/**
 * The editor on the real catalogue seed (assets/catalog) and on the benchmark's large house: every seed
 * house can be walled and priced through commands, the example designs load losslessly and, replayed as
 * commands, are accepted by the rules.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configurationSchema } from '../domain/configuration';
import { benchCatalog } from '../../bench/catalog';
import { buildLarge } from '../../bench/designs';
import { createLocalCompute } from '../domain/compute-core';
import { EntityKind } from './components';
import { Editor } from './editor';
import { orderedEntitiesOf } from './world';

const catalog = benchCatalog();
const compute = createLocalCompute(catalog);
const examples = JSON.parse(readFileSync(new URL('../../assets/catalog/example-designs.json', import.meta.url), 'utf8')) as { configuration: unknown }[];

function editor(): Editor {
  return new Editor({ catalog: compute.core.index, compute, priceDebounceMs: 0 });
}

describe('on the seed catalogue', () => {
  it('walls every leaf of every seed house where the first wall module fits, and prices the result', () => {
    const houses = catalog.products.filter((p) => p.productType === 'house' && p.house && !p.test);
    expect(houses.length).toBeGreaterThan(10);
    for (const house of houses) {
      const e = editor();
      expect(e.dispatch({ type: 'selectHouse', houseId: house.id })).toMatchObject({ ok: true });
      const fits = compute.core.fits({ configuration: e.getConfiguration(), productId: 2001 });
      for (const spaceId of fits.walls) expect(e.dispatch({ type: 'toggleWall', spaceId, productId: 2001 })).toMatchObject({ ok: true });
      expect(e.getConfiguration().walls).toHaveLength(fits.walls.length);
      const doors = compute.core.fits({ configuration: e.getConfiguration(), productId: 3101 }).options;
      if (doors.length > 0) expect(e.dispatch({ type: 'placeOption', productId: 3101, ...doors[0] })).toMatchObject({ ok: true });
      const quote = compute.core.price(e.getConfiguration());
      expect(quote.totalPrice.inclTax).toBeGreaterThan(house.price - 1);
    }
  });

  it('loads the example designs losslessly and accepts them replayed as commands', () => {
    for (const example of examples) {
      const configuration = configurationSchema.parse(example.configuration);
      const loaded = editor();
      loaded.load(configuration);
      expect(loaded.getConfiguration()).toEqual(configuration);

      const replay = editor();
      expect(replay.dispatch({ type: 'selectHouse', houseId: configuration.selectedHouse })).toMatchObject({ ok: true });
      for (const [spaceId, index] of Object.entries(configuration.variations)) {
        if (index !== 0) expect(replay.dispatch({ type: 'setVariation', spaceId: Number(spaceId), index })).toMatchObject({ ok: true });
      }
      for (const wall of configuration.walls) {
        const half = wall.fill === 'both' ? undefined : wall.fill;
        expect(replay.dispatch({ type: 'toggleWall', spaceId: wall.spaceId, productId: wall.product, half })).toMatchObject({ ok: true });
      }
      for (const option of configuration.options) {
        expect(replay.dispatch({ type: 'placeOption', spaceId: option.spaceId, productId: option.product, align: option.align })).toMatchObject({ ok: true });
      }
      for (const gable of configuration.gables) {
        expect(replay.dispatch({ type: 'placeGable', gableSpaceId: gable.gableSpaceId, productId: gable.product, align: gable.align })).toMatchObject({ ok: true });
      }
      expect(replay.getConfiguration().walls).toEqual(configuration.walls.map((w) => ({ ...w, brushedColorId: null })));
    }
  });

  it('builds the benchmark large design through commands', () => {
    const e = editor();
    buildLarge(e, compute.core);
    const count = (kind: number) => orderedEntitiesOf(e.world, kind as 1).length;
    expect(count(EntityKind.space)).toBeGreaterThanOrEqual(60);
    expect(count(EntityKind.option)).toBeGreaterThanOrEqual(150);
    expect(count(EntityKind.furniture)).toBeGreaterThanOrEqual(300);
    expect(count(EntityKind.light)).toBeGreaterThanOrEqual(80);
    expect(compute.core.price(e.getConfiguration()).lines.length).toBeGreaterThan(5);
  });
});
