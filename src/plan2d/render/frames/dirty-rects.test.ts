import { describe, expect, it } from 'vitest';
import { DIRTY_PAD_PX, dirtyScreenRects, transformRect, type Affine, type Rect } from './dirty-rects';

const apply = (m: Affine, x: number, y: number) => ({ x: m.a * x + m.c * y + m.tx, y: m.b * x + m.d * y + m.ty });
const inside = (r: Rect, p: { x: number; y: number }) => p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;

/** Deterministic pseudo-random numbers (a test that fails must fail again). */
function random(seed: number): () => number {
  return () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

describe('transformRect', () => {
  it('bounds a rotated rectangle by its corners', () => {
    const quarter: Affine = { a: 0, b: 1, c: -1, d: 0, tx: 10, ty: 0 };
    expect(transformRect({ x: 0, y: 0, width: 4, height: 2 }, quarter)).toEqual({ x: 8, y: 0, width: 2, height: 4 });
  });
});

describe('dirtyScreenRects', () => {
  it('covers every point of the plan rectangles, on whole device pixels inside the canvas (against sampling)', () => {
    const rnd = random(7);
    for (let n = 0; n < 200; n++) {
      const scale = 0.02 + rnd() * 0.3;
      const angle = rnd() < 0.5 ? 0 : rnd() * Math.PI;
      const m: Affine = {
        a: scale * Math.cos(angle), b: scale * Math.sin(angle), c: -scale * Math.sin(angle), d: scale * Math.cos(angle),
        tx: rnd() * 800, ty: rnd() * 600,
      };
      const resolution = [1, 1.5, 2][n % 3];
      const world = [0, 1].map(() => ({ x: rnd() * 4000 - 2000, y: rnd() * 3000 - 1500, width: 100 + rnd() * 900, height: 100 + rnd() * 900 }));
      const rects = dirtyScreenRects(world, m, 800, 600, resolution);
      if (rects === null) continue;
      for (const r of rects) {
        for (const v of [r.x, r.y, r.x + r.width, r.y + r.height]) expect(Math.abs(v * resolution - Math.round(v * resolution))).toBeLessThan(1e-9);
        expect(r.x).toBeGreaterThanOrEqual(0);
        expect(r.y).toBeGreaterThanOrEqual(0);
        expect(r.x + r.width).toBeLessThanOrEqual(800);
        expect(r.y + r.height).toBeLessThanOrEqual(600);
      }
      // Every on-canvas point of each plan rectangle (and its padding) lies in some screen rectangle.
      for (const w of world) {
        for (let i = 0; i <= 20; i++) {
          for (let j = 0; j <= 20; j++) {
            const p = apply(m, w.x + (w.width * i) / 20, w.y + (w.height * j) / 20);
            for (const [dx, dy] of [[0, 0], [DIRTY_PAD_PX - 0.01, 0], [0, -(DIRTY_PAD_PX - 0.01)]]) {
              const q = { x: p.x + dx, y: p.y + dy };
              if (q.x < 0 || q.y < 0 || q.x > 800 || q.y > 600) continue;
              expect(rects.some((r) => inside(r, q))).toBe(true);
            }
          }
        }
      }
    }
  });

  it('leaves out rectangles off the canvas and answers null when a full pass is as cheap', () => {
    const id: Affine = { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 };
    expect(dirtyScreenRects([{ x: -500, y: 10, width: 100, height: 100 }], id, 800, 600, 2)).toEqual([]);
    expect(dirtyScreenRects([{ x: 10, y: 10, width: 20, height: 20 }], id, 800, 600, 1)).toEqual([{ x: 7, y: 7, width: 26, height: 26 }]);
    expect(dirtyScreenRects([{ x: 0, y: 0, width: 700, height: 500 }], id, 800, 600, 1)).toBeNull();
  });
});
