/**
 * Where things stand in the plan, read from the editor world (mm, origin at the house's top-left outer corner,
 * y to the front). Pure: no Pixi, so hit testing and the gesture logic run in unit tests on a headless editor.
 * The option positions come from the same domain functions the editor's fit checks use (src/domain/layout.ts).
 */
import type { HouseSpec, Product, Space } from '../domain/catalog';
import { MOUSE_PREVIEW_SIZE } from '../domain/constants';
import { itemFootprint, itemHitSize } from '../domain/geometry';
import type { WalledSegment } from '../domain/layout';
import type { Editor } from '../editor';
import { EntityKind, FLAG, houseOf, itemOf, optionOf, optionSpan, segmentOnLeaf } from '../editor';

export interface Point { x: number; y: number }

/** Thickness of the wall band drawn on a space, mm (the spec's wall thickness offsets are 20 and 60 mm; the
 * plan draws walls wider so they can be seen and tapped at house scale). */
export const WALL_BAND = 120;

export interface LeafGeometry {
  eid: number;
  leafId: number;
  /** The space the leaf belongs to (for its position: top, bottom, left, right, center). */
  spaceId: number;
  x: number; y: number;
  length: number;
  vertical: boolean;
  disabled: boolean;
}

/** The editor's read model (src/editor/queries.ts), which every reader of the world shares. */
export { entities, houseOf, wallsOnLeaf, type WallOnLeaf } from '../editor';

export function kindOf(editor: Editor, eid: number): number {
  return editor.world.c.Kind.value[eid];
}

export function leafGeometry(editor: Editor, eid: number): LeafGeometry {
  const { c } = editor.world;
  return {
    eid,
    leafId: c.SpaceRef.id[eid],
    spaceId: c.Leaf.parent[eid],
    x: c.Position.x[eid],
    y: c.Position.y[eid],
    length: c.Leaf.length[eid],
    vertical: c.Leaf.direction[eid] === 1,
    disabled: (c.Flags.value[eid] & FLAG.disabled) !== 0,
  };
}

export function leafByLeafId(editor: Editor, leafId: number): LeafGeometry | undefined {
  for (const eid of editor.world.index.onRef(EntityKind.space, leafId)) return leafGeometry(editor, eid);
  return undefined;
}

/** A point `along` mm from the leaf's start. */
export function pointAlong(leaf: Pick<LeafGeometry, 'x' | 'y' | 'vertical'>, along: number): Point {
  return leaf.vertical ? { x: leaf.x, y: leaf.y + along } : { x: leaf.x + along, y: leaf.y };
}

/** Distance along the leaf of the projection of a point (may be outside 0..length) and the distance across. */
export function projectOnLeaf(leaf: Pick<LeafGeometry, 'x' | 'y' | 'vertical'>, p: Point): { along: number; across: number } {
  return leaf.vertical ? { along: p.y - leaf.y, across: p.x - leaf.x } : { along: p.x - leaf.x, across: p.y - leaf.y };
}

/** Which half of a leaf a point along it falls in. */
export function halfAt(leaf: Pick<LeafGeometry, 'length'>, along: number): 'start' | 'end' {
  return along < leaf.length / 2 ? 'start' : 'end';
}

/** The layout space of a leaf (for its position on the house). */
export function spaceOf(editor: Editor, leaf: LeafGeometry): Space | undefined {
  return houseOf(editor)?.house.layout.spaces.find((s) => s.id === leaf.spaceId);
}

/** The unit vector pointing into the house from a leaf (door swings and the inside face of walls). */
export function inwardNormal(editor: Editor, leaf: LeafGeometry): Point {
  const position = spaceOf(editor, leaf)?.position;
  if (leaf.vertical) return position === 'right' ? { x: -1, y: 0 } : { x: 1, y: 0 };
  return position === 'bottom' ? { x: 0, y: -1 } : { x: 0, y: 1 };
}

export function segmentOf(editor: Editor, leaf: LeafGeometry): WalledSegment | null {
  return segmentOnLeaf(editor, leaf.leafId, leaf.length);
}

export interface OptionGeometry {
  eid: number;
  leaf: LeafGeometry;
  product: Product;
  align: 'left' | 'center' | 'right';
  mirrored: boolean;
  /** Range along the leaf, mm. */
  from: number; to: number;
  center: Point;
}

export function optionGeometry(editor: Editor, eid: number): OptionGeometry | null {
  const leaf = leafByLeafId(editor, editor.world.c.SpaceRef.id[eid]);
  const option = optionOf(editor, eid);
  if (!leaf || !option.product) return null;
  const segment = segmentOf(editor, leaf);
  if (!segment) return null;
  const [from, to] = optionSpan(editor, option, segment);
  return { eid, leaf, product: option.product, align: option.align, mirrored: option.mirrored, from, to, center: pointAlong(leaf, (from + to) / 2) };
}

export { itemFootprint };

/** The size an item is drawn and hit at (the world's spatial index uses the same): at least 150 so it can be tapped. */
export function itemSize(product: Product | undefined): { w: number; h: number } {
  return itemHitSize(product);
}

/** The placement preview at the pointer: the product's own size, or the spec's mouse preview of 150 when it has none. */
export function previewSize(product: Product | undefined): { w: number; h: number } {
  return product?.width ? itemSize(product) : { w: MOUSE_PREVIEW_SIZE, h: MOUSE_PREVIEW_SIZE };
}

export interface ItemGeometry { eid: number; kind: number; product: Product | undefined; x: number; y: number; rotation: number; w: number; h: number; colorId: number }

export function itemGeometry(editor: Editor, eid: number): ItemGeometry {
  const item = itemOf(editor, eid);
  return { ...item, ...itemSize(item.product) };
}

/** True when a point lies inside an item's rotated footprint, grown by `pad` mm. */
export function itemContains(item: ItemGeometry, p: Point, pad = 0): boolean {
  const rad = (-item.rotation * Math.PI) / 180;
  const dx = p.x - item.x;
  const dy = p.y - item.y;
  const lx = dx * Math.cos(rad) - dy * Math.sin(rad);
  const ly = dx * Math.sin(rad) + dy * Math.cos(rad);
  return Math.abs(lx) <= item.w / 2 + pad && Math.abs(ly) <= item.h / 2 + pad;
}

export interface PillarGeometry { eid: number; pillarId: number; x: number; y: number; standing: boolean; colorId: number }

export function pillarGeometry(editor: Editor, eid: number): PillarGeometry {
  const { c } = editor.world;
  return {
    eid, pillarId: c.SpaceRef.id[eid], x: c.Position.x[eid], y: c.Position.y[eid],
    standing: (c.Flags.value[eid] & FLAG.standing) !== 0, colorId: c.Color.id[eid],
  };
}

/** The pillar size drawn in plan, mm. */
export function pillarSize(house: HouseSpec | undefined): number {
  return Math.max(house?.thicknessPillarRoof ?? 120, 90);
}
