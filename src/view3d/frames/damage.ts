/**
 * Dirty-region math for partial 3D frames. When only item instances moved and the camera did not, the frame
 * on screen stays right everywhere except where a moved item was drawn and where it is now. Those places are
 * found from bounding spheres projected to the drawing buffer; the partial frame clears and redraws just
 * those rectangles (scissor) with just the instances whose own projected spheres reach into them, so its cost
 * goes with what the moved item covers, not with the design's size (issue 12: 3,000 items, ~710k triangles,
 * 2.6 s of SwiftShader time for a full frame).
 * Pure functions over plain numbers, so the unit tests check them against a brute-force scan.
 */

/** A rectangle in drawing-buffer pixels, x right and y up from the bottom left (GL scissor convention). */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A sphere in world coordinates. */
export interface Sphere {
  x: number;
  y: number;
  z: number;
  r: number;
}

/**
 * What the projection needs of the camera: its view matrix (world to camera, column-major, three's
 * `matrixWorldInverse.elements`), the focal lengths in pixels and the buffer size.
 */
export interface Projector {
  view: ArrayLike<number>;
  /** Pixels per unit of x/-z and y/-z: (width / 2) * projection[0], (height / 2) * projection[5]. */
  fx: number;
  fy: number;
  width: number;
  height: number;
  near: number;
}

/** The whole buffer: what a sphere too near the camera (or reaching behind it) may cover. */
export function fullRect(p: Projector): Rect {
  return { x0: 0, y0: 0, x1: p.width, y1: p.height };
}

/**
 * A rectangle that holds every pixel the sphere can cover on screen (conservative), clipped to the buffer;
 * null when the sphere lies wholly off screen (outside the side planes, or behind the near plane).
 */
export function sphereRect(s: Sphere, p: Projector, pad = 2): Rect | null {
  const m = p.view;
  const cx = m[0] * s.x + m[4] * s.y + m[8] * s.z + m[12];
  const cy = m[1] * s.x + m[5] * s.y + m[9] * s.z + m[13];
  const depth = -(m[2] * s.x + m[6] * s.y + m[10] * s.z + m[14]);
  if (depth + s.r < p.near) return null;
  // Reaching the near plane: its silhouette is unbounded on screen, so take the whole buffer.
  if (depth - s.r <= p.near) return fullRect(p);
  // A sphere's projection lies within the centre's projection ± r·f/(depth − r) on each axis (the silhouette
  // of a sphere seen off-axis is an ellipse, but a tangent from the eye reaches no further than this along x
  // or y, since every point of the sphere has depth ≥ depth − r and lateral offset ≤ |c| + r).
  const near = depth - s.r;
  const xMin = ((cx - s.r) / (cx - s.r < 0 ? near : depth + s.r)) * p.fx;
  const xMax = ((cx + s.r) / (cx + s.r > 0 ? near : depth + s.r)) * p.fx;
  const yMin = ((cy - s.r) / (cy - s.r < 0 ? near : depth + s.r)) * p.fy;
  const yMax = ((cy + s.r) / (cy + s.r > 0 ? near : depth + s.r)) * p.fy;
  return clampedRect(p, xMin, xMax, yMin, yMax, pad);
}

/** Offsets from the screen's centre, padded, to whole pixels inside the drawing buffer; null when nothing is left. */
function clampedRect(p: { width: number; height: number }, xMin: number, xMax: number, yMin: number, yMax: number, pad: number): Rect | null {
  const rect = {
    x0: Math.max(0, Math.floor(p.width / 2 + xMin - pad)),
    x1: Math.min(p.width, Math.ceil(p.width / 2 + xMax + pad)),
    y0: Math.max(0, Math.floor(p.height / 2 + yMin - pad)),
    y1: Math.min(p.height, Math.ceil(p.height / 2 + yMax + pad)),
  };
  return rect.x1 <= rect.x0 || rect.y1 <= rect.y0 ? null : rect;
}

export function area(r: Rect): number {
  return Math.max(0, r.x1 - r.x0) * Math.max(0, r.y1 - r.y0);
}

export function overlaps(a: Rect, b: Rect): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

function union(a: Rect, b: Rect): Rect {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

/**
 * Merge rectangles that overlap (or whose union costs little more than the two apart) until none do, so no
 * pixel is cleared and drawn twice. A handful of rectangles: the quadratic loop is nothing.
 */
export function mergeRects(rects: Rect[]): Rect[] {
  const out = rects.filter((r) => area(r) > 0).map((r) => ({ ...r }));
  let merged = true;
  while (merged) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const u = union(out[i], out[j]);
        if (overlaps(out[i], out[j]) || area(u) <= 1.25 * (area(out[i]) + area(out[j]))) {
          out[i] = u;
          out.splice(j, 1);
          merged = true;
          break;
        }
      }
    }
  }
  return out;
}

/** Indexes of the rectangles `rect` reaches into (null rect: none). */
export function hits(rect: Rect | null, regions: Rect[]): number[] {
  if (!rect) return [];
  const out: number[] = [];
  for (let i = 0; i < regions.length; i++) if (overlaps(rect, regions[i])) out.push(i);
  return out;
}

/**
 * The rectangle of a box (local min/max corners through the column-major matrix at `o` in `m`) on screen: the
 * bounds of its eight projected corners, padded and clipped (a convex body projects inside the hull of its
 * corners). Null when it lies wholly off screen; undefined when a corner is not in front of the near plane (the
 * caller falls back to the sphere). Tighter than the bounding sphere for long, low items (benches, tables).
 */
export function boxRect(min: ArrayLike<number>, max: ArrayLike<number>, m: ArrayLike<number>, o: number, p: Projector, pad = 2): Rect | null | undefined {
  const v = p.view;
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (let c = 0; c < 8; c++) {
    const lx = c & 1 ? max[0] : min[0];
    const ly = c & 2 ? max[1] : min[1];
    const lz = c & 4 ? max[2] : min[2];
    const wx = m[o] * lx + m[o + 4] * ly + m[o + 8] * lz + m[o + 12];
    const wy = m[o + 1] * lx + m[o + 5] * ly + m[o + 9] * lz + m[o + 13];
    const wz = m[o + 2] * lx + m[o + 6] * ly + m[o + 10] * lz + m[o + 14];
    const cx = v[0] * wx + v[4] * wy + v[8] * wz + v[12];
    const cy = v[1] * wx + v[5] * wy + v[9] * wz + v[13];
    const depth = -(v[2] * wx + v[6] * wy + v[10] * wz + v[14]);
    if (depth <= p.near) return undefined;
    const px = (cx / depth) * p.fx;
    const py = (cy / depth) * p.fy;
    if (px < x0) x0 = px;
    if (px > x1) x1 = px;
    if (py < y0) y0 = py;
    if (py > y1) y1 = py;
  }
  return clampedRect(p, x0, x1, y0, y1, pad);
}
