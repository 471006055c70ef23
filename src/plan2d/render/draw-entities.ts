/**
 * Drawing of the house's entities, one Graphics per entity: a space with its state and the walls on it
 * (pattern per wall type, colour), a window or door at its aligned position with its swing or slide, a pillar,
 * a gable. Each function clears and redraws one Graphics; the scene sync calls it only for dirty entities.
 */
import type { Graphics } from 'pixi.js';
import type { Product } from '../../domain/catalog';
import type { Editor } from '../../editor';
import {
  houseOf, inwardNormal, leafGeometry, optionGeometry, pillarGeometry, pillarSize, pointAlong, wallsOnLeaf, WALL_BAND,
  type LeafGeometry,
} from '../geometry';
import { entityColor, PALETTE, shade } from './palette';
import { bandLines, bandRect, crossMarks, dashedLine } from './shapes';

type WallPattern = 'planks' | 'swedish' | 'channel' | 'glass' | 'fence' | 'inner' | 'measure';

export function wallPattern(product: Product): WallPattern {
  const name = product.name.toLowerCase();
  if (product.wallType === 'glass' || name.includes('glas')) return 'glass';
  if (product.productType === 'fenceModule') return 'fence';
  if (product.madeToMeasure) return 'measure';
  if (name.includes('zweeds')) return 'swedish';
  if (name.includes('channel')) return 'channel';
  if (product.wallType === 'inside' || name.startsWith('binnenwand')) return 'inner';
  return 'planks';
}

function drawWall(g: Graphics, editor: Editor, leaf: LeafGeometry, from: number, to: number, product: Product, colorId: number): void {
  const pattern = wallPattern(product);
  const color = entityColor(editor, colorId, product.colorId);
  const dark = shade(color, 0.6);
  const band = pattern === 'fence' || pattern === 'inner' ? WALL_BAND * 0.7 : WALL_BAND;
  const q = band / 4;
  if (pattern === 'glass') {
    bandRect(g, leaf, from, to, band * 0.6).fill({ color: PALETTE.glass, alpha: 0.8 }).stroke({ width: 12, color: colorId ? color : PALETTE.glassLine });
    bandLines(g, leaf, from, to, [0]);
    g.stroke({ width: 10, color: PALETTE.glassLine });
    return;
  }
  bandRect(g, leaf, from, to, band).fill({ color }).stroke({ width: 10, color: dark });
  if (pattern === 'planks') bandLines(g, leaf, from, to, [-q, q]);
  else if (pattern === 'swedish') bandLines(g, leaf, from, to, [-q * 1.3, 0, q * 1.3]);
  else if (pattern === 'inner') bandLines(g, leaf, from, to, [0]);
  else if (pattern === 'channel') crossMarks(g, leaf, from, to, 140, band / 2);
  else if (pattern === 'fence') crossMarks(g, leaf, from, to, 600, band / 2 + 30);
  else if (pattern === 'measure') {
    const a = pointAlong(leaf, from);
    const b = pointAlong(leaf, to);
    dashedLine(g, a.x, a.y, b.x, b.y, 120, 80);
  }
  g.stroke({ width: 8, color: dark });
}

/** A leaf space: empty (dashed), disabled (red, crossed) or walled (start, end or both halves). */
export function drawLeaf(g: Graphics, editor: Editor, eid: number): void {
  g.clear();
  const leaf = leafGeometry(editor, eid);
  const a = pointAlong(leaf, 0);
  const b = pointAlong(leaf, leaf.length);
  if (leaf.disabled) {
    bandRect(g, leaf, 0, leaf.length, WALL_BAND * 0.5).fill({ color: PALETTE.disabledSpace, alpha: 0.35 });
    crossMarks(g, leaf, 0, leaf.length, 400, WALL_BAND * 0.4);
    g.stroke({ width: 14, color: PALETTE.disabledSpace });
    return;
  }
  const walls = wallsOnLeaf(editor, leaf.leafId, leaf.length);
  // The open part of the leaf: a dashed line, so an empty side reads as 'can take a wall'.
  dashedLine(g, a.x, a.y, b.x, b.y, 160, 110);
  g.stroke({ width: 26, color: PALETTE.emptySpace });
  for (const wall of walls) drawWall(g, editor, leaf, wall.from, wall.to, wall.product, editor.world.c.Color.id[wall.eid]);
}

