/**
 * Partial 3D frames: when only item instances moved since the frame on screen was drawn (a drag in the plan)
 * and the camera, the buffer and the scene around them did not change, redraw only the screen rectangles
 * where the moved instances were and are (damage.ts), each with the sub-list of instances whose bounds reach
 * into it. The canvas keeps its last frame (preserveDrawingBuffer), so the rest of the picture stays. The
 * cost then goes with the area the moved item covers, not with the design's size: a full frame of the
 * 3,000-item bench design is ~710k triangles (2.6 s on SwiftShader), a partial one a few hundred instances.
 * Shadows (realistic mode) reach beyond an item's own bounds, so realistic frames are always full.
 */
import { Group, InstancedMesh, Vector2, type Camera, type PerspectiveCamera, type Scene, type WebGLRenderer } from 'three';
import type { Batch, Batcher } from './batcher';
import { area, boxRect, hits, mergeRects, overlaps, sphereRect, type Projector, type Rect, type Sphere } from './damage';

/** A partial frame is drawn only while its rectangles cover at most this share of the buffer. */
export const MAX_PARTIAL_SHARE = 0.4;

/** What the frame on screen was drawn with: a partial frame must match it exactly. */
interface Drawn {
  view: number[];
  projection: number[];
  width: number;
  height: number;
}

/** Per region, per batch: the slots to redraw. */
export type SubLists = Map<Batch, number[]>[];

/**
 * The instances of `batches` whose projected bounds reach into each region (one map per region). Plain loops
 * over the instance matrices: 3,000 items are a few thousand sphere projections.
 */
export function subLists(batches: Batch[], regions: Rect[], projector: Projector): SubLists {
  const lists: SubLists = regions.map(() => new Map());
  const sphere: Sphere = { x: 0, y: 0, z: 0, r: 0 };
  for (const batch of batches) {
    if (!batch.mesh.visible) continue;
    const geometry = batch.mesh.geometry;
    if (!geometry.boundingBox) geometry.computeBoundingBox();
    const { min, max } = geometry.boundingBox!;
    const lo = [min.x, min.y, min.z];
    const hi = [max.x, max.y, max.z];
    const matrices = batch.mesh.instanceMatrix.array as Float32Array;
    for (let slot = 0; slot < batch.count; slot++) {
      // The sphere rejects most instances cheaply; those it lets in are checked by their box, which at the
      // default camera leaves out about a third of the far ones piled up behind a dragged item.
      const near = hits(sphereRect(batch.sphereAt(slot, sphere), projector), regions);
      if (near.length === 0) continue;
      const box = boxRect(lo, hi, matrices, slot * 16, projector);
      for (const i of box === undefined ? near : hits(box, regions)) {
        let slots = lists[i].get(batch);
        if (!slots) lists[i].set(batch, slots = []);
        slots.push(slot);
      }
    }
  }
  return lists;
}

export function projectorOf(camera: PerspectiveCamera, width: number, height: number): Projector {
  camera.updateMatrixWorld();
  const p = camera.projectionMatrix.elements;
  return { view: camera.matrixWorldInverse.elements, fx: (width / 2) * p[0], fy: (height / 2) * p[5], width, height, near: camera.near };
}

export class PartialFrames {
  private drawn: Drawn | null = null;
  /** Where the moved instances were in the frame on screen (from the last `regions()`). */
  private olds: Rect[] = [];
  private readonly group = new Group();
  private readonly meshes = new Map<Batch, InstancedMesh>();
  private readonly size = new Vector2();
  /** Rectangles and instances of the last partial frame (tests and the bench's diagnostics read them). */
  last = { regions: 0, pixels: 0, instances: 0 };

  constructor(private readonly renderer: WebGLRenderer, private readonly batcher: Batcher) {
    this.group.name = 'partial';
  }

  /** A full frame was drawn now: remember what it was drawn with. */
  fullDrawn(camera: Camera): void {
    const size = this.renderer.getDrawingBufferSize(this.size);
    this.drawn = {
      view: [...camera.matrixWorldInverse.elements], projection: [...camera.projectionMatrix.elements],
      width: size.x, height: size.y,
    };
  }

  /** Forget the frame on screen (lost buffer, scene change): the next frame must be full. */
  invalidate(): void {
    this.drawn = null;
  }

  /**
   * The rectangles a partial frame would redraw now, or null when the next frame must be full (nothing drawn
   * yet, the camera or the buffer changed, parts were added or removed, shadows, or too large an area).
   * An empty list: nothing on screen changed (the moved instances are off screen).
   */
  regions(camera: PerspectiveCamera): Rect[] | null {
    const drawn = this.drawn;
    const damage = this.batcher.damage;
    if (!drawn || damage.full || this.renderer.shadowMap.enabled) return null;
    camera.updateMatrixWorld();
    const size = this.renderer.getDrawingBufferSize(this.size);
    if (size.x !== drawn.width || size.y !== drawn.height) return null;
    if (!same(camera.matrixWorldInverse.elements, drawn.view) || !same(camera.projectionMatrix.elements, drawn.projection)) return null;
    const projector = projectorOf(camera, size.x, size.y);
    const rects: Rect[] = [];
    const olds: Rect[] = [];
    const now: Sphere = { x: 0, y: 0, z: 0, r: 0 };
    for (const [handle, before] of damage.moved) {
      const was = sphereRect(before, projector);
      if (was) { rects.push(was); olds.push(was); }
      const is = sphereRect(handle.batch.sphereAt(handle.slot, now), projector);
      if (is) rects.push(is);
    }
    this.olds = olds;
    const merged = mergeRects(rects);
    const pixels = merged.reduce((sum, r) => sum + area(r), 0);
    return pixels > MAX_PARTIAL_SHARE * size.x * size.y ? null : merged;
  }

