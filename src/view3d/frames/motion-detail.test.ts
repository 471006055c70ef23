import { describe, expect, it } from 'vitest';
import { AmbientLight, BoxGeometry, Color, Matrix4, MeshBasicMaterial, MeshLambertMaterial, PerspectiveCamera, SphereGeometry, type InstancedMesh, type Mesh } from 'three';
import { Batcher, type Part } from '../batcher';
import { ResourceRegistry } from '../registry';
import { LambertLights } from './lambert-facing';
import { chooseDetail, DETAIL_TRIANGLES, FLAT_DETAIL_TRIANGLES, MOTION_BOXES, MotionDetail } from './motion-detail';

const ball: Part['geometry'] = { key: 'ball', make: () => new SphereGeometry(300, 24, 16) };
const paint: Part['material'] = { key: 'paint', make: () => new MeshBasicMaterial() };
const slab: Part['geometry'] = { key: 'slab', make: () => new BoxGeometry(100, 100, 100) };

function at(x: number, z: number): Matrix4 {
  return new Matrix4().makeTranslation(x, 0, z);
}

/** A camera at the origin looking down -z over a 400 × 300 buffer. */
function camera(): PerspectiveCamera {
  const c = new PerspectiveCamera(50, 4 / 3, 10, 100_000);
  c.position.set(0, 0, 0);
  c.lookAt(0, 0, -1);
  c.updateMatrixWorld();
  return c;
}

describe('choosing the detail of a motion frame', () => {
  it('keeps the largest on screen in full up to the budget and boxes the rest', () => {
    const candidates = [10, 50, 30, 20].map((size, slot) => ({ batch: 0, slot, size, triangles: 100 }));
    const { full, boxes } = chooseDetail(candidates, 250);
    expect(full.map((c) => c.size)).toEqual([50, 30]);
    expect(boxes.map((c) => c.size)).toEqual([20, 10]);
  });

  it('leaves out the smallest on screen beyond the box budget', () => {
    const candidates = [10, 50, 30, 20, 40].map((size, slot) => ({ batch: 0, slot, size, triangles: 100 }));
    const { full, boxes, dropped } = chooseDetail(candidates, 100, 2);
    expect(full.map((c) => c.size)).toEqual([50]);
    expect(boxes.map((c) => c.size)).toEqual([40, 30]);
    expect(dropped).toBe(2);
  });

  it('never boxes what is no dearer than a box', () => {
    const candidates = [{ batch: 0, slot: 0, size: 1, triangles: 12 }, { batch: 0, slot: 1, size: 2, triangles: 500 }];
    const { full, boxes } = chooseDetail(candidates, 0);
    expect(full.map((c) => c.slot)).toEqual([0]);
    expect(boxes.map((c) => c.slot)).toEqual([1]);
  });
});

