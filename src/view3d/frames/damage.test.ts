/**
 * Dirty-region math of partial 3D frames: a sphere's rectangle holds every pixel the sphere can cover (checked
 * against points on the sphere projected by three's own camera), merged rectangles cover what went in and do
 * not overlap, and the per-region instance sub-lists equal a brute-force scan.
 */
import { BoxGeometry, Matrix4, PerspectiveCamera, Sphere as ThreeSphere, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { Batcher, instanceSphere } from '../batcher';
import { area, mergeRects, overlaps, sphereRect, type Rect, type Sphere } from './damage';
import { surface } from '../materials';
import { projectorOf, subLists } from './partial';
import { ResourceRegistry } from '../registry';

const W = 1280;
const H = 800;

function camera(position: [number, number, number], target: [number, number, number]): PerspectiveCamera {
  const cam = new PerspectiveCamera(40, W / H, 100, 50_000);
  cam.position.set(...position);
  cam.lookAt(...target);
  cam.updateMatrixWorld();
  cam.updateProjectionMatrix();
  return cam;
}

/** A deterministic pseudo-random sequence (property tests that fail the same way every time). */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

/** Pixel (x right, y up from the bottom) of a world point, or null behind the camera. */
function pixel(cam: PerspectiveCamera, p: Vector3): [number, number] | null {
  const view = p.clone().applyMatrix4(cam.matrixWorldInverse);
  if (-view.z < cam.near) return null;
  const ndc = p.clone().project(cam);
  return [(ndc.x + 1) * W / 2, (ndc.y + 1) * H / 2];
}

describe('sphereRect', () => {
  const cam = camera([-6000, 5000, 12_000], [3500, 1000, 1750]);
  const projector = projectorOf(cam, W, H);

  it('holds every on-screen point of the sphere (points on its surface, projected by three)', () => {
    const rnd = random(7);
    const outside: string[] = [];
    let checked = 0;
    for (let n = 0; n < 300; n++) {
      const sphere: Sphere = { x: rnd() * 30_000 - 12_000, y: rnd() * 3000, z: rnd() * 30_000 - 12_000, r: 50 + rnd() * 2000 };
      const rect = sphereRect(sphere, projector, 0);
      for (let k = 0; k < 200; k++) {
        const dir = new Vector3(rnd() - 0.5, rnd() - 0.5, rnd() - 0.5).normalize();
        const point = new Vector3(sphere.x, sphere.y, sphere.z).addScaledVector(dir, sphere.r);
        const at = pixel(cam, point);
        if (!at || at[0] < 0 || at[0] > W || at[1] < 0 || at[1] > H) continue;
        checked++;
        const e = 1e-6;
        if (!rect || at[0] < rect.x0 - e || at[0] > rect.x1 + e || at[1] < rect.y0 - e || at[1] > rect.y1 + e) {
          outside.push(`sphere ${JSON.stringify(sphere)} point ${at} rect ${JSON.stringify(rect)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(5000);
    expect(outside).toEqual([]);
  });

  it('is small for a small far sphere, the whole buffer for one reaching the camera, null behind it', () => {
    const target = new Vector3(3500, 1000, 1750);
    const far = sphereRect({ x: target.x, y: target.y, z: target.z, r: 300 }, projector)!;
    expect(area(far)).toBeLessThan(0.02 * W * H);
    const at = pixel(cam, target)!;
    expect(at[0]).toBeGreaterThan(far.x0);
    expect(at[0]).toBeLessThan(far.x1);
    expect(sphereRect({ x: -6000, y: 5000, z: 12_000, r: 500 }, projector)).toEqual({ x0: 0, y0: 0, x1: W, y1: H });
    const behind = new Vector3(-6000, 5000, 12_000).addScaledVector(target.clone().sub(new Vector3(-6000, 5000, 12_000)).normalize(), -3000);
    expect(sphereRect({ x: behind.x, y: behind.y, z: behind.z, r: 500 }, projector)).toBeNull();
  });
});

describe('mergeRects', () => {
  it('covers every input pixel with rectangles that do not overlap', () => {
    const rnd = random(11);
    for (let n = 0; n < 200; n++) {
      const rects: Rect[] = Array.from({ length: 1 + Math.floor(rnd() * 6) }, () => {
        const x0 = Math.floor(rnd() * W); const y0 = Math.floor(rnd() * H);
        return { x0, y0, x1: Math.min(W, x0 + 1 + Math.floor(rnd() * 300)), y1: Math.min(H, y0 + 1 + Math.floor(rnd() * 300)) };
      });
      const merged = mergeRects(rects);
      for (let i = 0; i < merged.length; i++) for (let j = i + 1; j < merged.length; j++) expect(overlaps(merged[i], merged[j])).toBe(false);
      for (const r of rects) {
        expect(merged.some((m) => m.x0 <= r.x0 && m.y0 <= r.y0 && m.x1 >= r.x1 && m.y1 >= r.y1)).toBe(true);
      }
    }
  });

  it('keeps two far-apart rectangles apart (an item dragged across the view redraws two small places)', () => {
    const merged = mergeRects([{ x0: 10, y0: 10, x1: 60, y1: 60 }, { x0: 900, y0: 500, x1: 950, y1: 550 }]);
    expect(merged).toHaveLength(2);
    expect(mergeRects([{ x0: 10, y0: 10, x1: 60, y1: 60 }, { x0: 50, y0: 50, x1: 90, y1: 90 }])).toEqual([{ x0: 10, y0: 10, x1: 90, y1: 90 }]);
  });
});

describe('instance sub-lists', () => {
  it('equal a brute-force scan with three\'s own sphere and box transforms and projection', () => {
    const registry = new ResourceRegistry();
    const batcher = new Batcher(registry);
    const rnd = random(3);
    const box = { key: 'box', make: () => new BoxGeometry(600, 800, 400) };
    const tall = { key: 'tall', make: () => new BoxGeometry(100, 2400, 100) };
    const wood = surface('wood', '#aa7744', false);
    batcher.add(Array.from({ length: 600 }, (_, i) => ({
      geometry: i % 3 ? box : tall,
      material: wood,
      matrix: new Matrix4().makeRotationY(rnd() * 6).setPosition(rnd() * 40_000 - 15_000, rnd() * 500, rnd() * 40_000 - 15_000),
    })));
    const cam = camera([-6000, 5000, 12_000], [3500, 1000, 1750]);
    const projector = projectorOf(cam, W, H);
    const regions: Rect[] = [{ x0: 500, y0: 300, x1: 620, y1: 420 }, { x0: 0, y0: 0, x1: 200, y1: 150 }, { x0: 1100, y0: 650, x1: 1280, y1: 800 }];
    const lists = subLists(batcher.list(), regions, projector);
    regions.forEach((region, i) => {
      for (const batch of batcher.list()) {
        const expected: number[] = [];
        for (let slot = 0; slot < batch.count; slot++) {
          const m = new Matrix4();
          batch.mesh.getMatrixAt(slot, m);
          const s = new ThreeSphere().copy(batch.mesh.geometry.boundingSphere!).applyMatrix4(m);
          const rect = sphereRect({ x: s.center.x, y: s.center.y, z: s.center.z, r: s.radius }, projector);
          if (!rect || !overlaps(rect, region)) continue;
          // Then the box: its eight corners through three's matrix and projection (the sphere when one is behind).
          const bb = batch.mesh.geometry.boundingBox!;
          const corners = [0, 1, 2, 3, 4, 5, 6, 7].map((c) => new Vector3(c & 1 ? bb.max.x : bb.min.x, c & 2 ? bb.max.y : bb.min.y, c & 4 ? bb.max.z : bb.min.z).applyMatrix4(m));
          const pixels = corners.map((c) => pixel(cam, c));
          if (pixels.some((px) => px === null)) { expected.push(slot); continue; }
          const xs = pixels.map((px) => px![0]);
          const ys = pixels.map((px) => px![1]);
          const box = { x0: Math.floor(Math.min(...xs) - 2), x1: Math.ceil(Math.max(...xs) + 2), y0: Math.floor(Math.min(...ys) - 2), y1: Math.ceil(Math.max(...ys) + 2) };
          if (overlaps(box, region)) expected.push(slot);
        }
        expect(lists[i].get(batch) ?? []).toEqual(expected);
      }
    });
    // The regions are small: far fewer instances than the design has.
    const total = lists.reduce((n, list) => n + [...list.values()].reduce((k, s) => k + s.length, 0), 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(300);
  });

  it('instanceSphere matches three\'s Sphere.applyMatrix4 (scaled and turned)', () => {
    const geometry = new BoxGeometry(300, 500, 700).translate(100, 250, -40);
    geometry.computeBoundingSphere();
    const m = new Matrix4().makeRotationY(0.7).scale(new Vector3(1.5, 2, 1)).setPosition(1000, 20, -300);
    const out = instanceSphere(geometry, m.elements, 0, { x: 0, y: 0, z: 0, r: 0 });
    const expected = geometry.boundingSphere!.clone().applyMatrix4(m);
    expect(out.x).toBeCloseTo(expected.center.x, 6);
    expect(out.y).toBeCloseTo(expected.center.y, 6);
    expect(out.z).toBeCloseTo(expected.center.z, 6);
    expect(out.r).toBeCloseTo(expected.radius, 6);
  });
});

describe('batcher damage', () => {
  it('records where a moved instance was drawn, once per frame; adding or removing parts asks for a full frame', () => {
    const batcher = new Batcher(new ResourceRegistry());
    const box = { key: 'box', make: () => new BoxGeometry(100, 100, 100) };
    const wood = surface('wood', '#aa7744', false);
    const [a, b] = batcher.add([0, 1].map((i) => ({ geometry: box, material: wood, matrix: new Matrix4().setPosition(i * 1000, 0, 0) })));
    expect(batcher.damage.full).toBe(true);
    batcher.markDrawn();
    expect(batcher.damage).toEqual({ full: false, moved: new Map() });
    batcher.move(a, new Matrix4().setPosition(0, 0, 500));
    batcher.move(a, new Matrix4().setPosition(0, 0, 900));
    expect(batcher.damage.full).toBe(false);
    expect([...batcher.damage.moved.keys()]).toEqual([a]);
    // Where the frame on screen shows it: the first position, not the one in between.
    expect(batcher.damage.moved.get(a)!.z).toBeCloseTo(0, 6);
    expect(batcher.damage.moved.get(a)!.x).toBeCloseTo(0, 6);
    batcher.markDrawn();
    batcher.remove([b]);
    expect(batcher.damage.full).toBe(true);
  });
});
