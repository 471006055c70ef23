/**
 * A coarse model for the frames drawn while the camera moves (pacer.ts, motion.ts), so that their cost stops
 * growing with the design: the 3,000-item bench design is ~710k triangles (~4,300 instances), drawn whole by
 * every frame because the instanced batches cannot be culled as a whole (batcher.ts: their instances spread over
 * the design). For a motion frame, per instance (its bounding sphere projected to the drawing buffer):
 * - off screen, or under MIN_MOTION_PX across: not drawn;
 * - on screen: the largest on screen keep their own geometry up to DETAIL_TRIANGLES triangles in all; the
 *   rest (far, or a few pixels small) are drawn as their geometry's bounding box (12 triangles), unless their
 *   own geometry is no dearer than that: those of opaque batches all in one plain mesh, nearest first, in their
 *   materials' mean colours (motion-boxes.ts: SwiftShader draws instances one by one), blended ones as
 *   instances in their own material;
 * - beyond MOTION_BOXES boxes, the smallest on screen are left out of the frame (counted as `dropped`).
 * The instances go into stand-in meshes of their own (the batches' instance buffers stay as they are), and the
 * model's own batches are hidden for that frame. The picture at rest is drawn from the batches themselves,
 * exactly as before: the e2e pixel test compares it with a frame never touched by motion.
 */
import {
  BoxGeometry, Group, InstancedMesh, type BufferGeometry, type Camera, type PerspectiveCamera, type Scene, type WebGLRenderer,
} from 'three';
import { geometryTriangles, type Batch, type Batcher } from '../batcher';
import { sphereRect, type Sphere } from './damage';
import { projectorOf } from './partial';
import { copyInstances, standInFits, standInMesh } from './stand-in';
import { MotionBoxes, type BoxedInstance } from './motion-boxes';
import { mergeable, MotionMerged, type MergedInstance } from './motion-merged';
import type { LambertLights } from './lambert-facing';

/**
 * Triangles of full-detail instances a motion frame may draw; beyond, the smaller ones on screen are boxes.
 * SwiftShader on the loaded bench machine drew a motion frame of ~80k triangles in 1.1-1.7 s against 0.2-0.6 s
 * for the 1-item design's: the triangles, not the pixels, were its cost.
 */
export const DETAIL_TRIANGLES = 15_000;
/**
 * The same where the frame draws flat textures (a GPU on which full frames are expensive). In-page timings of
 * motion frames (render + 1-pixel read-back, medians of 10 interleaved, load 7-9): phone 300 items (390 × 319
 * buffer) 38 ms at 15,000 (19.2k triangles a frame), 33 ms at 5,000 (10.0k), 29 ms at 0 (5.3k); desktop 3,000
 * items 52 ms at 15,000 (29.5k), 45 ms at 5,000 (19.5k). The largest on screen come first, so the house and the
 * nearest items keep their shape.
 */
export const FLAT_DETAIL_TRIANGLES = 5_000;
/**
 * Boxes a motion frame may draw; beyond, the smallest on screen are left out until the camera rests. A trace of
 * the desktop orbit at 3,000 items (SwiftShader, load 14-16) had the page's main thread waiting 3.25 s of 4.06 s
 * for the canvas read-back, i.e. for the GPU process drawing each frame (3.2 s busy in WebGL flushes), against
 * 0.5 s of the view's own JS: the ~66k triangles of a motion frame (15k full detail, ~4,200 boxes of 12) were the
 * cost, and the boxes' number was what grew with the design.
 */
export const MOTION_BOXES = 1_200;
/** Instances smaller on screen than this (px across) are left out of a motion frame. */
export const MIN_MOTION_PX = 3;
/** A box: 6 faces of 2 triangles. */
const BOX_TRIANGLES = 12;

/**
 * `merged`: boxes drawn in the one merged mesh (motion-boxes.ts), of `boxes`; `dropped`: on screen but left out,
 * beyond MOTION_BOXES.
 */
export interface MotionDetailStats { full: number; boxes: number; merged: number; mergedFull: number; culled: number; dropped: number; triangles: number; unlitBoxes: number }

/**
 * One instance on screen: its batch's index in the list, its slot, projected size (px), triangles, and its
 * squared distance from the camera (boxes are drawn nearest first).
 */
interface Candidate { batch: number; slot: number; size: number; triangles: number; depth?: number }

/**
 * Which instances keep their geometry (`full`) and which are boxes, per batch, given each on-screen instance's
 * projected size; the largest first until `budget` triangles, then at most `maxBoxes` boxes; the smallest
 * beyond that are `dropped` (their number). Pure, for the unit tests.
 */
export function chooseDetail(candidates: Candidate[], budget: number, maxBoxes = Infinity): { full: Candidate[]; boxes: Candidate[]; dropped: number } {
  // Sorted in place: the caller builds the list afresh for every frame.
  const sorted = candidates.sort((a, b) => b.size - a.size);
  const full: Candidate[] = [];
  const boxes: Candidate[] = [];
  let spent = 0;
  let dropped = 0;
  for (const c of sorted) {
    if (c.triangles <= BOX_TRIANGLES || spent + c.triangles <= budget) {
      full.push(c);
      spent += c.triangles;
    } else if (boxes.length < maxBoxes) {
      boxes.push(c);
    } else {
      dropped++;
    }
  }
  return { full, boxes, dropped };
}