describe('the coarse model of a motion frame', () => {
  it('culls what is off screen, boxes the far ones beyond the budget, and puts the batches back after', () => {
    const batcher = new Batcher(new ResourceRegistry());
    // In front: a near ball and far ones; behind the camera: balls that must not be drawn.
    const parts: Part[] = [{ geometry: ball, material: paint, matrix: at(0, -2000) }];
    const far = Math.ceil(DETAIL_TRIANGLES / 700) + 20;
    for (let i = 0; i < far; i++) parts.push({ geometry: ball, material: paint, matrix: at((i % 20) * 400 - 4000, -40_000 - Math.floor(i / 20) * 400) });
    for (let i = 0; i < 10; i++) parts.push({ geometry: ball, material: paint, matrix: at(i * 400, 5000) });
    parts.push({ geometry: slab, material: paint, matrix: at(0, -6000) });
    // A slab so far it covers under MIN_MOTION_PX.
    parts.push({ geometry: slab, material: paint, matrix: at(0, -90_000) });
    batcher.add(parts);
    const detail = new MotionDetail(batcher);
    detail.begin(camera(), 400, 300);
    expect(batcher.root.visible).toBe(false);
    expect(detail.group.visible).toBe(true);
    expect(detail.last.culled).toBe(11);
    expect(detail.last.full + detail.last.boxes).toBe(far + 2);
    expect(detail.last.boxes).toBeGreaterThan(0);
    expect(detail.last.triangles).toBeLessThanOrEqual(DETAIL_TRIANGLES + 12 * detail.last.boxes);
    // The near ball keeps its own geometry; the slab (12 triangles) is never a box.
    const meshes = detail.group.children as InstancedMesh[];
    const fullBalls = meshes.find((m) => m.visible && m.geometry === batcher.list().find((b) => b.key.startsWith('ball'))!.mesh.geometry)!;
    const first = new Matrix4();
    fullBalls.getMatrixAt(0, first);
    expect(first.elements[14]).toBe(-2000);
    // The boxes of opaque batches are one plain mesh (motion-boxes.ts), not instances.
    const boxMesh = meshes.find((m) => m.visible && m.name === 'motion-boxes')!;
    expect((boxMesh as unknown as { isInstancedMesh?: boolean }).isInstancedMesh).toBeUndefined();
    expect(boxMesh.geometry.drawRange.count).toBe(detail.last.boxes * 36);
    expect(detail.last.merged).toBe(detail.last.boxes);
    detail.end();
    expect(batcher.root.visible).toBe(true);
    expect(detail.group.visible).toBe(false);
    detail.dispose();
  });

  it('draws at most MOTION_BOXES boxes however many furniture items are on screen', () => {
    const batcher = new Batcher(new ResourceRegistry());
    const parts: Part[] = [];
    // A carpet of balls in front of the camera, far more than the detail and box budgets hold.
    const count = Math.ceil(DETAIL_TRIANGLES / 700) + MOTION_BOXES + 300;
    for (let i = 0; i < count; i++) parts.push({ geometry: ball, material: paint, matrix: at((i % 60) * 700 - 21_000, -20_000 - Math.floor(i / 60) * 700) });
    batcher.add(parts);
    const detail = new MotionDetail(batcher);
    detail.begin(camera(), 400, 300);
    expect(detail.last.boxes).toBe(MOTION_BOXES);
    expect(detail.last.dropped).toBeGreaterThan(0);
    expect(detail.last.full + detail.last.boxes + detail.last.dropped + detail.last.culled).toBe(count);
    expect(detail.last.triangles).toBeLessThanOrEqual(DETAIL_TRIANGLES + 12 * MOTION_BOXES);
    detail.end();
    detail.dispose();
  });

  it('draws what `prepare` chose for the same camera, and chooses again for another camera or after `forget`', () => {
    const batcher = new Batcher(new ResourceRegistry());
    const [handle] = batcher.add([{ geometry: ball, material: paint, matrix: at(0, -2000) }]);
    const detail = new MotionDetail(batcher);
    const ballAt = (): number => {
      const mesh = (detail.group.children as InstancedMesh[]).find((m) => m.visible && m.isInstancedMesh)!;
      const m = new Matrix4();
      mesh.getMatrixAt(0, m);
      return m.elements[12];
    };
    detail.prepare(camera(), 400, 300);
    // Prepared, not shown: the batches still draw.
    expect(batcher.root.visible).toBe(true);
    expect(detail.group.visible).toBe(false);
    // Moved without `forget`, the same camera and buffer draw the instance where it was prepared (no second pass).
    batcher.move(handle, at(300, -2000));
    detail.begin(camera(), 400, 300);
    expect(batcher.root.visible).toBe(false);
    expect(detail.group.visible).toBe(true);
    expect(ballAt()).toBe(0);
    detail.end();
    // A preparation serves one frame: the next begin chooses again.
    detail.begin(camera(), 400, 300);
    expect(ballAt()).toBe(300);
    detail.end();
    // After `forget`, the model as it is now.
    detail.prepare(camera(), 400, 300);
    batcher.move(handle, at(600, -2000));
    detail.forget();
    detail.begin(camera(), 400, 300);
    expect(ballAt()).toBe(600);
    detail.end();
    // Another camera (or buffer) than the prepared one: chosen again.
    detail.prepare(camera(), 400, 300);
    batcher.move(handle, at(900, -2000));
    const turned = camera();
    turned.lookAt(0.01, 0, -1);
    detail.begin(turned, 400, 300);
    expect(ballAt()).toBe(900);
    detail.end();
    detail.prepare(camera(), 400, 300);
    batcher.move(handle, at(1200, -2000));
    detail.begin(camera(), 200, 150);
    expect(ballAt()).toBe(1200);
    detail.end();
    // Other lights than the prepared ones (the unlit boxes' colours depend on them): chosen again.
    const lights = (intensity: number) => LambertLights.of([new AmbientLight(0xffffff, intensity)]);
    detail.prepare(camera(), 400, 300, false, lights(1));
    batcher.move(handle, at(150, -2000));
    detail.begin(camera(), 400, 300, false, lights(1));
    expect(ballAt()).toBe(1200);
    detail.end();
    detail.prepare(camera(), 400, 300, false, lights(1));
    batcher.move(handle, at(450, -2000));
    detail.begin(camera(), 400, 300, false, lights(0.5));
    expect(ballAt()).toBe(450);
    detail.end();
    detail.dispose();
  });

  it('lets go of the stand-ins of batches that left the model', () => {
    const batcher = new Batcher(new ResourceRegistry());
    const [handle] = batcher.add([{ geometry: ball, material: paint, matrix: at(0, -2000) }]);
    const detail = new MotionDetail(batcher);
    detail.begin(camera(), 400, 300);
    detail.end();
    // The merged boxes' mesh (motion-boxes.ts), the two merged full-detail meshes (motion-merged.ts) and the
    // ball's stand-in.
    expect(detail.group.children.length).toBe(4);
    batcher.remove([handle]);
    detail.begin(camera(), 400, 300);
    detail.end();
    expect(detail.group.children.map((c) => c.name)).toEqual(['motion-boxes', 'motion-merged-0', 'motion-merged-2']);
    expect(detail.last).toEqual({ full: 0, boxes: 0, merged: 0, mergedFull: 0, culled: 0, dropped: 0, triangles: 0, unlitBoxes: 0 });
  });

  it('in a frame with flat textures, merges the full-detail instances of lit batches and keeps fewer in full', () => {
    const batcher = new Batcher(new ResourceRegistry());
    const lit: Part['material'] = { key: 'lit', make: () => new MeshLambertMaterial({ color: new Color(0, 1, 0) }) };
    const parts: Part[] = [];
    // Balls of 720 triangles in front: 15,000 keep 20 of them in full, 5,000 keep 6.
    for (let i = 0; i < 40; i++) parts.push({ geometry: ball, material: lit, matrix: at((i % 10) * 700 - 3500, -6000 - Math.floor(i / 10) * 700) });
    parts.push({ geometry: ball, material: paint, matrix: at(0, -2000) });
    batcher.add(parts);
    const detail = new MotionDetail(batcher);
    detail.begin(camera(), 400, 300);
    const textured = detail.last;
    expect(textured.mergedFull).toBe(0);
    expect(textured.triangles - 12 * textured.boxes).toBeGreaterThan(FLAT_DETAIL_TRIANGLES);
    detail.end();
    detail.begin(camera(), 400, 300, true);
    const flat = detail.last;
    expect(flat.triangles - 12 * flat.boxes).toBeLessThanOrEqual(FLAT_DETAIL_TRIANGLES);
    expect(flat.full).toBeLessThan(textured.full);
    // The unlit ball (MeshBasicMaterial) keeps its instanced stand-in; the lit ones are merged.
    expect(flat.mergedFull).toBe(flat.full - 1);
    const merged = detail.group.children.find((c) => c.name === 'motion-merged-0') as Mesh;
    expect(merged.visible).toBe(true);
    expect(merged.geometry.drawRange.count).toBe(flat.mergedFull * batcher.list()[0].mesh.geometry.index!.count);
    const instanced = (detail.group.children as InstancedMesh[]).filter((m) => m.visible && m.isInstancedMesh);
    expect(instanced.map((m) => m.count)).toEqual([1]);
    detail.end();
    detail.dispose();
  });
});
