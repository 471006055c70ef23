/** Small drawing helpers on Pixi Graphics paths (plan units, mm). */
import type { Graphics } from 'pixi.js';
import type { LeafGeometry } from '../geometry';

/** Adds a dashed line to the current path (stroke it afterwards). */
export function dashedLine(g: Graphics, x1: number, y1: number, x2: number, y2: number, dash: number, gap: number): void {
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length === 0) return;
  const ux = (x2 - x1) / length;
  const uy = (y2 - y1) / length;
  for (let d = 0; d < length; d += dash + gap) {
    const e = Math.min(d + dash, length);
    g.moveTo(x1 + ux * d, y1 + uy * d).lineTo(x1 + ux * e, y1 + uy * e);
  }
}

/** A rectangle along a leaf from `from` to `to` mm, `width` mm thick, centred on the leaf line (or offset). */
export function bandRect(g: Graphics, leaf: Pick<LeafGeometry, 'x' | 'y' | 'vertical'>, from: number, to: number, width: number, offset = 0): Graphics {
  return leaf.vertical
    ? g.rect(leaf.x - width / 2 + offset, leaf.y + from, width, to - from)
    : g.rect(leaf.x + from, leaf.y - width / 2 + offset, to - from, width);
}

/** Lines parallel to a leaf inside a band (plank pattern). */
export function bandLines(g: Graphics, leaf: Pick<LeafGeometry, 'x' | 'y' | 'vertical'>, from: number, to: number, offsets: number[]): void {
  for (const o of offsets) {
    if (leaf.vertical) g.moveTo(leaf.x + o, leaf.y + from).lineTo(leaf.x + o, leaf.y + to);
    else g.moveTo(leaf.x + from, leaf.y + o).lineTo(leaf.x + to, leaf.y + o);
  }
}

/** Short marks across a leaf every `step` mm (posts of a fence, boards of channel siding). */
export function crossMarks(g: Graphics, leaf: Pick<LeafGeometry, 'x' | 'y' | 'vertical'>, from: number, to: number, step: number, half: number): void {
  for (let d = from + step / 2; d < to; d += step) {
    if (leaf.vertical) g.moveTo(leaf.x - half, leaf.y + d).lineTo(leaf.x + half, leaf.y + d);
    else g.moveTo(leaf.x + d, leaf.y - half).lineTo(leaf.x + d, leaf.y + half);
  }
}