  /** Redraw `regions` (from `regions()`, same camera) over the frame on screen; the model's root is hidden meanwhile. */
  draw(scene: Scene, camera: PerspectiveCamera, regions: Rect[]): void {
    const renderer = this.renderer;
    const ratio = renderer.getPixelRatio();
    const projector = projectorOf(camera, this.drawn!.width, this.drawn!.height);
    const lists = subLists(this.batcher.list(), regions, projector);
    const fresh = regions.map((rect, i) => this.movedOnly(rect, lists[i], projector));
    const root = this.batcher.root;
    const autoClear = renderer.autoClear;
    renderer.autoClear = false;
    renderer.setScissorTest(true);
    root.visible = false;
    scene.add(this.group);
    let instances = 0;
    try {
      regions.forEach((rect, i) => {
        const only = fresh[i];
        instances += this.fill(only ?? lists[i]);
        // three multiplies the scissor by the pixel ratio (and rounds): hand it CSS pixels.
        // A quarter pixel more, so both its floor and its round land on our integer pixels.
        renderer.setScissor((rect.x0 + 0.25) / ratio, (rect.y0 + 0.25) / ratio, (rect.x1 - rect.x0 + 0.25) / ratio, (rect.y1 - rect.y0 + 0.25) / ratio);
        // A region only moved items entered keeps its colour and depth: they are drawn over it, depth-tested.
        if (!only) renderer.clear();
        renderer.render(scene, camera);
      });
    } finally {
      scene.remove(this.group);
      root.visible = true;
      renderer.setScissorTest(false);
      renderer.autoClear = autoClear;
    }
    this.last = { regions: regions.length, pixels: regions.reduce((sum, r) => sum + area(r), 0), instances };
    this.prune();
  }

  /**
   * For a region that no moved item was in (only the new places reach into it): the moved instances that reach
   * in, to be drawn over the frame on screen without a clear. The drawing buffer is preserved with its depth, so
   * the depth test puts them behind or in front of what is there exactly as a full frame would; everything else
   * in the region is already right. At 3,000 items a new place had hundreds of instances behind it. Null: redraw
   * the region whole (a moved item was there, or it holds blended (transparent) parts, whose order matters).
   */
  private movedOnly(rect: Rect, list: Map<Batch, number[]>, projector: Projector): Map<Batch, number[]> | null {
    if (this.olds.some((old) => overlaps(old, rect))) return null;
    for (const batch of list.keys()) if (transparent(batch.mesh.material)) return null;
    const only = new Map<Batch, number[]>();
    const sphere: Sphere = { x: 0, y: 0, z: 0, r: 0 };
    for (const handle of this.batcher.damage.moved.keys()) {
      if (!hits(sphereRect(handle.batch.sphereAt(handle.slot, sphere), projector), [rect]).length) continue;
      let slots = only.get(handle.batch);
      if (!slots) only.set(handle.batch, slots = []);
      slots.push(handle.slot);
    }
    return only;
  }

  /** Put each batch's sub-list into its stand-in mesh (same geometry and material, its own small instance buffer). */
  private fill(list: Map<Batch, number[]>): number {
    let instances = 0;
    for (const mesh of this.meshes.values()) mesh.visible = false;
    for (const [batch, slots] of list) {
      let mesh = this.meshes.get(batch);
      if (!mesh || mesh.instanceMatrix.count < slots.length || mesh.geometry !== batch.mesh.geometry || mesh.material !== batch.mesh.material) {
        if (mesh) this.drop(batch, mesh);
        mesh = new InstancedMesh(batch.mesh.geometry, batch.mesh.material, Math.max(8, slots.length * 2));
        mesh.frustumCulled = false;
        mesh.castShadow = batch.mesh.castShadow;
        mesh.receiveShadow = batch.mesh.receiveShadow;
        mesh.renderOrder = batch.mesh.renderOrder;
        this.meshes.set(batch, mesh);
        this.group.add(mesh);
      }
      const from = batch.mesh.instanceMatrix.array as Float32Array;
      const to = mesh.instanceMatrix.array as Float32Array;
      slots.forEach((slot, i) => to.set(from.subarray(slot * 16, slot * 16 + 16), i * 16));
      mesh.count = slots.length;
      mesh.instanceMatrix.clearUpdateRanges();
      mesh.instanceMatrix.addUpdateRange(0, slots.length * 16);
      mesh.instanceMatrix.needsUpdate = true;
      mesh.visible = true;
      instances += slots.length;
    }
    return instances;
  }

  /** Stand-ins of batches that left the model go (their geometry and material belong to the registry). */
  private prune(): void {
    const live = new Set(this.batcher.list());
    for (const [batch, mesh] of this.meshes) if (!live.has(batch)) this.drop(batch, mesh);
  }

  private drop(batch: Batch, mesh: InstancedMesh): void {
    this.group.remove(mesh);
    // Only the instance buffer is the stand-in's own: InstancedMesh.dispose() frees just that (and sends
    // 'dispose' to no geometry or material).
    mesh.dispose();
    this.meshes.delete(batch);
  }

  dispose(): void {
    for (const [batch, mesh] of [...this.meshes]) this.drop(batch, mesh);
  }
}

function transparent(material: InstancedMesh['material']): boolean {
  return Array.isArray(material) ? material.some((m) => m.transparent) : material.transparent;
}

function same(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
