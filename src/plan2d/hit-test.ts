/**
 * What lies under a point of the plan. Pure (no Pixi): it reads the editor world through geometry.ts, so unit
 * tests check it at any zoom. Tolerances are given in screen pixels and turned into mm with the current
 * scale, so a fingertip hits a wall at every zoom level.
 */
import type { Editor } from '../editor';
import { EntityKind } from '../editor';
import {
  entities, halfAt, itemContains, itemGeometry, leafGeometry, optionGeometry, pillarGeometry, pillarSize, houseOf,
  projectOnLeaf, WALL_BAND, type LeafGeometry, type Point,
} from './geometry';

export type HitTarget =
  | { kind: 'item'; eid: number }
  | { kind: 'option'; eid: number }
  | { kind: 'pillar'; eid: number; pillarId: number }
  | { kind: 'space'; eid: number; leafId: number; half: 'start' | 'end'; along: number; leaf: LeafGeometry }
  | { kind: 'none' };

export interface HitOptions {
  /** Screen pixels per mm (the viewport's scale). */
  scale: number;
  /** Touch needs a larger target than a mouse, in screen px. */
  tolerancePx?: number;
  /** Prefer spaces over the options on them (a wall or option tool is chosen). */
  spacesFirst?: boolean;
}

export const MOUSE_TOLERANCE_PX = 8;
export const TOUCH_TOLERANCE_PX = 18;

/** The nearest space (leaf) within reach of a point, or null. */
export function spaceAt(editor: Editor, p: Point, reach: number): Extract<HitTarget, { kind: 'space' }> | null {
  let best: Extract<HitTarget, { kind: 'space' }> | null = null;
  let bestDistance = Infinity;
  for (const eid of entities(editor, EntityKind.space)) {
    const leaf = leafGeometry(editor, eid);
    const { along, across } = projectOnLeaf(leaf, p);
    // Near the ends two leaves meet at a pillar: the one the point runs along wins.
    const outside = along < 0 ? -along : along > leaf.length ? along - leaf.length : 0;
    const distance = Math.hypot(outside, across);
    if (distance > reach || distance >= bestDistance) continue;
    bestDistance = distance;
    const clamped = Math.min(Math.max(along, 0), leaf.length);
    best = { kind: 'space', eid, leafId: leaf.leafId, half: halfAt(leaf, clamped), along: clamped, leaf };
  }
  return best;
}

export function hitTest(editor: Editor, p: Point, options: HitOptions): HitTarget {
  const scale = Math.max(options.scale, 1e-6);
  const pad = (options.tolerancePx ?? MOUSE_TOLERANCE_PX) / scale;
  const reach = Math.max(WALL_BAND / 2, pad);

  // Items are drawn on top, lights above furniture, the newest above the older: the topmost under the point
  // wins. The world's spatial index gives the few whose bounds are near; the exact test turns the footprint.
  const itemPad = Math.min(pad, 200);
  const { c } = editor.world;
  const near = editor.world.index.itemsNear(p.x, p.y, itemPad);
  near.sort((a, b) => (c.Kind.value[b] - c.Kind.value[a]) || (c.Order.value[b] - c.Order.value[a]));
  for (const eid of near) {
    if (itemContains(itemGeometry(editor, eid), p, itemPad)) return { kind: 'item', eid };
  }

  const space = spaceAt(editor, p, reach);
  if (options.spacesFirst && space) return space;

  for (const eid of entities(editor, EntityKind.option)) {
    const option = optionGeometry(editor, eid);
    if (!option) continue;
    const { along, across } = projectOnLeaf(option.leaf, p);
    if (along >= option.from - pad && along <= option.to + pad && Math.abs(across) <= reach) return { kind: 'option', eid };
  }

  const half = pillarSize(houseOf(editor)?.house) / 2 + pad;
  for (const eid of entities(editor, EntityKind.pillar)) {
    const pillar = pillarGeometry(editor, eid);
    if (!pillar.standing) continue;
    // A pillar only wins close to its centre: walls meet there and stay reachable around it.
    if (Math.abs(p.x - pillar.x) <= half * 0.75 && Math.abs(p.y - pillar.y) <= half * 0.75) {
      return { kind: 'pillar', eid, pillarId: pillar.pillarId };
    }
  }
  return space ?? { kind: 'none' };
}
