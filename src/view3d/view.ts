/**
 * The 3D view in the browser: renderer, scene, camera and orbit controls around the house model. It renders
 * on demand (a change of the model, the camera or the size asks for one frame), never in a busy loop.
 */
import {
  ACESFilmicToneMapping, Box3, Fog, type Mesh, NoToneMapping, PCFSoftShadowMap, PerspectiveCamera, Scene, SRGBColorSpace, Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { CAMERA } from '../domain/constants';
import { FrameCoordinator, type View3dFrame } from '../editor/frames';
import type { HouseFrame } from './frame';
import { createEnvironment, SKY_HORIZON, type Environment } from './environment';
import { FramePacer, type FrameRequest } from './frames/pacer';
import { HouseModel, type ModelSource } from './model';
import { geometryTriangles } from './batcher';
import { PartialFrames, projectorOf } from './frames/partial';
import { sphereRect, type Sphere } from './frames/damage';
import { StretchedPicture } from './frames/stretched';
import { MotionTarget } from './frames/motion-target';
import { MIN_MOTION_SCALE } from './frames/motion';
import { Refinement, WHOLE_FRAME_TRIANGLES, type Extent } from './frames/refine';
import { MotionDetail } from './frames/motion-detail';
import { MotionSampling } from './frames/motion-sampling';
import { MotionMaps } from './frames/motion-maps';
import { MotionGround } from './frames/motion-ground';
import { LambertLights } from './frames/lambert-facing';
import { ResourceRegistry } from './registry';
import { firstUseAhead, uploadTextures, warmUpShaders } from './warm-up';
import { yieldToPage } from './texture-cache';
import { takeContext } from './context-ahead';
import { InputWatch } from './input-watch';

/**
 * A frame whose fence has not signalled after this long is taken as done: a lost context never signals, and
 * Chromium reports a fence's status with some delay (on the loaded bench machine a 1-item frame measured
 * seconds), which must not leave the camera's orbit waiting. Its cost then counts as this long, ms.
 */
const FENCE_TIMEOUT_MS = 500;
/** The model's first build yields to the page after this long (ms): input and the plan's frames go in between. */
const BUILD_SLICE_MS = 25;

export interface ViewInfo {
  calls: number;
  triangles: number;
  geometries: number;
  textures: number;
}

export class View3d {
  readonly renderer: WebGLRenderer;
  readonly scene = new Scene();
  readonly camera = new PerspectiveCamera(CAMERA.fov, 1, CAMERA.near, CAMERA.far);
  readonly controls: OrbitControls;
  readonly model: HouseModel;
  private readonly environment: Environment;
  private readonly envRegistry = new ResourceRegistry();
  /** Decides when to draw and at what pixel-ratio scale (frames/pacer.ts), in the page's frame order. */
  readonly pacer: FramePacer;
  /** Redraws only where moved items were and are, over the frame on screen (frames/partial.ts). */
  private readonly partial: PartialFrames;
  /** The coarse model of the frames drawn while the camera moves (frames/motion-detail.ts). */
  private readonly detail: MotionDetail;
  /** Cheaper texture filtering in those frames (frames/motion-sampling.ts). */
  private readonly sampling: MotionSampling;
  /** Textures as their mean colour in those frames (frames/motion-maps.ts). */
  private readonly maps = new MotionMaps();
  /** The ground unlit in its lit colour in those frames (frames/motion-ground.ts). */
  private readonly ground = new MotionGround();
  private groundWarm = false;
  private canvasWarm = false;
  /** The bands of a full frame drawn in pieces (frames/refine.ts). */
  private readonly refinement = new Refinement();
  /** The picture on screen across a resize, the first piece of a frame in bands (frames/stretched.ts). */
  private readonly stretched = new StretchedPicture();
  /** Motion frames drawn without the canvas's multisampling (frames/motion-target.ts). */
  private readonly motionTarget = new MotionTarget();
  /**
   * The full frame being drawn in bands, or drawn last: its scale, the triangles of the instances on screen,
   * and what its bands drew and cost so far (the GPU time of the frame as a whole is estimated from them).
   */
  private pieces: { scale: number; total: number; triangles: number; calls: number; costMs: number; measuredTriangles: number } | null = null;
  /** What the frame in flight is: a refined frame's coarse base, one of its bands, or anything else. */
  private inFlightPiece: { kind: 'base' | 'band'; triangles: number } | null = null;
  private loop = 0;
  /** Shaders compiled (warm-up.ts): no frame is drawn before, so the first does not compile them in its task. */
  private warm = false;
  private disposed = false;
  private fence: WebGLSync | null = null;
  private fenceAt = 0;
  private readonly basePixelRatio = Math.min(window.devicePixelRatio || 1, 2);
  private framedHouse = -1;
  /**
   * Resolves once the model is built from the design (true), or with false when the view was closed first: what
   * reads the model (exports, the test hooks) waits for it.
   */
  readonly built: Promise<boolean>;
  /** The size and pixel ratio the drawing buffer was last given (sizeBuffer). */
  private sizedAs = '';
  /**
   * The pixel-ratio scale the drawing buffer is sized at: until the first frame, the motion frames' floor (half
   * the device's), so the allocation in `start` carries a quarter of the pixels (issue 26 item 2: on a throttled
   * phone the full multisampled buffer and the compositor's first read-back of it were one task of ~600 ms,
   * which a drag started as the plan showed met). Frames size it for their own scale (setScale), above the
   * floor only once the visitor leaves the page alone (frameScale).
   */
  private bufferScale = MIN_MOTION_SCALE;
  /** The first frame's choices are made (prepareFirstFrame), and the bands' extents if it is drawn in bands. */
  private firstPrepared = false;
  private firstExtents: { width: number; height: number; extents: Extent[]; total: number } | null = null;
  /** A frame was drawn above the floor scale: the full-size buffer was allocated once. */
  private grown = false;
  private readonly input = new InputWatch();
  private readonly resizeObserver: ResizeObserver;
  /** The frame submitted last: its GPU-done time is filled in when its fence signals (the probes keep the log). */
  private lastFrame: View3dFrame | null = null;
  /** What the last band drew (the frame log's diagnostics). */
  private lastBand: Pick<View3dFrame, 'instances' | 'band'> = {};
  private lastInfo: ViewInfo = { calls: 0, triangles: 0, geometries: 0, textures: 0 };
  /**
   * Frames drawn, when the first and the last ended (ms since navigation start), the model sync drawn last, the
   * last frame's pixel-ratio scale (below 1: a catch-up frame, the full one follows) and the GPU time of a
   * full-resolution frame as last measured.
   */
  readonly frames = {
    renders: 0, firstAt: null as number | null, firstShownAt: null as number | null, lastEnd: 0, drawnSyncs: 0, scale: 1, fullCostMs: null as number | null,
    /**
     * Triangles of the last full frame, whether it was a coarse motion frame (frames/motion.ts), the boxes such
     * a frame drew in one merged mesh (frames/motion-boxes.ts) and its materials drawn with flat textures (motion-maps.ts).
     */
    triangles: 0, coarse: false, mergedBoxes: 0, flatMaps: 0,
    /** Ground planes the last motion frame drew unlit in their lit colour (frames/motion-ground.ts), and boxes (motion-boxes.ts). */
    flatGround: 0, unlitBoxes: 0,
    /** The last motion frame's sky was painted behind its picture by the quad, not drawn by the dome (frames/motion-target.ts). */
    skyBehind: false,
    /** Partial frames drawn, the GPU time of the last one (ms) and what it redrew (pixels, instances). */
    partials: 0, partialCostMs: null as number | null, partialPixels: 0, partialInstances: 0,
    /** Composed partial frames drawn (from the drag's backdrop) and the GPU time of the last one, ms. */
    composed: 0, composedCostMs: null as number | null,
    /** Shader programs the first frame compiled itself, which the warm-up (warmUp) left to it: none, where it works. */
    firstFramePrograms: null as number | null,
  };

  /**
   * `coordinator`: the page's frame coordinator (the editor's, `editor.frames`), which orders this view's frames with
   * the plan's and hears what each drew.
   */
  constructor(private readonly container: HTMLElement, source: ModelSource, realistic: boolean, private readonly coordinator = new FrameCoordinator()) {
    this.pacer = new FramePacer(coordinator);
    // preserveDrawingBuffer: a partial frame draws over the last frame, which must still be there.
    // Its context made ahead in small tasks where the page did (context-ahead.ts), else here.
    const ahead = takeContext();
    this.renderer = new WebGLRenderer({
      antialias: true, alpha: false, powerPreference: 'high-performance', preserveDrawingBuffer: true, canvas: ahead?.canvas, context: ahead?.context,
    });
    // The pixel ratio is set with the size (resize): setting it apart reallocated the drawing buffer once more.
    this.renderer.outputColorSpace = SRGBColorSpace;
    this.renderer.setClearColor(SKY_HORIZON);
    this.renderer.shadowMap.type = PCFSoftShadowMap;
    this.renderer.domElement.style.display = 'block';
    this.renderer.domElement.style.touchAction = 'none';
    this.renderer.domElement.dataset.testid = 'view3d-canvas';
    // Hidden until its first frame is drawn (shown): a visible canvas is read back by the compositor at the
    // commit after its buffer is sized, an empty picture that held the page ~100 ms waiting on the GPU process
    // (a trace of the desktop orbit bench at 3,000 items, load 5). The panel's own background shows meanwhile.
    this.renderer.domElement.style.visibility = 'hidden';
    container.appendChild(this.renderer.domElement);

    this.scene.fog = new Fog(SKY_HORIZON, 30_000, 48_000);
    this.environment = createEnvironment(this.envRegistry, realistic);
    this.scene.add(this.environment.group);
    this.motionTarget.skyBehind(this.environment.sky);
    this.model = new HouseModel(source, realistic);
    this.scene.add(this.model.root);
    this.partial = new PartialFrames(this.renderer, this.model.batcher);
    this.detail = new MotionDetail(this.model.batcher);
    this.sampling = new MotionSampling(this.renderer);
    this.scene.add(this.detail.group);

    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.maxPolarAngle = (CAMERA.maxPolarAngleDeg * Math.PI) / 180;
    this.controls.minDistance = 1500;
    this.controls.maxDistance = 35_000;
    this.controls.screenSpacePanning = true;
    this.controls.addEventListener('change', () => this.requestRender('camera'));
    // A lost context loses the frame on screen: the next frame is a full one.
    this.renderer.domElement.addEventListener('webglcontextlost', () => this.partial.lost());

    this.applyRealistic(realistic);
    // Model changes say themselves what they touched (the batcher's damage); other requests redraw everything.
    this.model.onChange = (transient) => {
      this.forgetFirstFrame();
      this.fitToHouse();
      this.pacer.request(transient ? 'transient' : 'now', performance.now());
      this.schedule();
    };
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(container);
    this.built = this.start();
  }

  /**
   * The model built and the shaders compiled in tasks of their own, after the renderer's (issue 26 item 2): in the
   * constructor's one task they froze a phone (4x CPU, 3,000 items) for 0.8-1.6 s, and a drag started as the plan
   * showed with it. No frame is drawn before (warm).
   */
  private async start(): Promise<boolean> {
    // The drawing buffer in a task apart from the context's: each waits on the GPU process (0.3-0.6 s on a
    // busy phone). The resize observer's first call may come first; the second then changes nothing.
    await yieldToPage();
    if (this.disposed) return false;
    this.resize();
    performance.mark('open:3d-sized');
    await yieldToPage();
    if (this.disposed) return false;
    await this.model.attachInSlices(yieldToPage, BUILD_SLICE_MS, () => this.disposed);
    if (this.disposed) return false;
    performance.mark('open:3d-built');
    void this.warmUp();
    return true;
  }

  private async warmUp(): Promise<void> {
    await yieldToPage();
    if (this.disposed) return;
    // The motion frames' programs: the first frame of all is a motion frame, drawn through the motion target
    // (frames/motion-target.ts), with the coarse model's boxes (frames/motion-boxes.ts). The canvas's variants
    // of the programs follow the first frame (warmCanvas).
    const copy = this.motionTarget.copy;
    uploadTextures(this.renderer, this.scene);
    await this.detail.compiling(() => Promise.all([
      this.motionTarget.bound(this.renderer, () => warmUpShaders(this.renderer, this.scene, this.camera)),
      warmUpShaders(this.renderer, copy.scene, copy.camera),
    ]).then(() => undefined));
    if (this.disposed) return;
    await firstUseAhead(this.renderer, yieldToPage, () => this.disposed);
    if (this.disposed) return;
    this.warm = true;
    performance.mark('open:3d-warm');
    await yieldToPage();
    if (this.disposed) return;
    // Not while a drag or a finger holds the first frame back (tick): its moves go first.
    if (this.frames.firstAt === null && this.coordinator.view3dMayStart() && !this.input.touching()) this.prepareFirstFrame();
    this.schedule();
  }

  /**
   * The first frame's choices made ahead, in a task before its draw (issue 26 item 2): the coarse model's
   * stand-ins (frames/motion-detail.ts) and the bands' extents, a pass over every instance each. Made in the
   * draw's task, they were ~170 ms of a throttled phone's JavaScript at 3,000 items that a press arriving as
   * the task began waited for, and then for the frame's GPU work (the phone bench's drag 1 s after the plan:
   * 377 ms). Between the two the page hears the press, and the draw waits for the finger (tick).
   */
  private prepareFirstFrame(): void {
    const { width, height } = this.renderer.domElement;
    // A frame drawn whole (a small design) draws no coarse model under it: nothing to prepare.
    if (this.refinable()) {
      const flatten = this.flatMotion();
      this.detail.prepare(this.camera, width, height, flatten, this.motionLights(flatten));
      this.firstExtents = { width, height, ...this.extentsOf(width, height) };
    }
    this.firstPrepared = true;
  }

  /** What the first frame's preparation chose no longer holds: the camera, the size or the model changed. */
  private forgetFirstFrame(): void {
    if (this.frames.firstAt !== null || !this.firstPrepared) return;
    this.firstPrepared = false;
    this.firstExtents = null;
    this.detail.forget();
  }

  get frame(): HouseFrame | null {
    return this.model.context?.frame ?? null;
  }

  setRealistic(realistic: boolean): void {
    this.applyRealistic(realistic);
    this.model.setRealistic(realistic);
    this.environment.setRealistic(realistic);
    this.environment.fit(this.frame);
    this.requestRender();
  }

  private applyRealistic(realistic: boolean): void {
    this.renderer.shadowMap.enabled = realistic;
    this.renderer.shadowMap.needsUpdate = true;
    this.renderer.toneMapping = realistic ? ACESFilmicToneMapping : NoToneMapping;
    this.renderer.toneMappingExposure = realistic ? 1.05 : 1;
    this.environment.sun.castShadow = realistic;
  }

  /** Aim the camera at the house the first time it appears (and when another house is chosen). */
  private fitToHouse(): void {
    const ctx = this.model.context;
    if (!ctx || ctx.houseId === this.framedHouse) return;
    this.framedHouse = ctx.houseId;
    this.environment.fit(ctx.frame);
    this.resetCamera();
  }

  /** Front-left three-quarter view of the whole house. */
  resetCamera(): void {
    const frame = this.frame;
    const box = new Box3().setFromObject(this.model.root);
    const size = box.isEmpty() ? new Vector3(4000, 3000, 4000) : box.getSize(new Vector3());
    const centre = frame ? new Vector3(frame.width / 2, Math.min(size.y / 2, 1400), frame.length / 2) : new Vector3(0, 1200, 0);
    const radius = Math.hypot(size.x, size.z, size.y) * 0.42 + 400;
    // Fit in the narrower of the two fields of view (a portrait panel is narrow).
    const vertical = (CAMERA.fov * Math.PI) / 180;
    const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * this.camera.aspect);
    const distance = radius / Math.sin(Math.min(vertical, horizontal) / 2);
    const direction = new Vector3(-0.55, 0.42, 1).normalize();
    this.camera.position.copy(centre).addScaledVector(direction, distance);
    this.controls.target.copy(centre);
    this.controls.update();
    this.requestRender();
  }

  resize(): void {
    const width = Math.max(1, this.container.clientWidth);
    const height = Math.max(1, this.container.clientHeight);
    // At the pixel ratio of the frames drawn now (setScale).
    this.sizeBuffer(width, height, this.basePixelRatio * this.bufferScale);
    this.renderer.domElement.style.width = '100%';
    this.renderer.domElement.style.height = '100%';
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.requestRender();
  }

  /**
   * Ask for a frame. `transient`: a drag's move in the plan (the model already follows it in place); the pacer
   * draws it at once only while frames are cheap, else when the drag pauses or ends, so the 3D view never
   * holds the plan back. Requests are coalesced: at most one frame is drawn per animation frame, and none
   * while the previous one is still being drawn on the GPU.
   */
  requestRender(kind: FrameRequest = 'now'): void {
    this.forgetFirstFrame();
    this.partial.invalidate();
    // The camera, the size or the look changed: the bands drawn so far no longer fit the rest.
    this.stopRefinement();
    this.pacer.request(kind, performance.now());
    this.schedule();
  }

  /** No frame scheduled, in flight or due (a reduced-resolution frame's full one included). */
  get idle(): boolean {
    return this.loop === 0 && !this.pacer.busy;
  }

  private schedule(): void {
    if (!this.loop) this.loop = requestAnimationFrame(this.tick);
  }

  private readonly tick = (): void => {
    this.loop = 0;
    if (!this.warm) return;
    // The first frame waits for a drag in the plan to end (editor/frames.ts view3dMayStart), and while a finger
    // is down or a press waits: a press that came just before it (a drag not started yet) met its ~0.4 s task
    // on the phone bench (3,000 items, the drag 1 s after the plan showed, 2 of 3 runs).
    if (this.frames.firstAt === null && (!this.coordinator.view3dMayStart() || this.input.touching())) {
      this.schedule();
      return;
    }
    // Prepared in a task of its own, the draw in the next (prepareFirstFrame).
    if (this.frames.firstAt === null && !this.firstPrepared) {
      this.prepareFirstFrame();
      this.schedule();
      return;
    }
    const now = performance.now();
    this.pollFence(now);
    if (this.refining()) {
      // A frame in bands goes on while only instances moved (a drag, its drop): its bands show them where they
      // are when drawn, and the partial frame after its last band redraws where they were (batcher damage).
      if (!this.pacer.frameInFlight && this.coordinator.view3dMayStart()) this.drawBand();
      this.schedule();
      return;
    }
    const regions = this.pacer.frameInFlight ? null : this.partial.regions(this.camera);
    if (regions && this.pacer.nextPartial(now, this.partial.kind())) {
      this.drawPartial(regions);
    } else {
      const scale = this.frameScale(this.pacer.next(now), now);
      if (scale !== null) this.draw(scale, this.pacer.coarse);
      // The next band of a full frame drawn in pieces, when nothing else is due and no drag is in progress.
    }
    if (this.pacer.busy) this.schedule();
  };

  /**
   * The scale the pacer asks for, kept at the floor until the drawing buffer may grow: the first growth to full
   * size is one long task (input-watch.ts). The first frame is drawn at the floor whatever the input (drawn
   * full, it met a press that came while its task ran, the finger's first touch not yet heard); the growth
   * follows once the page was left alone for a moment (no pointer down, no input for QUIET_MS). A frame with
   * something new to show is drawn at the floor meanwhile; the full one of a reduced frame waits.
   */
  private frameScale(scale: number | null, now: number): number | null {
    if (scale === null || this.grown || scale <= MIN_MOTION_SCALE) return scale;
    const first = this.frames.firstAt === null;
    if (!first && this.input.quiet(now)) return scale;
    if (!first && !this.pacer.due) return null;
    return MIN_MOTION_SCALE;
  }

  /**
   * Whether a motion frame draws flat: its textures as their mean colour (frames/motion-maps.ts), and where no
   * shadow falls the ground and the boxes unlit (motion-ground.ts, motion-boxes.ts): where full frames were
   * measured expensive. Tried and left (h41, stop 39): the first frame's coarse base drawn flat too, before any full
   * frame is measured. It cut that frame's GPU work (GPU-process CPU from the warm-up to the frame on screen
   * 400-480 -> 250-260 ms) and brought it ~50-80 ms earlier, but in quiet interleaved bench:orbit runs the
   * desktop 3,000-item orbit fell from 36.7-39.4 to 29.9-34.2 frames/s and the phone's full still picture came
   * ~3-4 s later (view3dIdle 10.2-10.9 -> 13.6-14.3 s), in four of five runs; the cause was not found in the time.
   */
  private flatMotion(): boolean {
    return this.pacer.fullFramesExpensive;
  }

  /** Once motion frames draw flat (flatMotion), the ground's and the boxes' unlit programs, ahead: once. */
  private warmFlat(): void {
    if (this.groundWarm || !this.flatMotion() || this.renderer.shadowMap.enabled) return;
    this.groundWarm = true;
    void this.ground.warmUp(this.renderer, this.camera, this.scene, this.environment.planes());
    void this.detail.warmUnlit(this.renderer, this.camera, this.scene);
  }

  /**
   * After the first frame, the canvas's variants of the scene's programs (the warm-up compiled the motion target's,
   * warmUp), ahead of the full frame's bands, which draw on the canvas: once.
   */
  private warmCanvas(): void {
    if (this.canvasWarm || this.frames.firstAt === null) return;
    // Its compile is one task (a long one on a throttled phone): not under a drag or a finger; a later frame's end tries again.
    if (!this.coordinator.view3dMayStart() || this.input.touching()) return;
    this.canvasWarm = true;
    void warmUpShaders(this.renderer, this.scene, this.camera);
  }

  /** Whether the frame in flight finished on the GPU (a WebGL2 fence; polling it does not wait). */
  private pollFence(now: number): void {
    if (!this.pacer.frameInFlight) return;
    const gl = this.renderer.getContext() as WebGL2RenderingContext;
    const done = !this.fence || gl.getSyncParameter(this.fence, gl.SYNC_STATUS) === gl.SIGNALED || now - this.fenceAt > FENCE_TIMEOUT_MS;
    if (!done) return;
    if (this.fence) gl.deleteSync(this.fence);
    this.fence = null;
    this.pieceDone(now - this.fenceAt);
    this.pacer.completed(now);
    this.warmFlat();
    this.warmCanvas();
    this.partial.settled();
    const record = this.lastFrame;
    if (record && record.done === undefined) record.done = now;
    this.frames.fullCostMs = this.pacer.fullCostMs;
    this.frames.partialCostMs = this.pacer.partialCostMs;
    this.frames.composedCostMs = this.pacer.composedCostMs;
  }

  /** `coarse`: a frame while the camera moves (frames/motion-detail.ts); the picture at rest is never coarse. */
  private draw(scale: number, coarse = false): void {
    const start = performance.now();
    const programs = this.frames.firstAt === null ? this.renderer.info.programs?.length ?? 0 : null;
    this.stopRefinement();
    const buffer = this.renderer.domElement;
    const before = `${buffer.width}x${buffer.height}`;
    const refine = !coarse && this.refinable();
    if (refine && this.frames.firstAt !== null && this.basePixelRatio * scale !== this.renderer.getPixelRatio()) this.stretched.keep(this.renderer);
    this.setScale(scale);
    if (refine) {
      this.beginRefinement(scale, before !== `${buffer.width}x${buffer.height}` || this.frames.firstAt === null, start);
      return;
    }
    this.inFlightPiece = null;
    if (coarse) this.renderCoarse(); else this.render();
    if (programs !== null) this.frames.firstFramePrograms = (this.renderer.info.programs?.length ?? 0) - programs;
    const now = performance.now();
    this.pacer.submitted(scale, now, coarse);
    this.fenceFrame(now);
    this.log({ view: 'view3d', start, submitted: now, partial: false, scale });
  }

  /** Whether a full frame is drawn in bands (frames/refine.ts): no shadows, and more triangles on screen than one frame should carry. */
  private refinable(): boolean {
    if (this.renderer.shadowMap.enabled) return false;
    let triangles = 0;
    for (const batch of this.model.batcher.list()) if (batch.mesh.visible) triangles += batch.count * geometryTriangles(batch.mesh.geometry);
    return triangles > WHOLE_FRAME_TRIANGLES;
  }

  /**
   * Start a full frame drawn in bands. `resized`: the buffer was emptied (a new size, or nothing drawn yet), so
   * the picture before is drawn first, stretched (frames/stretched.ts), or where there is none the coarse model
   * (frames/motion-detail.ts), for the bands to refine; else the first band is drawn over the frame on screen.
   */
  private beginRefinement(scale: number, resized: boolean, start: number): void {
    const { width, height } = this.renderer.domElement;
    const ahead = this.firstExtents;
    this.firstExtents = null;
    const { extents, total } = ahead && ahead.width === width && ahead.height === height ? ahead : this.extentsOf(width, height);
    this.refinement.plan(extents, width, height);
    this.pieces = { scale, total, triangles: 0, calls: 0, costMs: 0, measuredTriangles: 0 };
    this.pacer.refining = true;
    // The bands show the model as it is now; what moves meanwhile is damage for the partial frame after them.
    this.partial.invalidate();
    this.modelDrawn();
    if (resized) {
      if (this.stretched.draw(this.renderer)) this.shown(); else this.renderCoarse(false);
      this.inFlightPiece = { kind: 'base', triangles: this.renderer.info.render.triangles };
    } else {
      this.inFlightPiece = { kind: 'band', triangles: this.band() };
    }
    const now = performance.now();
    this.pacer.submitted(scale, now, false, true);
    this.fenceFrame(now);
    this.log({ view: 'view3d', start, submitted: now, partial: false, scale, ...(resized ? {} : this.lastBand) });
    if (!this.refinement.active) this.finishRefinement();
  }

  /** Each drawn instance's extent on a `width` × `height` buffer, and their triangles in all. */
  private extentsOf(width: number, height: number): { extents: Extent[]; total: number } {
    const projector = projectorOf(this.camera, width, height);
    const extents: Extent[] = [];
    const sphere: Sphere = { x: 0, y: 0, z: 0, r: 0 };
    let total = 0;
    for (const batch of this.model.batcher.list()) {
      if (!batch.mesh.visible) continue;
      const each = geometryTriangles(batch.mesh.geometry);
      for (let slot = 0; slot < batch.count; slot++) {
        const rect = sphereRect(batch.sphereAt(slot, sphere), projector);
        if (!rect) continue;
        extents.push({ x0: rect.x0, y0: rect.y0, x1: rect.x1, y1: rect.y1, triangles: each });
        total += each;
      }
    }
    return { extents, total };
  }

  /** The next band of the frame being refined. */
  private drawBand(): void {
    const start = performance.now();
    this.inFlightPiece = { kind: 'band', triangles: this.band() };
    const now = performance.now();
    this.pacer.submittedPiece(now);
    this.fenceFrame(now);
    this.log({ view: 'view3d', start, submitted: now, partial: false, scale: this.frames.scale, ...this.lastBand });
    if (!this.refinement.active) this.finishRefinement();
  }

  /** Draws the next band; answers its triangles. */
  private band(): number {
    const piece = this.refinement.next()!;
    const drawn = this.partial.drawBand(this.scene, this.camera, piece, piece.pass, piece.passes);
    this.lastBand = { instances: drawn.instances, band: { x0: piece.x0, y0: piece.y0, x1: piece.x1, y1: piece.y1, triangles: drawn.triangles, pass: piece.pass } };
    const pieces = this.pieces!;
    pieces.triangles += drawn.triangles;
    pieces.calls += this.renderer.info.render.calls;
    return drawn.triangles;
  }

  /** The last band is drawn: the frame counts as one full frame, as if drawn whole. */
  private finishRefinement(): void {
    const pieces = this.pieces!;
    this.pacer.refining = false;
    this.partial.fullDrawn(this.camera);
    this.counted();
    this.frames.coarse = false;
    this.frames.triangles = pieces.triangles;
    const info = this.renderer.info;
    this.lastInfo = { calls: pieces.calls, triangles: pieces.triangles, geometries: info.memory.geometries, textures: info.memory.textures };
  }

  /** Whether a frame is being drawn in bands that the changes since its start leave valid (only instances moved). */
  private refining(): boolean {
    if (!this.refinement.active) return false;
    if (!this.model.batcher.damage.full) return true;
    this.stopRefinement();
    return false;
  }

  /** Pieces of a frame drawn in bands hold at most `triangles` (null: as measured); test builds only, to see tiles. */
  pinPieceBudget(triangles: number | null): void {
    this.refinement.pin(triangles);
  }

  /** A new frame supersedes the bands still to draw. */
  private stopRefinement(): void {
    this.refinement.abort();
    this.pacer.refining = false;
  }

  /**
   * A frame finished on the GPU after `costMs`: a band sizes the next one by it, and the pieces' cost so far,
   * per triangle, estimates what the whole frame costs (the pacer's catch-up frames go by that).
   */
  private pieceDone(costMs: number): void {
    const piece = this.inFlightPiece;
    this.inFlightPiece = null;
    const pieces = this.pieces;
    if (!piece || !pieces) return;
    pieces.costMs += costMs;
    pieces.measuredTriangles += piece.triangles;
    if (piece.kind === 'band') this.refinement.measured(costMs);
    if (pieces.measuredTriangles > 0) {
      this.pacer.fullCostMs = ((pieces.costMs / pieces.measuredTriangles) * Math.max(pieces.total, pieces.measuredTriangles)) / (pieces.scale * pieces.scale);
    }
  }

  private log(record: View3dFrame): void {
    this.lastFrame = record;
    this.coordinator.drawn(record);
  }

  /** Redraw only `regions` over the frame on screen (only instances moved; frames/partial.ts). */
  private drawPartial(regions: Parameters<PartialFrames['draw']>[2]): void {
    const start = performance.now();
    const scenery = this.environment.group.children.filter((object) => (object as Mesh).isMesh);
    const kind = this.partial.draw(this.scene, this.camera, regions, scenery);
    // A capture leaves the screen as it was: the changes are still to be shown.
    if (kind !== 'capture') this.drawn();
    this.frames.partials++;
    if (kind === 'composed') this.frames.composed++;
    this.frames.partialPixels = this.partial.last.pixels;
    this.frames.partialInstances = this.partial.last.instances;
    const now = performance.now();
    this.pacer.submittedPartial(now, kind);
    this.fenceFrame(now);
    this.log({ view: 'view3d', start, submitted: now, partial: true, kind, scale: this.frames.scale, pixels: this.partial.last.pixels, instances: this.partial.last.instances });
  }

  /** A fence after the frame's commands, polled on later animation frames (pollFence). */
  private fenceFrame(now: number): void {
    const gl = this.renderer.getContext() as WebGL2RenderingContext;
    // A motion frame may follow one whose fence has not signalled yet (frames/pacer.ts): it stands for both.
    if (this.fence) gl.deleteSync(this.fence);
    this.fence = typeof gl.fenceSync === 'function' ? gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0) : null;
    this.fenceAt = now;
    gl.flush();
  }

  /** Draw at `scale` times the device pixel ratio (the canvas keeps its CSS size). */
  private setScale(scale: number): void {
    const ratio = this.basePixelRatio * scale;
    this.frames.scale = scale;
    this.bufferScale = scale;
    if (scale > MIN_MOTION_SCALE) this.grown = true;
    if (ratio === this.renderer.getPixelRatio()) return;
    this.sizeBuffer(Math.max(1, this.container.clientWidth), Math.max(1, this.container.clientHeight), ratio);
  }

  /**
   * The drawing buffer at this CSS size and pixel ratio, reallocated only when either changed: setting a canvas's
   * size reallocates it even when the size is the same (the resize observer's first call after start's), and
   * three's setPixelRatio and setSize each set it.
   */
  private sizeBuffer(width: number, height: number, ratio: number): void {
    const size = `${width}x${height}@${ratio}`;
    if (size !== this.sizedAs) this.renderer.setDrawingBufferSize(width, height, ratio);
    this.sizedAs = size;
  }

  /** Draw a frame now, at the pixel ratio of the last one (tests and hooks call it directly). */
  render(): void {
    this.stopRefinement();
    this.renderer.render(this.scene, this.camera);
    this.partial.fullDrawn(this.camera);
    this.drawn();
    this.frames.coarse = false;
    const info = this.renderer.info;
    this.lastInfo = { calls: info.render.calls, triangles: info.render.triangles, geometries: info.memory.geometries, textures: info.memory.textures };
    this.frames.triangles = info.render.triangles;
  }

  /** Where no shadow falls a motion frame's boxes are drawn unlit in their faces' lit colours (frames/motion-boxes.ts). */
  private motionLights(flatten: boolean): LambertLights | null {
    return flatten && !this.renderer.shadowMap.enabled ? LambertLights.of(this.environment.lights) : null;
  }

  /**
   * A motion frame: the coarse model, its textures as their mean colour (frames/motion-maps.ts), and the shadow
   * map as the last frame left it (the sun's shadow camera is fitted to the house, not to the view, so orbiting
   * does not change it). No partial frame may draw over it.
   */
  private renderCoarse(count = true): void {
    const buffer = this.renderer.domElement;
    // Flat textures only where full frames are expensive (flatMotion): on a GPU that draws the picture cheaply,
    // orbiting keeps the wood and the tiles.
    const flatten = this.flatMotion();
    this.detail.begin(this.camera, buffer.width, buffer.height, flatten, this.motionLights(flatten));
    if (flatten) this.maps.begin(this.scene);
    // With flat textures and no shadows the ground's lit colour is one colour: drawn unlit.
    const flatGround = flatten && !this.renderer.shadowMap.enabled ? this.ground.begin(this.environment.planes(), this.environment.lights) : 0;
    this.sampling.begin(this.scene);
    this.renderer.shadowMap.autoUpdate = false;
    const flatMaps = flatten ? this.maps.count : 0;
    let triangles = 0;
    try {
      // The base of a frame in bands is drawn on the canvas itself: the bands draw over it with its depth.
      if (count) triangles = this.motionTarget.render(this.renderer, this.scene, this.camera);
      else this.renderer.render(this.scene, this.camera);
    } finally {
      this.renderer.shadowMap.autoUpdate = true;
      this.sampling.end();
      this.ground.end();
      if (flatten) this.maps.end();
      this.detail.end();
    }
    this.partial.invalidate();
    // As the base of a frame drawn in bands it is on screen, but the frame counts once its last band is drawn.
    if (!count) {
      this.shown();
      return;
    }
    this.drawn();
    this.frames.coarse = true;
    this.frames.triangles = triangles;
    this.frames.mergedBoxes = this.detail.last.merged;
    this.frames.flatMaps = flatMaps;
    this.frames.flatGround = flatGround;
    this.frames.unlitBoxes = this.detail.last.unlitBoxes;
    this.frames.skyBehind = this.motionTarget.painted;
  }

  /** Bookkeeping after any frame: the screen now shows every change the model was given. */
  private drawn(): void {
    this.modelDrawn();
    this.counted();
  }

  /** The model as it is now is what the frame being drawn shows. */
  private modelDrawn(): void {
    this.model.batcher.markDrawn();
    this.frames.drawnSyncs = this.model.syncs;
  }

  /** A frame was drawn (a frame drawn in bands: its last band). */
  private counted(): void {
    this.frames.renders++;
    this.shown();
    this.frames.lastEnd = performance.now();
  }

  /** Something is on screen: the first time, that is the view's first frame. */
  private shown(): void {
    if (this.frames.firstAt !== null) return;
    this.frames.firstAt = performance.now();
    this.renderer.domElement.style.visibility = '';
    // Model changes no longer tell the coarse model's preparation (forgetFirstFrame): none may stay behind.
    this.detail.forget();
    // On screen once the GPU drew it: the page's next animation frame waits for that (see the plan's firstShownAt).
    requestAnimationFrame(() => { this.frames.firstShownAt = performance.now(); });
  }

  info(): ViewInfo {
    return this.lastInfo;
  }

  /** Pixels the model covers: the share of pixels that change when the model is hidden (tests). */
  modelCoverage(): number {
    const gl = this.renderer.getContext();
    const { width, height } = this.renderer.domElement;
    const read = () => {
      this.render();
      const pixels = new Uint8Array(width * height * 4);
      gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
      return pixels;
    };
    const withModel = read();
    this.model.root.visible = false;
    const without = read();
    this.model.root.visible = true;
    this.render();
    let differ = 0;
    for (let i = 0; i < withModel.length; i += 4) {
      const d = Math.abs(withModel[i] - without[i]) + Math.abs(withModel[i + 1] - without[i + 1]) + Math.abs(withModel[i + 2] - without[i + 2]);
      if (d > 24) differ++;
    }
    return differ / (width * height);
  }

  dispose(): void {
    this.disposed = true;
    cancelAnimationFrame(this.loop);
    if (this.fence) (this.renderer.getContext() as WebGL2RenderingContext).deleteSync(this.fence);
    this.resizeObserver.disconnect();
    this.input.dispose();
    this.controls.dispose();
    this.partial.dispose();
    this.detail.dispose();
    this.maps.dispose();
    this.stretched.dispose();
    this.motionTarget.dispose();
    this.ground.dispose();
    this.model.dispose();
    this.environment.dispose();
    this.envRegistry.dispose();
    this.renderer.dispose();
    this.renderer.domElement.remove();
  }
}
