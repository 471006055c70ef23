/**
 * Partial 3D frames: when only item instances moved since the frame on screen was drawn (a drag in the plan)
 * and the camera, the buffer and the scene around them did not change, redraw only the screen rectangles
 * where the moved instances were and are (damage.ts), each with the sub-list of instances whose bounds reach
 * into it. The canvas keeps its last frame (preserveDrawingBuffer), so the rest of the picture stays. The
 * cost then goes with the area the moved item covers, not with the design's size: a full frame of the
 * 3,000-item bench design is ~710k triangles (2.6 s on SwiftShader), a partial one a few hundred instances.
 * Shadows (realistic mode) reach beyond an item's own bounds, so realistic frames are always full.
 *
 * A drag adds a backdrop (backdrop.ts): its first partial frame (a *capture*) copies the canvas (colour and
 * depth) and redraws the item's old place in the copy without the moved instances, off screen; the canvas keeps
 * its frame. Every later frame that moves only those instances (the first right after the capture, the rest of
 * the drag, the release) is *composed*: the copy is put back in the rectangles and only the moved instances
 * are drawn over it. At 3,000 items the release's partial frame carried ~500 instances (85k triangles) hidden
 * behind the item; a composed one carries the item's own few.
 */
import { Color, Group, InstancedMesh, Vector2, WebGLRenderTarget, type Camera, type Mesh, type Object3D, type PerspectiveCamera, type Scene, type WebGLRenderer } from 'three';
import { Backdrop } from './backdrop';
import type { PartialKind } from './pacer';
import { geometryTriangles, type Batch, type Batcher, type PartHandle } from '../batcher';
import { area, boxRect, hits, mergeRects, overlaps, sphereRect, type Projector, type Rect, type Sphere } from './damage';
import { copyInstances, inBatchOrder, standInFits, standInMesh } from './stand-in';

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

/** A cell drawn in passes: each pass's instances, and the scenery meshes with the pass each is drawn in. */
interface PassLists { lists: Map<Batch, number[]>[]; scenery: Object3D[]; sceneryPass: number[] }

/**
 * How a partial frame is drawn: `plain` redraws each region with every instance that reaches in; `capture`
 * copies the canvas into the backdrop and redraws the moved instances' old places there without them (it
 * changes nothing on screen);
 * `composed` puts the backdrop back and draws only the moved instances (they are the ones it leaves out).
 */
