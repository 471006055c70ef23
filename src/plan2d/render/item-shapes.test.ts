import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../domain/catalog';
import { contextGeometry } from './testing/context-geometry';

type Pixi = typeof import('pixi.js');
let pixi: Pixi;
let shapes: typeof import('./item-shapes');

beforeAll(async () => {
  // Pixi reads the browser's navigator when it loads; building a context's geometry needs nothing else from it.
  (globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
  pixi = await import('pixi.js');
  shapes = await import('./item-shapes');
});

/** One product per shape the plan draws (item-shapes.ts picks the shape by name), with a seed-like size. */
const products: Array<[string, Partial<Product>, boolean]> = [
  ['lounge', { name: 'Loungeset hoek', width: 2400, length: 1800 }, false],
  ['dining', { name: 'Tuinset tafel 6 personen', width: 2000, length: 1400 }, false],
  ['chair', { name: 'Tuinstoel', width: 550, length: 600 }, false],
  ['lounger', { name: 'Ligbed', width: 700, length: 1900 }, false],
  ['planter', { name: 'Plantenbak', width: 1200, length: 400 }, false],
  ['bbq', { name: 'Barbecue', width: 600, length: 600 }, false],
  ['deck', { name: 'Vlonder', width: 2000, length: 2000 }, false],
  ['lamp', { name: 'Tuinlamp', width: 300, length: 300 }, true],
  ['spot', { name: 'Grondspot', width: 200, length: 200 }, true],
  ['box', { name: 'Opbergkist', width: 1200, length: 600 }, false],
];

/** The vertices Pixi builds for a context (what the batcher packs and the GPU draws per item). */
function vertexCount(context: import('pixi.js').GraphicsContext): number {
  return contextGeometry(pixi, context).vertices.length / 2;
}

/** The triangles Pixi builds for a context, as flat [x0, y0, x1, y1, x2, y2] lists. */
function triangles(context: import('pixi.js').GraphicsContext): number[][] {
  const { vertices: v, indices } = contextGeometry(pixi, context);
  const out: number[][] = [];
  for (let i = 0; i < indices.length; i += 3) out.push([0, 1, 2].flatMap((k) => [v[indices[i + k] * 2], v[indices[i + k] * 2 + 1]]));
  return out;
}

function inTriangle(px: number, py: number, [ax, ay, bx, by, cx, cy]: number[]): boolean {
  const d1 = (px - bx) * (ay - by) - (ax - bx) * (py - by);
  const d2 = (px - cx) * (by - cy) - (bx - cx) * (py - cy);
  const d3 = (px - ax) * (cy - ay) - (cx - ax) * (py - ay);
  const eps = 1e-9;
  return !((d1 < -eps || d2 < -eps || d3 < -eps) && (d1 > eps || d2 > eps || d3 > eps));
}

describe('item shapes at two details', () => {
  it('draws every shape coarse with at most 60% of the fine vertices in all, each in the same place within a line width', () => {
    const contexts = new shapes.ItemContexts();
    let fine = 0;
    let coarse = 0;
    for (const [shape, fields, light] of products) {
      const product = { id: products.findIndex(([s]) => s === shape) + 1, ...fields } as Product;
      expect(shapes.itemShape(product, light)).toBe(shape);
      const bounds = { fine: null as null | number[], coarse: null as null | number[] };
      for (const detail of ['fine', 'coarse'] as const) {
        const context = contexts.get(product, 0x888888, light, detail);
        const n = vertexCount(context);
        if (detail === 'fine') fine += n; else coarse += n;
        // In plan mm, as the scene scales the Graphics (ITEM_UNIT).
        const unit = shapes.ITEM_UNIT[detail];
        const b = context.bounds;
        bounds[detail] = [b.minX * unit, b.minY * unit, b.maxX * unit, b.maxY * unit];
      }
      // 14 mm: the outline's width, the most a stroke's corner joins move with coarser segments.
      bounds.coarse!.forEach((v, i) => expect(Math.abs(v - bounds.fine![i]), `${shape} bound ${i}`).toBeLessThanOrEqual(14));
    }
    expect(coarse).toBeLessThanOrEqual(0.6 * fine);
    contexts.destroy();
  });

  it('keeps a context per product, colour and detail: the same one asked again, another for the other detail', () => {
    const contexts = new shapes.ItemContexts();
    const chair = { id: 3, name: 'Tuinstoel', width: 550, length: 600 } as Product;
    const coarse = contexts.get(chair, 0x888888, false, 'coarse');
    expect(contexts.get(chair, 0x888888, false, 'coarse')).toBe(coarse);
    expect(contexts.get(chair, 0x888888, false, 'fine')).not.toBe(coarse);
    expect(contexts.size).toBe(2);
    contexts.destroy();
  });

  it('switches to fine past the zoom threshold and back to coarse only clearly below it', () => {
    const { itemDetailAt, ITEM_DETAIL_ZOOM } = shapes;
    expect(itemDetailAt(0.09, 'coarse')).toBe('coarse');
    expect(itemDetailAt(ITEM_DETAIL_ZOOM.fine + 0.01, 'coarse')).toBe('fine');
    // Between the two thresholds a detail stays as it is, so a zoom at the edge does not flip it each step.
    const between = (ITEM_DETAIL_ZOOM.fine + ITEM_DETAIL_ZOOM.coarse) / 2;
    expect(itemDetailAt(between, 'fine')).toBe('fine');
    expect(itemDetailAt(between, 'coarse')).toBe('coarse');
    expect(itemDetailAt(ITEM_DETAIL_ZOOM.coarse - 0.01, 'fine')).toBe('coarse');
    expect(itemDetailAt(2.5, 'fine')).toBe('fine');
  });
});

describe('what item shapes fill opaquely', () => {
  it('every point of a shape\'s opaque rectangle is drawn by the shape (all its fills and outlines are opaque)', () => {
    const contexts = new shapes.ItemContexts();
    for (const [shape, fields, light] of products) {
      const product = { id: products.findIndex(([s]) => s === shape) + 1, ...fields } as Product;
      for (const detail of ['fine', 'coarse'] as const) {
        const context = contexts.get(product, 0x888888, light, detail);
        const r = contexts.opaqueOf(context)!;
        expect(r, `${shape} ${detail}`).not.toBeNull();
        // Covers a good part of the shape (a lamp's rays reach far past its round body): it is what hides the items under it.
        const b = context.bounds;
        expect(r.width * r.height, `${shape} ${detail} share`).toBeGreaterThan(0.15 * (b.maxX - b.minX) * (b.maxY - b.minY));
        const tris = triangles(context);
        for (let i = 0; i <= 20; i++) for (let j = 0; j <= 20; j++) {
          const x = r.x + (r.width * i) / 20;
          const y = r.y + (r.height * j) / 20;
          expect(tris.some((t) => inTriangle(x, y, t)), `${shape} ${detail} at ${x},${y}`).toBe(true);
        }
      }
    }
    contexts.destroy();
  });

  it('a picture fills its shape\'s rectangle less a texel and a half on each side, in its own units', () => {
    const contexts = new shapes.ItemContexts();
    const chair = { id: 3, name: 'Tuinstoel', width: 550, length: 600 } as Product;
    const fine = contexts.opaqueOf(contexts.get(chair, 0x888888, false, 'fine'))!;
    contexts.setPictureScale(0.125);
    const picture = contexts.opaqueOf(contexts.get(chair, 0x888888, false, 'coarse'))!;
    // 1.5 texels at 0.125 px/mm: 12 mm.
    expect(picture.x * shapes.ITEM_UNIT.coarse).toBeCloseTo(fine.x * shapes.ITEM_UNIT.fine + 12, 6);
    expect(picture.width * shapes.ITEM_UNIT.coarse).toBeCloseTo(fine.width * shapes.ITEM_UNIT.fine - 24, 6);
    expect(picture.height * shapes.ITEM_UNIT.coarse).toBeCloseTo(fine.height * shapes.ITEM_UNIT.fine - 24, 6);
    contexts.destroy();
  });
});
