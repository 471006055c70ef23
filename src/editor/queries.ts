/**
 * The one read model of the editor world: the house of the design, the walls and options on a leaf, where an
 * option stands along its leaf, and an item's placement. The commands, the 2D plan (geometry, hit test, taps)
 * and the 3D view read the world through these, so they cannot disagree on a rule.
 *
 * Decided where the readers differed: walls and options on a leaf come in creation order (the order of the
 * configuration's arrays, which the worker and the server read), not in the index's insertion order, which
 * undo changes; a design's house is a product of productType 'house' with a house spec (ARCHITECTURE §3).
 */
import type { Product } from '../domain/catalog';
import { houseProduct, type CatalogIndex, type HouseProduct } from '../domain/catalog-index';
import type { OptionAlign, WallFill } from '../domain/configuration';
import { optionRange, walledSegment, type WalledSegment } from '../domain/layout';
import { ALIGN_NAMES, EntityKind, FILL_NAMES, FLAG, type EntityKindValue } from './components';
import type { EditorWorld } from './world';

/** What the read model reads: an Editor, a command's context and the 3D view's build context all are one. */
export interface WorldView {
  readonly world: EditorWorld;
  readonly index: CatalogIndex;
}

export type { HouseProduct };

/** The design's house, when the chosen product is a house (the domain's houseProduct, as pricing reads it). */
export function houseOf(view: WorldView): HouseProduct | undefined {
  return houseProduct(view.index, view.world.design.selectedHouse);
}

/** Live entities of a kind in creation order (from the world's kind index: no scan of other kinds). */
export function entities(view: WorldView, kind: number): number[] {
  const order = view.world.c.Order.value;
  return Array.from(view.world.index.ofKind(kind as EntityKindValue)).sort((a, b) => order[a] - order[b]);
}

/** Entities of a kind on a leaf (walls, options) or a gable space, in creation order. */
export function entitiesOn(view: WorldView, kind: EntityKindValue, spaceId: number): number[] {
  const order = view.world.c.Order.value;
  return Array.from(view.world.index.onRef(kind, spaceId)).sort((a, b) => order[a] - order[b]);
}

export interface WallOnLeaf {
  eid: number;
  fill: WallFill;
  product: Product;
  /** The range the wall covers along its leaf, mm from the leaf's start. */
  from: number;
  to: number;
}

/** The range a wall of `fill` covers on a leaf of `length`. */
export function wallRange(fill: WallFill, length: number): [number, number] {
  const half = Math.floor(length / 2);
  return fill === 'both' ? [0, length] : fill === 'start' ? [0, half] : [length - half, length];
}

/** The walls on a leaf in creation order; walls of a product the catalogue lacks are left out. */
export function wallsOnLeaf(view: WorldView, leafId: number, leafLength: number): WallOnLeaf[] {
  const { c } = view.world;
  const out: WallOnLeaf[] = [];
  for (const eid of entitiesOn(view, EntityKind.wall, leafId)) {
    const product = view.index.products.get(c.Product.id[eid]);
    if (!product) continue;
    const fill = FILL_NAMES[c.Placement.value[eid]];
    const [from, to] = wallRange(fill, leafLength);
    out.push({ eid, fill, product, from, to });
  }
  return out;
}

/** The walled segment of a leaf (layout.ts), or null when no wall stands on it. */
export function segmentOnLeaf(view: WorldView, leafId: number, leafLength: number): WalledSegment | null {
  return walledSegment(leafLength, wallsOnLeaf(view, leafId, leafLength));
}

export interface OptionOnLeaf {
  eid: number;
  product: Product | undefined;
  align: OptionAlign;
  mirrored: boolean;
  /** The option's horizontal span, mm (0 when the product is unknown). */
  width: number;
}

export function optionOf(view: WorldView, eid: number): OptionOnLeaf {
  const { c } = view.world;
  const product = view.index.products.get(c.Product.id[eid]);
  return {
    eid, product, align: ALIGN_NAMES[c.Placement.value[eid]], mirrored: (c.Flags.value[eid] & FLAG.rotated) !== 0,
    width: product?.width ?? 0,
  };
}

/** The options on a leaf in creation order. */
export function optionsOnLeaf(view: WorldView, leafId: number): OptionOnLeaf[] {
  return entitiesOn(view, EntityKind.option, leafId).map((eid) => optionOf(view, eid));
}

/** Where an option stands along its leaf in a walled segment, mm from the leaf's start. */
export function optionSpan(view: WorldView, option: Pick<OptionOnLeaf, 'width' | 'align'>, segment: WalledSegment): [number, number] {
  return optionRange(segment, option.width, option.align, view.index.settings.spaceBetweenOptions);
}

export interface ItemPlacement {
  eid: number;
  kind: number;
  product: Product | undefined;
  x: number;
  y: number;
  rotation: number;
  colorId: number;
}

/** Where a furniture or light item stands (plan mm) and how it is turned and brushed. */
export function itemOf(view: WorldView, eid: number): ItemPlacement {
  const { c } = view.world;
  return {
    eid, kind: c.Kind.value[eid], product: view.index.products.get(c.Product.id[eid]),
    x: c.Position.x[eid], y: c.Position.y[eid], rotation: c.Rotation.deg[eid], colorId: c.Color.id[eid],
  };
}
