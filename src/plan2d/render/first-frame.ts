/**
 * The plan's first frame draws only the items on screen. Measured opening a saved 3,000-item design
 * (bench/open-profile.ts): the first frame packs and uploads every item's vertices (~330 a shape, ~1M in all)
 * before anything shows, ~200 ms of main-thread time on the loaded bench machine plus the GPU process's copy of
 * the buffers; the camera fitted on the house leaves about half of the items around it off screen. Those are
 * hidden for that one frame (it looks the same: they have no pixels in it) and shown again right after it; the
 * next render packs them all (the snapshot drawn ahead when the camera rests, or the first pan or edit), after
 * the plan showed.
 */
import { Graphics, type Container, type GraphicsContext } from 'pixi.js';
import type { Rect } from './dirty-rects';

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