/** A window (frame with glass) or door (leaf with its swing arc, or slide arrows) at its aligned position. */
export function drawOption(g: Graphics, editor: Editor, eid: number): void {
  g.clear();
  const option = optionGeometry(editor, eid);
  if (!option) return;
  const { leaf, product, from, to, mirrored } = option;
  const color = entityColor(editor, editor.world.c.Color.id[eid], product.colorId, false);
  const frame = editor.world.c.Color.id[eid] ? color : PALETTE.frame;
  const inward = inwardNormal(editor, leaf);
  if (product.productType === 'window') {
    bandRect(g, leaf, from, to, WALL_BAND * 1.1).fill({ color: frame }).stroke({ width: 12, color: PALETTE.outline });
    bandLines(g, leaf, from + 30, to - 30, [0]);
    g.stroke({ width: 26, color: PALETTE.glassLine });
    return;
  }
  // A door: the opening is cleared, then the leaf(s) drawn as a swing or a slide.
  bandRect(g, leaf, from, to, WALL_BAND * 1.05).fill({ color: PALETTE.floor }).stroke({ width: 8, color: PALETTE.outline });
  const name = product.name.toLowerCase();
  const width = to - from;
  const stroke = { width: 22, color: editor.world.c.Color.id[eid] ? color : PALETTE.doorSwing };
  if (name.includes('schuif')) {
    // Sliding: two panes side by side, offset, with the slide direction as an arrow.
    const off = WALL_BAND * 0.25;
    bandLines(g, leaf, from, from + width * 0.55, [-off]);
    bandLines(g, leaf, to - width * 0.55, to, [off]);
    g.stroke(stroke);
    const y = inward.x === 0 ? inward.y : inward.x;
    const dir = mirrored ? -1 : 1;
    const mid = pointAlong(leaf, (from + to) / 2);
    const arrowAt = (d: number) => leaf.vertical ? { x: mid.x + y * 260, y: mid.y + d } : { x: mid.x + d, y: mid.y + y * 260 };
    const tail = arrowAt(-dir * width * 0.25);
    const head = arrowAt(dir * width * 0.25);
    g.moveTo(tail.x, tail.y).lineTo(head.x, head.y).stroke({ width: 16, color: PALETTE.doorSwing });
    return;
  }
  const double = name.includes('dubbel') || name.includes('openslaand');
  const leaves: Array<[number, number]> = double ? [[from, (from + to) / 2], [to, (from + to) / 2]] : [mirrored ? [to, from] : [from, to]];
  for (const [hingeAt, closeAt] of leaves) {
    const hinge = pointAlong(leaf, hingeAt);
    const r = Math.abs(closeAt - hingeAt);
    const open = { x: hinge.x + inward.x * r, y: hinge.y + inward.y * r };
    const closed = pointAlong(leaf, closeAt);
    g.moveTo(hinge.x, hinge.y).lineTo(open.x, open.y).stroke(stroke);
    const start = Math.atan2(open.y - hinge.y, open.x - hinge.x);
    const end = Math.atan2(closed.y - hinge.y, closed.x - hinge.x);
    let delta = end - start;
    if (delta > Math.PI) delta -= 2 * Math.PI;
    if (delta < -Math.PI) delta += 2 * Math.PI;
    g.moveTo(open.x, open.y).arc(hinge.x, hinge.y, r, start, start + delta, delta < 0).stroke({ width: 10, color: PALETTE.doorSwing, alpha: 0.7 });
  }
}

export function drawPillar(g: Graphics, editor: Editor, eid: number): void {
  g.clear();
  const pillar = pillarGeometry(editor, eid);
  g.visible = pillar.standing;
  if (!pillar.standing) return;
  const size = pillarSize(houseOf(editor)?.house);
  const color = pillar.colorId ? entityColor(editor, pillar.colorId, null, false) : PALETTE.pillar;
  g.rect(pillar.x - size / 2, pillar.y - size / 2, size, size).fill({ color }).stroke({ width: 10, color: shade(color, 0.5) });
}

/** A gable: the triangle of the end wall, folded out of the house so it can be seen from above. */
export function drawGable(g: Graphics, editor: Editor, eid: number): void {
  g.clear();
  const house = houseOf(editor)?.house;
  const c = editor.world.c;
  const space = house?.layout.gableSpaces.find((s) => s.id === c.SpaceRef.id[eid]);
  const product = editor.index.products.get(c.Product.id[eid]);
  if (!house || !space || !product) return;
  const color = entityColor(editor, c.Color.id[eid], product.colorId);
  const vertical = space.direction === 'vertical';
  // Outward: away from the house centre.
  const out = vertical ? (space.x < house.width / 2 ? -1 : 1) : (space.y < house.length / 2 ? -1 : 1);
  const depth = Math.min(space.rise, 900) * 0.6 + house.overhang;
  const base = WALL_BAND / 2;
  const pts = vertical
    ? [space.x + out * base, space.y, space.x + out * base, space.y + space.length, space.x + out * depth, space.y + space.length / 2]
    : [space.x, space.y + out * base, space.x + space.length, space.y + out * base, space.x + space.length / 2, space.y + out * depth];
  g.poly(pts).fill({ color, alpha: 0.85 }).stroke({ width: 14, color: shade(color, 0.6) });
}