/** What a preparation depends on besides the model: the camera's view and projection, the buffer, `flat`. */
function preparationKey(camera: PerspectiveCamera, width: number, height: number, flat: boolean, lights: LambertLights | null): string {
  camera.updateMatrixWorld();
  return `${camera.matrixWorldInverse.elements.join()}|${camera.projectionMatrix.elements.join()}|${width}x${height}|${flat}|${lights?.signature() ?? 'lit'}`;
}

export class MotionDetail {
  /** Holds the stand-ins; visible only while a motion frame is drawn (the view adds it to the scene). */
  readonly group = new Group();
  private readonly full = new Map<Batch, InstancedMesh>();
  /** Boxes of blended batches, per batch (they keep their material and order). */
  private readonly boxes = new Map<Batch, InstancedMesh>();
  /** Boxes of opaque batches, all in one mesh (motion-boxes.ts). */
  private readonly merged = new MotionBoxes();
  /** Full-detail instances of mergeable batches, in plain meshes, in frames with flat textures (motion-merged.ts). */
  private readonly mergedFull = new MotionMerged();
  /** The bounding box of each batch geometry, as a geometry of its own. */
  private readonly boxGeometries = new Map<BufferGeometry, BoxGeometry>();
  /** For which camera, buffer and `flat` the stand-ins were prepared and not shown yet (prepare). */
  private prepared: string | null = null;
  /** What the last motion frame drew (the bench and tests read it). */
  last: MotionDetailStats = { full: 0, boxes: 0, merged: 0, mergedFull: 0, culled: 0, dropped: 0, triangles: 0, unlitBoxes: 0 };

  constructor(private readonly batcher: Batcher) {
    this.group.name = 'motion-detail';
    this.group.visible = false;
    this.group.add(this.merged.mesh, ...this.mergedFull.meshes);
  }

  /** Shows the stand-ins for `compile` (shader warm-up: three compiles only what is visible), then hides them again. */
  async compiling(compile: () => Promise<void>): Promise<void> {
    this.group.visible = true;
    const plain = [this.merged.mesh, ...this.mergedFull.meshes];
    const shown = plain.map((mesh) => mesh.visible);
    for (const mesh of plain) mesh.visible = true;
    try {
      await compile();
    } finally {
      this.group.visible = false;
      plain.forEach((mesh, i) => { mesh.visible = shown[i]; });
    }
  }

  /**
   * Put the coarse model in place of the batches for a frame of `camera` on a `width` × `height` buffer. `flat`:
   * the frame draws its textures flat (motion-maps.ts), so full-detail instances of mergeable batches are drawn
   * merged in their mean colours (motion-merged.ts) instead of instance by instance, and fewer keep their
   * geometry (FLAT_DETAIL_TRIANGLES). `lights`: where no shadow falls, the merged boxes are drawn unlit in their
   * faces' lit colours (motion-boxes.ts).
   */
  begin(camera: PerspectiveCamera, width: number, height: number, flat = false, lights: LambertLights | null = null): void {
    // Only the first frame is prepared ahead: a motion frame does not build the key (32 numbers as text) to find that out.
    const ready = this.prepared !== null && this.prepared === preparationKey(camera, width, height, flat, lights);
    if (!ready) this.choose(camera, width, height, flat, lights);
    this.prepared = null;
    this.prune();
    this.batcher.root.visible = false;
    this.group.visible = true;
  }

  /**
   * Chooses and fills the stand-ins for a frame as `begin` does, without showing them: the view's first frame
   * prepares in a task of its own and draws in the next, so that a press arriving meanwhile is heard before the
   * draw (view.ts). `begin` with the same camera, buffer, `flat` and lights takes them as they are, unless the
   * model changed in between (`forget`).
   */
  prepare(camera: PerspectiveCamera, width: number, height: number, flat = false, lights: LambertLights | null = null): void {
    this.choose(camera, width, height, flat, lights);
    this.prepared = preparationKey(camera, width, height, flat, lights);
  }

