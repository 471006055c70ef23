/**
 * The parts of one editor entity (wall, option, pillar, gable, furniture or light) as instancing parts:
 * geometry key + material key + matrix. Geometry is built in a local frame, so equal walls, windows and
 * chairs share one geometry whatever their position.
 */
import { Matrix4 } from 'three';
import type { HouseSpec, Product } from '../domain/catalog';
import type { Configuration } from '../domain/configuration';
import { DEFAULT_FURNITURE_SIZE } from '../domain/constants';
import { leafSpaces, type LeafSpace } from '../domain/fitting';
import { optionFromGround, pointOnLeaf } from '../domain/layout';
import type { CatalogIndex } from '../domain/pricing/types';
import { EntityKind, FILL_NAMES, FLAG } from '../editor/components';
import { entitiesOn, houseOf, itemOf, optionOf, optionSpan, segmentOnLeaf, wallRange } from '../editor/queries';
import type { EditorWorld } from '../editor/world';
import type { Part } from './batcher';
import { doorSillOffset, glassDrop, hasFoundation, wallDrop } from './dimensions';
import { houseFrame, outwardOfPosition, wallAxis, wallMatrix, type HouseFrame } from './frame';
import { itemModel, optionModel, wallLook, type ItemModel } from './looks';
import { NATURAL_WOOD, surface } from './materials';
import { gableGeometry, type GableLook } from './parts/gable';
import { ITEM_LAYERS, itemGeometry, type ItemLayer } from './parts/items';
import { optionGeometry, optionShapeKey, type OptionShape } from './parts/option';
import { foundationBeamGeometry, foundationPadGeometry, pillarGeometry, screwPileGeometry } from './parts/structure';
import { wallGlassGeometry, wallShapeKey, wallWoodGeometry, type Opening, type WallShape } from './parts/wall';

/** What every builder reads: the house, its frame, the design-wide choices and the catalogue. */
export interface BuildContext {
  world: EditorWorld;
  index: CatalogIndex;
  realistic: boolean;
  houseId: number;
  house: HouseSpec;
  frame: HouseFrame;
  leaves: Map<number, LeafSpace>;
  foundation: boolean;
  foundations: Configuration['selectedFoundations'];
  houseColor: number | null;
  spacing: number;
}

export function buildContext(world: EditorWorld, index: CatalogIndex, realistic: boolean): BuildContext | null {
  const design = world.design;
  const product = houseOf({ world, index });
  if (!product) return null;
  return {
    world, index, realistic, houseId: product.id, house: product.house, frame: houseFrame(product.house),
    leaves: new Map(leafSpaces(product.house, design.variations).map((leaf) => [leaf.id, leaf])),
    foundation: hasFoundation(design.selectedFoundations), foundations: design.selectedFoundations,
    houseColor: design.houseColor, spacing: index.settings.spaceBetweenOptions,
  };
}

export function colorHex(ctx: BuildContext, colorId: number | null | undefined, fallback = NATURAL_WOOD): string {
  return (colorId ? ctx.index.colors.get(colorId)?.hex : undefined) ?? fallback;
}

const wood = (ctx: BuildContext, hex: string) => surface('wood', hex, ctx.realistic);

/** The wall frame of a leaf: its midpoint, outward normal and how leaf distances map to frame x. */
export function leafFrame(leaf: LeafSpace) {
  const start = pointOnLeaf(leaf, 0);
  const end = pointOnLeaf(leaf, leaf.length);
  const cx = (start.x + end.x) / 2;
  const cy = (start.y + end.y) / 2;
  const outward = outwardOfPosition(leaf.space.position);
  const axis = wallAxis(outward);
  const localX = (d: number) => {
    const p = pointOnLeaf(leaf, d);
    return (p.x - cx) * axis.x + (p.y - cy) * axis.y;
  };
  return { cx, cy, outward, localX, matrix: wallMatrix(cx, cy, outward) };
}

interface PlacedOption {
  product: Product;
  x0: number;
  x1: number;
  /** Bottom of the option's frame (world height) and its height. */
  y0: number;
  height: number;
  door: boolean;
}

