/**
 * Where the plan's static snapshot must be redrawn after a drop: the dropped item's old and new bounds, from
 * plan millimetres to canvas pixels. A full pass of the static layers at 3,000 items costs 0.6-1.3 s of GPU time
 * on the drag bench (SwiftShader), and at the drop it sat in the shared GPU command stream ahead of the 3D view's
 * catch-up frame; two small rectangles cost what the item covers.
 */

/** An axis-aligned rectangle: plan mm (WorldRect) or canvas CSS pixels (ScreenRect). */
export interface Rect { x: number; y: number; width: number; height: number }

/** A 2D affine transform as Pixi's Matrix holds it: x' = a x + c y + tx, y' = b x + d y + ty. */
export interface Affine { a: number; b: number; c: number; d: number; tx: number; ty: number }

/** Canvas pixels added on every side: strokes drawn on the bounds' edge and rounding of the batcher's vertices. */
export const DIRTY_PAD_PX = 3;
/** Above this share of the canvas, one full pass is as cheap as the rectangles (and simpler). */
export const MAX_DIRTY_SHARE = 0.4;

/** The bounds of `rect` through `m` (its four corners). */
export function transformRect(rect: Rect, m: Affine): Rect {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of [[rect.x, rect.y], [rect.x + rect.width, rect.y], [rect.x, rect.y + rect.height], [rect.x + rect.width, rect.y + rect.height]]) {
    const px = m.a * x + m.c * y + m.tx;
    const py = m.b * x + m.d * y + m.ty;
    x0 = Math.min(x0, px); y0 = Math.min(y0, py); x1 = Math.max(x1, px); y1 = Math.max(y1, py);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * The canvas rectangles (CSS pixels, on whole device pixels at `resolution`, inside the `width` x `height`
 * canvas) that cover the plan rectangles `world` seen through `toScreen`, padded by DIRTY_PAD_PX; those wholly
 * off the canvas are left out. Null when they cover more than MAX_DIRTY_SHARE of the canvas: draw it all.
 */
export function dirtyScreenRects(world: Rect[], toScreen: Affine, width: number, height: number, resolution: number): Rect[] | null {
  const out: Rect[] = [];
  let area = 0;
  for (const r of world) {
    const s = transformRect(r, toScreen);
    // Whole device pixels: the snapshot's viewport is set in device pixels, the translation must match it.
    const x0 = Math.max(0, Math.floor((s.x - DIRTY_PAD_PX) * resolution));
    const y0 = Math.max(0, Math.floor((s.y - DIRTY_PAD_PX) * resolution));
    const x1 = Math.min(Math.round(width * resolution), Math.ceil((s.x + s.width + DIRTY_PAD_PX) * resolution));
    const y1 = Math.min(Math.round(height * resolution), Math.ceil((s.y + s.height + DIRTY_PAD_PX) * resolution));
    if (!(x1 > x0 && y1 > y0)) continue;
    out.push({ x: x0 / resolution, y: y0 / resolution, width: (x1 - x0) / resolution, height: (y1 - y0) / resolution });
    area += (x1 - x0) * (y1 - y0);
  }
  return area > MAX_DIRTY_SHARE * width * height * resolution * resolution ? null : out;
}