export type { PartialKind };

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
  /** Rectangles, instances and kind of the last partial frame (tests and the bench's diagnostics read them). */
  last = { regions: 0, pixels: 0, instances: 0, kind: 'plain' as PartialKind };
  private backdrop: Backdrop | null = null;
  /** Draws a capture's redraw off screen (offscreen()). */
  private target: WebGLRenderTarget | null = null;
  private readonly clearColour = new Color();
  /** The passes of the cell being drawn in several (drawBand). */
  private passLists: PassLists | null = null;
  /** The parts the backdrop leaves out; null while there is no backdrop of the frame on screen's view. */
  private excluded: Set<PartHandle> | null = null;

  constructor(private readonly renderer: WebGLRenderer, private readonly batcher: Batcher) {
    this.group.name = 'partial';
  }

  /**
   * The kind of partial frame the moves since the frame on screen allow (ask after `regions()` gave
   * rectangles): composed when the backdrop leaves out every moved instance, else a capture while a backdrop
   * can be made, else plain.
   */
  kind(): PartialKind {
    // Nothing moved (a sync that changed nothing drawn): nothing to leave out of a backdrop.
    if (this.batcher.damage.moved.size === 0) return this.excluded ? 'composed' : 'plain';
    if (this.renderer.shadowMap.enabled || !this.backdropOrNull()?.usable) return 'plain';
    const excluded = this.excluded;
    if (excluded) {
      let all = true;
      for (const handle of this.batcher.damage.moved.keys()) if (!excluded.has(handle)) { all = false; break; }
      if (all) return 'composed';
    }
    return 'capture';
  }

  /** The frame in flight finished on the GPU: a capture's copy is checked now (backdrop.ts), once per context. */
  settled(): void {
    if (this.backdrop && !this.backdrop.check()) this.excluded = null;
  }

  /** The context was lost: its objects went with it. */
  lost(): void {
    this.invalidate();
    this.backdrop?.lost();
  }

  private backdropOrNull(): Backdrop | null {
    if (!this.backdrop) {
      const gl = this.renderer.getContext();
      if (typeof WebGL2RenderingContext === 'undefined' || !(gl instanceof WebGL2RenderingContext)) return null;
      this.backdrop = new Backdrop(gl);
    }
    return this.backdrop.broken ? null : this.backdrop;
  }

  /** A full frame was drawn now: remember what it was drawn with. */
  fullDrawn(camera: Camera): void {
    const size = this.renderer.getDrawingBufferSize(this.size);
    this.drawn = {
      view: [...camera.matrixWorldInverse.elements], projection: [...camera.projectionMatrix.elements],
      width: size.x, height: size.y,
    };
    // A full frame follows a change a partial frame could not show (the camera, the scene): the backdrop may
    // no longer match, and a new drag takes a new one.
    this.excluded = null;
  }

  /** Forget the frame on screen (lost buffer, scene change): the next frame must be full. */
  invalidate(): void {
    this.drawn = null;
    this.excluded = null;
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

  /**
   * Redraw `regions` (from `regions()`, same camera) over the frame on screen, as `kind()` says; the model's
   * root is hidden meanwhile, and `scenery` (the ground and the sky: already in the backdrop) while only
   * moved instances are drawn over what is there.
   */
  draw(scene: Scene, camera: PerspectiveCamera, regions: Rect[], scenery: Object3D[] = []): PartialKind {
    const kind = this.kind();
    const renderer = this.renderer;
    const projector = projectorOf(camera, this.drawn!.width, this.drawn!.height);
    let instances = 0;
    /** Draw `list` in `rect`: cleared first, or over what is there (then without the scenery). */
    const pass = (rect: Rect, list: Map<Batch, number[]>, clear: boolean) => {
      instances += this.fill(list);
      this.scissor(rect);
      if (clear) renderer.clear();
      const hidden = clear ? [] : scenery.filter((object) => object.visible);
      for (const object of hidden) object.visible = false;
      try {
        inBatchOrder(renderer, () => renderer.render(scene, camera));
      } finally {
        for (const object of hidden) object.visible = true;
      }
    };
    this.instead(scene, () => {
      if (kind === 'composed') {
        const moved = this.movedLists(regions, projector);
        const glassy = this.glassy(regions, projector);
        const lists = glassy.some(Boolean) ? subLists(this.batcher.list(), regions, projector) : [];
        regions.forEach((rect, i) => {
          if (glassy[i]) return pass(rect, lists[i], true);
          this.backdrop!.restore(rect);
          renderer.resetState();
          // A later region's clear() uses the GL clear colour as it stands, which resetState() zeroed.
          renderer.setClearColor(renderer.getClearColor(this.clearColour), renderer.getClearAlpha());
          renderer.setScissorTest(true);
          pass(rect, moved[i], false);
        });
      } else if (kind === 'capture') {
        // The frame on screen is the backdrop, and where a moved instance was, the scene without it, drawn off
        // screen: the canvas keeps its frame until the composed frame after this one shows the move. A changed
        // canvas is read back by a software compositor, which waits for the GPU: with this frame's hundreds of
        // instances, the page's main thread waited 250-300 ms at the drag's start on the throttled phone bench.
        const { width, height } = this.drawn!;
        const lists = subLists(this.batcher.list(), regions, projector);
        const olds = regions.filter((rect) => this.olds.some((old) => overlaps(old, rect)));
        renderer.resetState();
        this.backdrop!.capture(width, height);
        this.backdrop!.redraw(olds, (framebuffer, origin) => {
          renderer.resetState();
          renderer.setRenderTarget(this.offscreen(framebuffer, origin, width, height));
          renderer.setClearColor(renderer.getClearColor(this.clearColour), renderer.getClearAlpha());
          renderer.setScissorTest(true);
          const shift = (r: Rect): Rect => ({ x0: r.x0 - origin.x, y0: r.y0 - origin.y, x1: r.x1 - origin.x, y1: r.y1 - origin.y });
          regions.forEach((rect, i) => { if (olds.includes(rect)) pass(shift(rect), this.without(lists[i]), true); });
          renderer.setRenderTarget(null);
          renderer.resetState();
        });
        renderer.resetState();
        renderer.setClearColor(renderer.getClearColor(this.clearColour), renderer.getClearAlpha());
        this.excluded = new Set(this.batcher.damage.moved.keys());
      } else {
        const lists = subLists(this.batcher.list(), regions, projector);
        const fresh = regions.map((rect, i) => this.movedOnly(rect, lists[i], projector));
        // A region only moved items entered keeps its colour and depth: they are drawn over it, depth-tested.
        regions.forEach((rect, i) => pass(rect, fresh[i] ?? lists[i], !fresh[i]));
      }
    });
    this.last = { regions: regions.length, pixels: regions.reduce((sum, r) => sum + area(r), 0), instances, kind };
    this.prune();
    return kind;
  }

  /**
   * One band of a full frame drawn in pieces (refine.ts): `rect` of the drawing buffer cleared and drawn with the
   * instances whose bounds reach into it, as a plain partial frame redraws a region, so its pixels are a whole
   * frame's there. A cell too dear for one piece is drawn in `passes` (its `pass` now): the sequence of instances
   * a whole draw of the rectangle would draw, in three's order (objects as the render list sorts them, each one's
   * instances in slot order), cut into consecutive runs, the first pass clearing; so every pixel sees the same
   * draws in the same order (ties at equal depth too) as in one pass. Answers the instances and triangles drawn.
   */
  drawBand(scene: Scene, camera: PerspectiveCamera, rect: Rect, pass = 0, passes = 1): { instances: number; triangles: number } {
    const renderer = this.renderer;
    if (passes > 1 && pass === 0) this.passLists = this.cutPasses(scene, camera, rect, passes);
    const cut = passes > 1 ? this.passLists : null;
    let list: Map<Batch, number[]>;
    let hidden: Object3D[] = [];
    if (cut && cut.lists[pass]) {
      list = cut.lists[pass];
      hidden = cut.scenery.filter((object, i) => cut.sceneryPass[i] !== pass && object.visible);
    } else {
      // No cut (an object drawn twice, or the cut lost between passes): the whole rectangle in its first pass,
      // nothing in the others.
      if (pass > 0) return { instances: 0, triangles: 0 };
      const size = renderer.getDrawingBufferSize(this.size);
      [list] = subLists(this.batcher.list(), [rect], projectorOf(camera, size.x, size.y));
    }
    const instances = this.instead(scene, () => {
      const filled = this.fill(list);
      this.scissor(rect);
      if (pass === 0) renderer.clear();
      for (const object of hidden) object.visible = false;
      try {
        inBatchOrder(renderer, () => renderer.render(scene, camera));
      } finally {
        for (const object of hidden) object.visible = true;
      }
      return filled;
    });
    if (pass === passes - 1) this.passLists = null;
    this.prune();
    return { instances, triangles: renderer.info.render.triangles };
  }

  /**
   * The passes of `rect`: three's draw order of its objects, found by a render with every stand-in's instance
   * count at 0 and an empty scissor (no pixels, no instances: the scenery's few triangles), recorded by
   * onBeforeRender; then the instances in that order cut into `passes` runs of about equal triangles. Scenery
   * meshes (the ground, the sky) go whole into the pass their place in the order falls in.
   */
  private cutPasses(scene: Scene, camera: PerspectiveCamera, rect: Rect, passes: number): PassLists | null {
    const renderer = this.renderer;
    const size = renderer.getDrawingBufferSize(this.size);
    const [list] = subLists(this.batcher.list(), [rect], projectorOf(camera, size.x, size.y));
    const order: Object3D[] = [];
    const hooked: { object: Object3D; before: Object3D['onBeforeRender'] }[] = [];
    this.instead(scene, () => {
      this.fill(list);
      const counts = new Map<InstancedMesh, number>();
      for (const mesh of this.meshes.values()) if (mesh.visible) { counts.set(mesh, mesh.count); mesh.count = 0; }
      scene.traverseVisible((object) => {
        if (!(object as Mesh).isMesh) return;
        const before = object.onBeforeRender;
        hooked.push({ object, before });
        object.onBeforeRender = function (this: Object3D, ...args) { order.push(object); before.apply(this, args); };
      });
      try {
        renderer.setScissor(0, 0, 0, 0);
        inBatchOrder(renderer, () => renderer.render(scene, camera));
      } finally {
        for (const { object, before } of hooked) object.onBeforeRender = before;
        for (const [mesh, count] of counts) mesh.count = count;
      }
    });
    // An object drawn more than once (a mesh of several materials) cannot be cut between its draws, nor can a
    // stand-in the render did not show: no passes.
    if (new Set(order).size !== order.length) return null;
    const batchOf = new Map<Object3D, Batch>();
    for (const [batch, mesh] of this.meshes) if (list.has(batch)) batchOf.set(mesh, batch);
    const seen = new Set(order);
    for (const mesh of batchOf.keys()) if (!seen.has(mesh)) return null;
    let total = 0;
    for (const object of order) {
      const batch = batchOf.get(object);
      if (batch) total += list.get(batch)!.length * geometryTriangles(batch.mesh.geometry);
    }
    const cut: PassLists = { lists: Array.from({ length: passes }, () => new Map()), scenery: [], sceneryPass: [] };
    let done = 0;
    const passAt = (triangles: number) => Math.min(passes - 1, Math.floor((triangles / Math.max(1, total)) * passes));
    for (const object of order) {
      const batch = batchOf.get(object);
      if (!batch) {
        cut.scenery.push(object);
        cut.sceneryPass.push(passAt(done));
        continue;
      }
      const each = geometryTriangles(batch.mesh.geometry);
      for (const slot of list.get(batch)!) {
        const lists = cut.lists[passAt(done)];
        let slots = lists.get(batch);
        if (!slots) lists.set(batch, slots = []);
        slots.push(slot);
        done += each;
      }
    }
    return cut;
  }

  /**
   * Runs `draw` with the model's batches hidden and this frame's chosen instances (`fill`) drawn instead, scissored
   * and without three's automatic clear; everything as it was afterwards, whatever `draw` throws.
   */
  private instead<T>(scene: Scene, draw: () => T): T {
    const renderer = this.renderer;
    const root = this.batcher.root;
    const autoClear = renderer.autoClear;
    renderer.autoClear = false;
    renderer.setScissorTest(true);
    root.visible = false;
    scene.add(this.group);
    try {
      return draw();
    } finally {
      scene.remove(this.group);
      root.visible = true;
      renderer.setScissorTest(false);
      renderer.autoClear = autoClear;
    }
  }

  /**
   * A render target that draws into `framebuffer`, whose corner is at `origin` of the canvas (`width` ×
   * `height` drawing-buffer pixels), as three draws into the canvas: tone mapped and in the output colour space,
   * which three applies on the canvas and on XR targets only (so the materials' programs are the ones the
   * canvas uses; the composed-frame e2e compares the pixels). Its scissor is in the framebuffer's pixels.
   */
  private offscreen(framebuffer: WebGLFramebuffer, origin: { x: number; y: number }, width: number, height: number): WebGLRenderTarget {
    if (!this.target) {
      this.target = new WebGLRenderTarget(1, 1);
      (this.target as { isXRRenderTarget?: boolean }).isXRRenderTarget = true;
    }
    const target = this.target;
    target.texture.colorSpace = this.renderer.outputColorSpace;
    // WebXR's way of drawing into a framebuffer three did not make (public on the renderer, not in its types).
    (this.renderer as WebGLRenderer & { setRenderTargetFramebuffer(target: WebGLRenderTarget, framebuffer: WebGLFramebuffer): void })
      .setRenderTargetFramebuffer(target, framebuffer);
    target.viewport.set(-origin.x, -origin.y, width, height);
    target.scissor.set(0, 0, width, height);
    target.scissorTest = true;
    return target;
  }

  /** Scissor to `rect`, in drawing-buffer pixels. */
  private scissor(rect: Rect): void {
    // On a render target three takes the scissor in its pixels; on the canvas it multiplies by the pixel ratio
    // (and rounds): hand it CSS pixels.
    const ratio = this.renderer.getRenderTarget() ? 1 : this.renderer.getPixelRatio();
    // A quarter pixel more, so both its floor and its round land on our integer pixels.
    this.renderer.setScissor((rect.x0 + 0.25) / ratio, (rect.y0 + 0.25) / ratio, (rect.x1 - rect.x0 + 0.25) / ratio, (rect.y1 - rect.y0 + 0.25) / ratio);
  }

  /** Per region, the moved instances that reach in. */
  private movedLists(regions: Rect[], projector: Projector): SubLists {
    const lists: SubLists = regions.map(() => new Map());
    const sphere: Sphere = { x: 0, y: 0, z: 0, r: 0 };
    for (const handle of this.batcher.damage.moved.keys()) {
      for (const i of hits(sphereRect(handle.batch.sphereAt(handle.slot, sphere), projector), regions)) {
        let slots = lists[i].get(handle.batch);
        if (!slots) lists[i].set(handle.batch, slots = []);
        slots.push(handle.slot);
      }
    }
    return lists;
  }

  /** `list` without the moved instances. */
  private without(list: Map<Batch, number[]>): Map<Batch, number[]> {
    const moved = new Map<Batch, Set<number>>();
    for (const handle of this.batcher.damage.moved.keys()) {
      let slots = moved.get(handle.batch);
      if (!slots) moved.set(handle.batch, slots = new Set());
      slots.add(handle.slot);
    }
    const out = new Map<Batch, number[]>();
    for (const [batch, slots] of list) {
      const skip = moved.get(batch);
      const kept = skip ? slots.filter((slot) => !skip.has(slot)) : slots;
      if (kept.length) out.set(batch, kept);
    }
    return out;
  }

  /**
   * Per region, whether an instance with blended (transparent) parts that did not move reaches in. Such a part
   * is blended into the backdrop; a moved item behind it would be drawn over it instead of under it, so the
   * region is redrawn whole. Only the transparent batches are scanned (glass: a few).
   */
  private glassy(regions: Rect[], projector: Projector): boolean[] {
    const out = regions.map(() => false);
    const sphere: Sphere = { x: 0, y: 0, z: 0, r: 0 };
    const moved = this.batcher.damage.moved;
    for (const batch of this.batcher.list()) {
      if (!batch.mesh.visible || !transparent(batch.mesh.material)) continue;
      const owners = batch.owners;
      for (let slot = 0; slot < batch.count; slot++) {
        if (moved.has(owners[slot])) continue;
        for (const i of hits(sphereRect(batch.sphereAt(slot, sphere), projector), regions)) out[i] = true;
      }
    }
    return out;
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
      if (!standInFits(mesh, batch, batch.mesh.geometry, slots.length)) {
        if (mesh) this.drop(batch, mesh);
        mesh = standInMesh(batch, batch.mesh.geometry, slots.length, batch.mesh.castShadow);
        this.meshes.set(batch, mesh);
        this.group.add(mesh);
      }
      copyInstances(batch, slots, mesh);
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
    this.backdrop?.dispose();
    this.target?.dispose();
  }
}

function transparent(material: InstancedMesh['material']): boolean {
  return Array.isArray(material) ? material.some((m) => m.transparent) : material.transparent;
}

function same(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