/** Where an option stands in its leaf's wall frame, or null when its leaf holds no wall. */
export function placeOption(ctx: BuildContext, leaf: LeafSpace, eid: number): PlacedOption | null {
  const option = optionOf(ctx, eid);
  const product = option.product;
  const segment = segmentOnLeaf(ctx, leaf.id, leaf.length);
  if (!product || !segment) return null;
  const [from, to] = optionSpan(ctx, option, segment);
  const f = leafFrame(leaf);
  const a = f.localX(from);
  const b = f.localX(to);
  const door = product.productType === 'door';
  const fromGround = optionFromGround(product, leaf.globalSideId, ctx.houseId);
  const y0 = ctx.frame.floorTop + (door ? doorSillOffset(ctx.foundation) : fromGround);
  const height = (product.length ?? 0) + (door ? -doorSillOffset(ctx.foundation) : 0);
  return { product, x0: Math.min(a, b), x1: Math.max(a, b), y0, height, door };
}

export function wallParts(ctx: BuildContext, leaf: LeafSpace, eid: number): Part[] {
  const { c } = ctx.world;
  const product = ctx.index.products.get(c.Product.id[eid]);
  if (!product) return [];
  const f = leafFrame(leaf);
  const [from, to] = wallRange(FILL_NAMES[c.Placement.value[eid]], leaf.length);
  const reach = ctx.frame.pillar / 2 + 28;
  const a = f.localX(from) + (from === 0 ? -Math.sign(f.localX(to) - f.localX(from)) * reach : 0);
  const b = f.localX(to) + (to === leaf.length ? Math.sign(f.localX(to) - f.localX(from)) * reach : 0);
  const look = wallLook(product);
  const bottom = ctx.frame.floorTop - (look === 'glass' ? glassDrop(ctx.foundation) : wallDrop(ctx.foundation));
  const openings: Opening[] = [];
  for (const option of entitiesOn(ctx, EntityKind.option, leaf.id)) {
    const placed = placeOption(ctx, leaf, option);
    if (!placed) continue;
    openings.push({ x0: placed.x0, x1: placed.x1, y0: placed.door ? bottom - 1 : placed.y0, y1: placed.y0 + placed.height });
  }
  openings.sort((p, q) => p.x0 - q.x0);
  const shape: WallShape = {
    look, x0: Math.min(a, b), x1: Math.max(a, b), bottom, top: ctx.frame.wallTop, openings,
    lining: product.wallType === 'insideAndOutside',
  };
  const key = wallShapeKey(shape);
  const hex = colorHex(ctx, c.Color.id[eid] || ctx.houseColor);
  const parts: Part[] = [{ geometry: { key: `wall:${key}`, make: () => wallWoodGeometry(shape) }, material: wood(ctx, hex), matrix: f.matrix }];
  if (look === 'glass') {
    parts.push({ geometry: { key: `wallglass:${key}`, make: () => wallGlassGeometry(shape) }, material: surface('glass', '#bcd8e4', ctx.realistic), matrix: f.matrix, castShadow: false });
  }
  const beam = ctx.foundations.foundationWall ? ctx.index.products.get(ctx.foundations.foundationWall) : undefined;
  if (beam) {
    const length = Math.abs(f.localX(to) - f.localX(from)) + ctx.frame.pillar;
    const mid = (f.localX(to) + f.localX(from)) / 2;
    const [bw, bh] = [beam.width ?? 60, beam.height ?? 200];
    parts.push({
      geometry: { key: `fbeam:${Math.round(length)}:${bw}:${bh}`, make: () => foundationBeamGeometry(length, bw, bh) },
      material: surface('concrete', '#b9b5ad', ctx.realistic), matrix: f.matrix.clone().multiply(new Matrix4().makeTranslation(mid, 0, 0)),
    });
  }
  return parts;
}

export function optionParts(ctx: BuildContext, leaf: LeafSpace, eid: number): Part[] {
  const placed = placeOption(ctx, leaf, eid);
  if (!placed) return [];
  const { c } = ctx.world;
  const f = leafFrame(leaf);
  const shape: OptionShape = {
    model: optionModel(placed.product), width: placed.x1 - placed.x0, height: placed.height,
    mirrored: (c.Flags.value[eid] & FLAG.rotated) !== 0,
  };
  const key = optionShapeKey(shape);
  const matrix = f.matrix.clone().multiply(new Matrix4().makeTranslation((placed.x0 + placed.x1) / 2, placed.y0, 0));
  const hex = colorHex(ctx, c.Color.id[eid] || ctx.houseColor);
  return [
    { geometry: { key: `option:${key}:wood`, make: () => optionGeometry(shape, 'wood') }, material: wood(ctx, hex), matrix },
    { geometry: { key: `option:${key}:glass`, make: () => optionGeometry(shape, 'glass') }, material: surface('glass', '#bcd8e4', ctx.realistic), matrix, castShadow: false },
    { geometry: { key: `option:${key}:metal`, make: () => optionGeometry(shape, 'metal') }, material: surface('metal', '#2d2d2d', ctx.realistic), matrix, castShadow: false },
  ].filter((part) => !(shape.model === 'door' && part.geometry.key.endsWith(':glass')));
}