  /** The stand-ins for a frame of `camera` on a `width` × `height` buffer, chosen and filled, not shown. */
  private choose(camera: PerspectiveCamera, width: number, height: number, flat: boolean, lights: LambertLights | null): void {
    const projector = projectorOf(camera, width, height);
    const batches = this.batcher.list().filter((b) => b.mesh.visible && b.count > 0);
    const candidates: Candidate[] = [];
    const sphere: Sphere = { x: 0, y: 0, z: 0, r: 0 };
    let culled = 0;
    const eye = camera.position;
    batches.forEach((batch, index) => {
      const each = geometryTriangles(batch.mesh.geometry);
      for (let slot = 0; slot < batch.count; slot++) {
        const rect = sphereRect(batch.sphereAt(slot, sphere), projector, 0);
        const size = rect ? Math.max(rect.x1 - rect.x0, rect.y1 - rect.y0) : 0;
        if (size < MIN_MOTION_PX) { culled++; continue; }
        candidates.push({ batch: index, slot, size, triangles: each, depth: (sphere.x - eye.x) ** 2 + (sphere.y - eye.y) ** 2 + (sphere.z - eye.z) ** 2 });
      }
    });
    const { full, boxes, dropped } = chooseDetail(candidates, flat ? FLAT_DETAIL_TRIANGLES : DETAIL_TRIANGLES, MOTION_BOXES);
    for (const mesh of this.full.values()) mesh.visible = false;
    for (const mesh of this.boxes.values()) mesh.visible = false;
    const together: MergedInstance[] = [];
    const own: Candidate[] = [];
    for (const c of full) {
      const batch = batches[c.batch];
      if (flat && mergeable(batch)) together.push({ batch, slot: c.slot }); else own.push(c);
    }
    if (together.length) this.mergedFull.fill(together); else this.mergedFull.clear();
    this.fill(this.full, batches, own, (batch) => batch.mesh.geometry);
    const merged: BoxedInstance[] = [];
    const apart: Candidate[] = [];
    for (const c of boxes) {
      const batch = batches[c.batch];
      if (MotionBoxes.takes(batch)) merged.push({ batch, slot: c.slot, depth: c.depth ?? 0 }); else apart.push(c);
    }
    this.merged.fill(merged, lights);
    this.fill(this.boxes, batches, apart, (batch) => this.boxOf(batch.mesh.geometry));
    this.last = {
      full: full.length, boxes: boxes.length, merged: merged.length, mergedFull: together.length, culled, dropped,
      triangles: full.reduce((sum, c) => sum + c.triangles, 0) + boxes.length * BOX_TRIANGLES,
      unlitBoxes: this.merged.unlitFaces ? merged.length : 0,
    };
  }

  /** The model changed: what `prepare` chose no longer holds. */
  forget(): void {
    this.prepared = null;
  }

  /** The unlit boxes' program, ahead (MotionBoxes.warmUp). */
  warmUnlit(renderer: Pick<WebGLRenderer, 'compileAsync'>, camera: Camera, scene: Scene): Promise<void> {
    return this.merged.warmUp(renderer, camera, scene);
  }

  /** The batches again, as every frame at rest draws them. */
  end(): void {
    this.batcher.root.visible = true;
    this.group.visible = false;
  }

  private fill(meshes: Map<Batch, InstancedMesh>, batches: Batch[], chosen: Candidate[], geometryOf: (batch: Batch) => BufferGeometry): void {
    const byBatch = new Map<number, number[]>();
    for (const c of chosen) {
      let slots = byBatch.get(c.batch);
      if (!slots) byBatch.set(c.batch, slots = []);
      slots.push(c.slot);
    }
    for (const [index, slots] of byBatch) {
      const batch = batches[index];
      const geometry = geometryOf(batch);
      let mesh = meshes.get(batch);
      if (!standInFits(mesh, batch, geometry, slots.length)) {
        if (mesh) this.drop(meshes, batch, mesh);
        // Culled per instance above; motion frames keep the last shadow map, so stand-ins cast none.
        mesh = standInMesh(batch, geometry, slots.length, false);
        meshes.set(batch, mesh);
        this.group.add(mesh);
      }
      copyInstances(batch, slots, mesh);
    }
  }

  /** Stand-ins of batches that left the model go (their geometry and material belong to the registry). */
  private prune(): void {
    const live = new Set(this.batcher.list());
    for (const meshes of [this.full, this.boxes]) for (const [batch, mesh] of [...meshes]) if (!live.has(batch)) this.drop(meshes, batch, mesh);
    const geometries = new Set([...live].map((b) => b.mesh.geometry));
    for (const [geometry, box] of [...this.boxGeometries]) {
      if (geometries.has(geometry)) continue;
      box.dispose();
      this.boxGeometries.delete(geometry);
    }
  }

  private boxOf(geometry: BufferGeometry): BoxGeometry {
    let box = this.boxGeometries.get(geometry);
    if (!box) {
      if (!geometry.boundingBox) geometry.computeBoundingBox();
      const { min, max } = geometry.boundingBox!;
      box = new BoxGeometry(Math.max(1, max.x - min.x), Math.max(1, max.y - min.y), Math.max(1, max.z - min.z));
      box.translate((min.x + max.x) / 2, (min.y + max.y) / 2, (min.z + max.z) / 2);
      this.boxGeometries.set(geometry, box);
    }
    return box;
  }

  private drop(meshes: Map<Batch, InstancedMesh>, batch: Batch, mesh: InstancedMesh): void {
    this.group.remove(mesh);
    // Only the instance buffer is the stand-in's own: InstancedMesh.dispose() frees just that.
    mesh.dispose();
    meshes.delete(batch);
  }

  dispose(): void {
    for (const [batch, mesh] of [...this.full]) this.drop(this.full, batch, mesh);
    for (const [batch, mesh] of [...this.boxes]) this.drop(this.boxes, batch, mesh);
    for (const box of this.boxGeometries.values()) box.dispose();
    this.boxGeometries.clear();
    this.merged.dispose();
    this.mergedFull.dispose();
  }
}
