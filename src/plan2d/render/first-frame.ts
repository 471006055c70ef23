/**
 * The plan's first frame draws only the items on screen. Measured opening a saved 3,000-item design
 * (bench/open-profile.ts): the first frame packs and uploads every item's vertices (~330 a shape, ~1M in all)
 * before anything shows, ~200 ms of main-thread time on the loaded bench machine plus the GPU process's copy of
 * the buffers; the camera fitted on the house leaves about half of the items around it off screen. Those are
 * hidden for that one frame (it looks the same: they have no pixels in it) and shown again right after it; the
 * next render packs them all (the snapshot drawn ahead when the camera rests, or the first pan or edit), after
 * the plan showed.
 */
import { Graphics, type Container } from 'pixi.js';
import { itemBounds } from './scene-sync';
import type { Rect } from './dirty-rects';

/** Hides the visible Graphics children of `layer` whose bounds lie wholly outside `view`; answers them. */
export function hideOutside(layer: Container, view: Rect): Container[] {
  const hidden: Container[] = [];
  for (const child of layer.children) {
    if (!child.visible || !(child instanceof Graphics)) continue;
    const b = itemBounds(child);
    const inside = b.x <= view.x + view.width && view.x <= b.x + b.width && b.y <= view.y + view.height && view.y <= b.y + b.height;
    if (inside) continue;
    child.visible = false;
    hidden.push(child);
  }
  return hidden;
}
