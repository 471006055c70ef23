/**
 * The plan's first frame draws only the items on screen, and of those only the ones not hidden under others.
 * Measured opening a saved 3,000-item design (bench/open-profile.ts): the first frame packs and uploads every
 * item's vertices (~330 a shape, ~1M in all, before items at this zoom were pictures) before anything shows,
 * ~200 ms of main-thread time on the loaded bench machine plus the GPU process's copy of the buffers; the camera fitted on the house leaves about half of the items around it off screen. Those are
 * hidden for that one frame (it looks the same: they have no pixels in it) and shown again right after it; the
 * next render packs them all (the snapshot drawn ahead when the camera rests, or the first pan or edit), after
 * the plan showed.
 *
 * Items that later items cover wholly have no pixels in that frame either. On software WebGL the first frame's
 * drawing is mostly filling pixels (measured: with the items shown as pictures, 160-240 ms of the GPU process
 * after the render call at 3,000 items, ~25 ms for one item), so an item drawn over is paid for and unseen.
 */
import { Graphics, type Container, type GraphicsContext } from 'pixi.js';
import { transformRect, type Rect } from './dirty-rects';
import type { LocalRect } from '../item-shapes';

/**
 * Hides the visible Graphics children of `layer` that lie wholly outside `view` (their parent's coordinates);
 * answers them. A shape counts by the square around the circle its context's bounds sweep when turned about
 * the origin: a little generous in the corners, but it needs no transform per item (the exact bounds cost
 * ~25 ms at 3,000 items on the loaded bench, a sixth of the frame it is meant to shorten).
 */
export function hideOutside(layer: Container, view: Rect): Container[] {
  const hidden: Container[] = [];
  const reach = new Map<GraphicsContext, number>();
  const right = view.x + view.width;
  const bottom = view.y + view.height;
  for (const child of layer.children) {
    if (!child.visible || !(child instanceof Graphics)) continue;
    // Items turn about their position; a pivot or skew (none in the plan) would move the shape off it.
    if (child.pivot.x !== 0 || child.pivot.y !== 0 || child.skew.x !== 0 || child.skew.y !== 0) continue;
    let r = reach.get(child.context);
    if (r === undefined) {
      const b = child.context.bounds;
      r = Math.hypot(Math.max(Math.abs(b.minX), Math.abs(b.maxX)), Math.max(Math.abs(b.minY), Math.abs(b.maxY)));
      reach.set(child.context, r);
    }
    const d = r * Math.max(Math.abs(child.scale.x), Math.abs(child.scale.y));
    const { x, y } = child.position;
    if (x + d >= view.x && x - d <= right && y + d >= view.y && y - d <= bottom) continue;
    child.visible = false;
    hidden.push(child);
  }
  return hidden;
}

/** Whether a Graphics is turned by whole quarter turns and not skewed: its rectangles stay rectangles. */
function squareOn(g: Graphics): boolean {
  const q = Math.round(g.angle / 90);
  return g.skew.x === 0 && g.skew.y === 0 && Math.abs(g.angle - q * 90) < 1e-6;
}

/**
 * Hides the visible Graphics children of `layer` that later children (drawn over them) cover wholly within
 * `view`; answers them. Works on a grid of `cell`-sized squares over the view (parent coordinates): from the
 * top item down, an item whose bounds touch only covered squares is hidden, and each item that stays covers
 * the squares lying wholly inside what it fills opaquely (`opaqueOf`, in its own units; null: nothing). Only
 * items turned by quarter turns cover anything (a turned rectangle's bounds reach past it).
 */
export function hideCovered(layer: Container, view: Rect, cell: number, opaqueOf: (context: GraphicsContext) => LocalRect | null): Container[] {
  const hidden: Container[] = [];
  const cols = Math.max(1, Math.ceil(view.width / cell));
  const rows = Math.max(1, Math.ceil(view.height / cell));
  const covered = new Uint8Array(cols * rows);
  const children = layer.children;
  for (let i = children.length - 1; i >= 0; i--) {
    const child = children[i];
    if (!child.visible || !(child instanceof Graphics) || child.alpha < 1) continue;
    // In the parent's coordinates: exact for a square-on item, the bounds of the turned shape otherwise.
    child.updateLocalTransform();
    const b = child.context.bounds;
    const box = transformRect({ x: b.minX, y: b.minY, width: b.maxX - b.minX, height: b.maxY - b.minY }, child.localTransform);
    // The squares the bounds touch, within the view (what lies outside it shows nowhere).
    const c0 = Math.max(0, Math.floor((box.x - view.x) / cell));
    const c1 = Math.min(cols - 1, Math.floor((box.x + box.width - view.x) / cell));
    const r0 = Math.max(0, Math.floor((box.y - view.y) / cell));
    const r1 = Math.min(rows - 1, Math.floor((box.y + box.height - view.y) / cell));
    if (c0 > c1 || r0 > r1) continue;
    let under = true;
    for (let r = r0; r <= r1 && under; r++) for (let c = c0; c <= c1; c++) if (!covered[r * cols + c]) { under = false; break; }
    if (under) {
      child.visible = false;
      hidden.push(child);
      continue;
    }
    const fill = squareOn(child) ? opaqueOf(child.context) : null;
    if (!fill || fill.width <= 0 || fill.height <= 0) continue;
    const o = transformRect(fill, child.localTransform);
    // The squares wholly inside the opaque rectangle.
    const a0 = Math.max(0, Math.ceil((o.x - view.x) / cell));
    const a1 = Math.min(cols, Math.floor((o.x + o.width - view.x) / cell));
    const b0 = Math.max(0, Math.ceil((o.y - view.y) / cell));
    const b1 = Math.min(rows, Math.floor((o.y + o.height - view.y) / cell));
    for (let r = b0; r < b1; r++) covered.fill(1, r * cols + a0, r * cols + Math.max(a0, a1));
  }
  return hidden;
}