export function pillarParts(ctx: BuildContext, eid: number): Part[] {
  const { c } = ctx.world;
  if ((c.Flags.value[eid] & FLAG.standing) === 0) return [];
  const x = c.Position.x[eid];
  const y = c.Position.y[eid];
  const matrix = new Matrix4().makeTranslation(x, 0, y);
  const frame = ctx.frame;
  const parts: Part[] = [{
    geometry: { key: `pillar:${frame.pillar}:${frame.wallTop}`, make: () => pillarGeometry(frame) },
    material: wood(ctx, colorHex(ctx, c.Color.id[eid] || ctx.houseColor)), matrix,
  }];
  const pad = ctx.foundations.foundationBase ? ctx.index.products.get(ctx.foundations.foundationBase) : undefined;
  if (pad) {
    const size = pad.width ?? 300;
    parts.push({ geometry: { key: `fpad:${size}`, make: () => foundationPadGeometry(size) }, material: surface('concrete', '#b9b5ad', ctx.realistic), matrix });
  }
  const pile = ctx.foundations.fastFoundation ? ctx.index.products.get(ctx.foundations.fastFoundation) : undefined;
  if (pile) {
    const [d, l] = [pile.width ?? 76, pile.length ?? 1200];
    parts.push({ geometry: { key: `fpile:${d}:${l}`, make: () => screwPileGeometry(d, l) }, material: surface('metal', '#6f7479', ctx.realistic), matrix, castShadow: false });
  }
  return parts;
}

function gableLook(product: Product): GableLook {
  const name = product.name.toLowerCase();
  if (name.includes('glas')) return 'glass';
  return wallLook(product) === 'rabat' ? 'rabat' : 'planks';
}

export function gableParts(ctx: BuildContext, eid: number): Part[] {
  const { c } = ctx.world;
  const space = ctx.house.layout.gableSpaces.find((g) => g.id === c.SpaceRef.id[eid]);
  const product = ctx.index.products.get(c.Product.id[eid]);
  if (!space || !product || ctx.frame.roofType === 'flat') return [];
  const look = gableLook(product);
  const key = `gable:${ctx.houseId}:${space.id}:${look}`;
  const identity = new Matrix4();
  const parts: Part[] = [{ geometry: { key: `${key}:wood`, make: () => gableGeometry(ctx.frame, space, look, 'wood') }, material: wood(ctx, colorHex(ctx, c.Color.id[eid] || ctx.houseColor)), matrix: identity }];
  if (look === 'glass') parts.push({ geometry: { key: `${key}:glass`, make: () => gableGeometry(ctx.frame, space, look, 'glass') }, material: surface('glass', '#bcd8e4', ctx.realistic), matrix: identity, castShadow: false });
  return parts;
}

const ITEM_HEX: Record<ItemLayer, string> = { wood: '#9c6b45', fabric: '#e6dfd0', metal: '#26282a', plant: '#6f9b4a', lamp: '#fff1cc' };
const ITEM_SURFACE = { wood: 'wood', fabric: 'fabric', metal: 'metal', plant: 'sedum', lamp: 'lamp' } as const;

/** Furniture and lights; inside the house they stand on the floor. */
export function itemParts(ctx: BuildContext, eid: number): Part[] {
  const { product, x, y, rotation, colorId } = itemOf(ctx, eid);
  if (!product) return [];
  const model: ItemModel = itemModel(product);
  const width = product.width ?? DEFAULT_FURNITURE_SIZE;
  const length = product.length ?? width;
  const inside = x > 0 && x < ctx.frame.width && y > 0 && y < ctx.frame.length;
  const matrix = new Matrix4().makeTranslation(x, inside ? ctx.frame.floorTop : 0, y)
    .multiply(new Matrix4().makeRotationY((-(rotation || 0) * Math.PI) / 180));
  const brushed = colorId ? colorHex(ctx, colorId) : null;
  return ITEM_LAYERS[model].map((layer) => ({
    geometry: { key: `item:${model}:${width}x${length}:${layer}`, make: () => itemGeometry(model, width, length, layer) },
    material: surface(ITEM_SURFACE[layer], layer === 'wood' && brushed ? brushed : ITEM_HEX[layer], ctx.realistic),
    matrix,
    castShadow: layer !== 'lamp',
  }));
}
