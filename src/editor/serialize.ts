/**
 * World <-> Configuration (the spec's design state). Lossless: arrays keep their order (the Order
 * component), ids the world cannot place (a leaf of another variant, a product the catalogue lost) are kept
 * as numbers, and pillar colours for pillars the house lacks live on 'orphan' pillar entities.
 * Configuration <-> quote attributes is src/domain/attributes.ts.
 */
import type { HouseSpec } from '../domain/catalog';
import type { Configuration } from '../domain/configuration';
import type { CatalogIndex } from '../domain/pricing/types';
import { ALIGN, ALIGN_NAMES, EntityKind, FILL, FILL_NAMES, FLAG, GABLE_ALIGN, GABLE_ALIGN_NAMES, type EntityKindValue } from './components';
import { clearWorld, createLeaves, createPillars, nextOrder } from './commands/shared';
import type { Transaction } from './transaction';
import { entitiesOf, orderedEntitiesOf, type Design, type EditorWorld } from './world';

const colorOrNull = (id: number): number | null => (id === 0 ? null : id);

function items(w: EditorWorld, kind: EntityKindValue): Configuration['furnitureProducts'] {
  const { c } = w;
  return orderedEntitiesOf(w, kind).map((eid) => ({
    index: c.ItemIndex.value[eid],
    x: c.Position.x[eid],
    y: c.Position.y[eid],
    rotation: c.Rotation.deg[eid] as 0 | 90 | 180 | 270,
    product: c.Product.id[eid],
    brushedColorId: colorOrNull(c.Color.id[eid]),
  }));
}

/** The configuration the world holds. */
export function toConfiguration(w: EditorWorld): Configuration {
  const { c, design } = w;
  const pillarColor: Record<string, number> = {};
  for (const eid of orderedEntitiesOf(w, EntityKind.pillar)) {
    if (c.Color.id[eid] !== 0) pillarColor[String(c.SpaceRef.id[eid])] = c.Color.id[eid];
  }
  return {
    selectedHouse: design.selectedHouse,
    walls: orderedEntitiesOf(w, EntityKind.wall).map((eid) => ({
      spaceId: c.SpaceRef.id[eid], fill: FILL_NAMES[c.Placement.value[eid]], product: c.Product.id[eid], brushedColorId: colorOrNull(c.Color.id[eid]),
    })),
    gables: orderedEntitiesOf(w, EntityKind.gable).map((eid) => ({
      gableSpaceId: c.SpaceRef.id[eid], align: GABLE_ALIGN_NAMES[c.Placement.value[eid]], product: c.Product.id[eid], brushedColorId: colorOrNull(c.Color.id[eid]),
    })),
    options: orderedEntitiesOf(w, EntityKind.option).map((eid) => ({
      spaceId: c.SpaceRef.id[eid], align: ALIGN_NAMES[c.Placement.value[eid]], product: c.Product.id[eid],
      rotated: (c.Flags.value[eid] & FLAG.rotated) !== 0, brushedColorId: colorOrNull(c.Color.id[eid]),
    })),
    variations: { ...design.variations },
    furnitureProducts: items(w, EntityKind.furniture),
    lightStreetProducts: items(w, EntityKind.light),
    colorSettings: { houseColor: design.houseColor, pillarColor },
    selectedRoofProduct: design.selectedRoofProduct,
    selectedFacadeCladdingProducts: [...design.selectedFacadeCladdingProducts],
    selectedRoofRackProductFront: design.selectedRoofRackProductFront,
    selectedRoofRackProductBehind: design.selectedRoofRackProductBehind,
    selectedFoundations: { ...design.selectedFoundations },
    enableCategories: { ...design.enableCategories },
    looseProducts: design.looseProducts.map((p) => ({ ...p })),
  };
}

export function designOf(configuration: Configuration): Design {
  return {
    selectedHouse: configuration.selectedHouse,
    variations: { ...configuration.variations },
    houseColor: configuration.colorSettings.houseColor,
    selectedRoofProduct: configuration.selectedRoofProduct,
    selectedFacadeCladdingProducts: [...configuration.selectedFacadeCladdingProducts],
    selectedRoofRackProductFront: configuration.selectedRoofRackProductFront,
    selectedRoofRackProductBehind: configuration.selectedRoofRackProductBehind,
    selectedFoundations: { ...configuration.selectedFoundations },
    enableCategories: { ...configuration.enableCategories },
    looseProducts: configuration.looseProducts.map((p) => ({ ...p })),
  };
}

/**
 * Replace the world's content with a configuration, inside a transaction (so renderers get the dirty set).
 * No rule is checked here: a stored design loads as it was stored; validation is the domain's job.
 */
export function loadConfiguration(tx: Transaction, configuration: Configuration, index: CatalogIndex): void {
  const w = tx.w;
  const { c } = w;
  clearWorld(tx);
  tx.replaceDesign(designOf(configuration));
  const house = index.products.get(configuration.selectedHouse)?.house as HouseSpec | undefined;
  if (house) {
    createLeaves(tx, house, configuration.variations);
    createPillars(tx, house, configuration.variations);
  }
  const pillars = new Map<number, number>();
  for (const eid of entitiesOf(w, EntityKind.pillar)) pillars.set(c.SpaceRef.id[eid], eid);
  for (const [key, colorId] of Object.entries(configuration.colorSettings.pillarColor)) {
    const pillarId = Number(key);
    const eid = pillars.get(pillarId);
    if (eid !== undefined) tx.set(eid, c.Color.id, colorId);
    else tx.create([EntityKind.pillar, pillarId, nextOrder(w), FLAG.orphan, 0, 0, colorId]);
  }
  for (const wall of configuration.walls) {
    tx.create([EntityKind.wall, wall.spaceId, nextOrder(w), FILL[wall.fill], wall.product, wall.brushedColorId ?? 0]);
  }
  for (const gable of configuration.gables) {
    tx.create([EntityKind.gable, gable.gableSpaceId, nextOrder(w), GABLE_ALIGN[gable.align], gable.product, gable.brushedColorId ?? 0]);
  }
  for (const option of configuration.options) {
    tx.create([EntityKind.option, option.spaceId, nextOrder(w), ALIGN[option.align], option.product, option.brushedColorId ?? 0,
      option.rotated ? FLAG.rotated : 0]);
  }
  for (const [kind, list] of [[EntityKind.furniture, configuration.furnitureProducts], [EntityKind.light, configuration.lightStreetProducts]] as const) {
    for (const item of list) {
      tx.create([kind, item.index, nextOrder(w), item.x, item.y, item.rotation, item.product, item.brushedColorId ?? 0]);
    }
  }
}
