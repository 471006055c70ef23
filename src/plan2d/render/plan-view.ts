/**
 * The Pixi side of the plan: the Application, the pixi-viewport camera (drag, pinch, wheel and trackpad zoom,
 * bounded to the house plus 6000 mm, fitted on load and on resize) and the layers kept in step by SceneSync.
 * Until the camera's gestures have loaded (after the first frame) a stand-in holds the same transform (camera.ts).
 */
import type { Viewport } from 'pixi-viewport';
import { Container, Graphics, Rectangle, type Application } from 'pixi.js';
import type { HouseSpec } from '../../domain/catalog';
import { PAN_MARGIN } from '../../domain/constants';
import type { Editor } from '../../editor';
import { houseOf, type Point } from '../geometry';
import { dirtyScreenRects, type Rect } from './frames/dirty-rects';
import { hideCovered, hideOutside } from './frames/first-frame';
import { createImageElement, DragPicture, imageFrame } from './frames/drag-image';
import { Overlay } from './overlay';
import { PALETTE } from './palette';
import { releasePlanApp, takePlanApp, type PlanPreference } from './plan-app';
import { createLayers, SceneSync, type PlanLayers } from './scene-sync';
import { StaticSnapshot } from './frames/snapshot';
import { StandInCamera } from './camera';
import { gesturesDue } from './gestures-due';

/** How long the camera must rest after a directly drawn frame before the static snapshot is drawn ahead, ms. */
const PREWARM_AFTER_MS = 150;

/** The grid the first frame judges covered items on: squares of this many CSS px. */
const COVER_CELL_PX = 8;

/** Room around the house when fitting: roof overhang, dimension lines and a little air, mm. */
const FIT_MARGIN = 1300;
/** Closest zoom, screen px per mm. */
const MAX_SCALE = 2.5;

export class PlanView {
  app!: Application;
  /** The camera: the stand-in until pixi-viewport has loaded (`gestures`), then the Viewport. */
  viewport!: Viewport | StandInCamera;
  /** Resolves when the camera takes gestures (pan, pinch, wheel): pixi-viewport loaded after the first frame. */
  readonly gestures: Promise<void>;
  private gesturesLoaded!: () => void;
  private panEnabled = true;
  private events: { destroy(): void } | null = null;
  private destroyed = false;
  layers!: PlanLayers;
  sync!: SceneSync;
  overlay!: Overlay;
  private world!: Container;
  private snapshot!: StaticSnapshot;
  private dirty = true;
  private lastTransform = '';
  /** When to draw the static snapshot ahead of need (the camera rests after a direct frame), or null. */
  private prewarmAt: number | null = null;
  /** Frames actually rendered (the plan renders on demand, not every tick). */
  renders = 0;
  /** Ticks in a row that found nothing to draw nor to prewarm (see `idle`). */
  private quietTicks = 0;
  /** When the first frame's render call ended (ms since navigation start). */
  firstRenderAt: number | null = null;
  /**
   * When the first frame was on screen: the next animation frame after it. The render call only queues the
   * drawing; on software WebGL the GPU process then spends 300 ms and more drawing a 3,000-item frame, and the
   * page's next frame waits for it. The open-time benchmark reads this one.
   */
  firstShownAt: number | null = null;
  /** The items the first frame left out: off screen, and covered by later items (frames/first-frame.ts). */
  firstFrameHidden = { outside: 0, covered: 0 };
  /** The dragged item as a picture over the canvas, and an ended drag's until the plan redraws (frames/drag-image.ts). */
  private readonly picture = new DragPicture();

  /**
   * `gesturesAfter`: when the page's own loads after the first frame leave the line to the camera's gestures
   * (render/gestures-due.ts); by default at once, with the first frame.
   */
  constructor(
    private readonly editor: Editor, private readonly host: HTMLElement, private readonly onFirstFrame?: () => void,
    private readonly gesturesAfter: () => Promise<unknown> = () => Promise.resolve(),
  ) {
    this.gestures = new Promise((resolve) => { this.gesturesLoaded = resolve; });
  }

  async init(preference: PlanPreference = 'webgl'): Promise<void> {
    performance.mark('open:plan-init');
    // Usually made while the design loaded (plan-app.ts); its ticker runs, without Pixi's render per tick.
    this.app = await takePlanApp(() => this.size(), preference);
    performance.mark('open:pixi-ready');
    const { width, height } = this.app.screen;
    const canvas = this.app.canvas;
    canvas.style.display = 'block';
    canvas.style.touchAction = 'none';
    canvas.dataset.testid = 'plan-canvas';
    // Pixi restores its own buffers and textures (its listener was added first); what was drawn into render
    // textures (the item pictures, the static snapshot) is gone and drawn again.
    canvas.addEventListener('webglcontextrestored', () => {
      this.sync.contextRestored();
      this.invalidate();
    });
    this.host.appendChild(canvas);
    this.viewport = new StandInCamera(width, height);
    this.app.stage.addChild(this.viewport);
    this.world = new Container();
    this.viewport.addChild(this.world);
    this.layers = createLayers(this.world);
    this.overlay = new Overlay(this.editor);
    this.world.addChild(this.overlay.container);
    this.sync = new SceneSync(this.editor, this.layers);
    // The camera first, so the items are built once, at the detail its zoom asks for.
    this.applyBounds();
    this.fit();
    this.sync.full();
    performance.mark('open:scene');
    this.snapshot = new StaticSnapshot(this.app, [this.layers.grid.parent!, this.layers.items], [this.layers.active, this.overlay.container], PALETTE.background, this.layers.items);
    // Render on demand: the ticker keeps driving the viewport's plugins (deceleration, wheel smoothing), but
    // the scene is drawn only when it changed or the camera moved, so an idle plan costs (almost) nothing.
    this.app.ticker.add(this.tick, this);
  }

  /** Something in the scene changed: draw it on the next frame. */
  /**
   * Nothing left to draw: the last two ticks found no frame due (a decelerating camera moves every tick), no
   * snapshot to prewarm, and nothing changed since. What tests and benchmarks wait for instead of a pause.
   */
  get idle(): boolean {
    return this.quietTicks >= 2 && !this.dirty && !this.picture.due;
  }

  invalidate(): void {
    this.dirty = true;
    this.quietTicks = 0;
  }

  /**
   * An item drag starts (its eid) or ends (null). The item's copy and its selection outline become the drag
   * picture; the plan draws the veil over its starting place once. At the end the item rejoins the static
   * layers and the picture goes with the frame that shows it there.
   */
  setDragging(eid: number | null): void {
    // The last move's place, which the next frame would have given the picture: it stays there until the plan
    // has drawn the item at its new place.
    if (eid === null && this.picture.due) this.placeDragImage();
    const shown = this.picture.drop();
    // Who draws first at the drop (the picture already shows it) and at the start: the frame coordinator.
    if (eid === null) this.editor.frames.dropped(shown);
    else this.editor.frames.dragStarts();
    this.sync.setActive(eid);
    this.invalidate();
    if (eid === null || !this.sync.activeCopy()) return;
    this.paintDragImage();
    // The outline travels in the picture; the overlay draws it again where the item lands.
    this.overlay.setSelected(null);
  }

  /** The dragged item moved (and nothing else changed): the picture follows on the next frame. */
  dragMove(): boolean {
    return this.picture.follow();
  }

  private paintDragImage(): void {
    const copy = this.sync.activeCopy();
    if (!copy) return;
    const v = this.viewport;
    // A detached scene: the camera's transform on an inner container, so the bounds are canvas pixels.
    const outer = new Container();
    const inner = new Container();
    inner.position.set(v.x, v.y);
    inner.scale.set(v.scale.x, v.scale.y);
    outer.addChild(inner);
    const item = new Graphics(copy.context);
    item.position.copyFrom(copy.position);
    item.scale.copyFrom(copy.scale);
    item.angle = copy.angle;
    inner.addChild(item);
    const outline = this.overlay.selectionShapes();
    if (outline) inner.addChild(new Graphics(outline.context));
    this.sync.flushPictures(this.app.renderer);
    const frame = imageFrame(outer.getLocalBounds());
    const canvas = this.app.renderer.extract.canvas({
      target: outer, frame: new Rectangle(frame.x, frame.y, frame.width, frame.height),
      resolution: this.app.renderer.resolution, antialias: false,
    }) as HTMLCanvasElement;
    // Graphics made from a context destroy only contexts they own: the shared item and outline shapes stay.
    outer.destroy({ children: true });
    const el = createImageElement(canvas, frame);
    this.host.appendChild(el);
    this.picture.show(el, frame, { x: copy.x, y: copy.y }, this.cameraKey());
  }

  private placeDragImage(): void {
    const copy = this.sync.activeCopy();
    // Drawn under another camera (a resize, a running deceleration): the picture is drawn anew.
    if (!this.picture.place(copy && { x: copy.x, y: copy.y }, this.cameraKey(), this.viewport.scale.x)) this.paintDragImage();
  }

  private cameraKey(): string {
    const v = this.viewport;
    const { width, height } = this.app.screen;
    return `${v.x},${v.y},${v.scale.x},${v.scale.y}|${width}x${height}@${this.app.renderer.resolution}`;
  }

  private tick(): void {
    // Item pictures made since the last frame go into their atlas before anything draws them.
    this.sync.flushPictures(this.app.renderer);
    const v = this.viewport;
    const transform = `${v.x},${v.y},${v.scale.x},${v.scale.y}`;
    const { width, height } = this.app.screen;
    const content = String(this.sync.staticVersion);
    const camera = `${transform}|${width}x${height}@${this.app.renderer.resolution}`;
    const planDue = this.dirty || transform !== this.lastTransform;
    const pictureDue = this.picture.due;
    if (planDue && !this.editor.frames.planMayDraw()) {
      this.quietTicks = 0;
      return;
    }
    if (!planDue && !pictureDue) {
      // The camera rests and nothing changed: draw the static snapshot now, before a drag needs it.
      if (this.prewarmAt !== null && performance.now() >= this.prewarmAt) {
        this.prewarmAt = null;
        this.snapshot.prewarm(content, camera);
        this.quietTicks = 0;
      } else if (this.prewarmAt === null) this.quietTicks++;
      return;
    }
    this.quietTicks = 0;
    this.renders++;
    const start = performance.now();
    if (pictureDue) this.placeDragImage();
    if (planDue) {
      this.dirty = false;
      this.lastTransform = transform;
      // The first frame leaves out the items off screen (frames/first-frame.ts). It is drawn directly (the camera is new),
      // so what it leaves out is in no snapshot; they are shown again at once, for whatever the next render draws.
      const offscreen = this.firstRenderAt === null ? this.hideUnseen() : [];
      this.snapshot.render(content, camera, this.dirtySince);
      for (const item of offscreen) item.visible = true;
      // The ended drag's picture goes in the same frame that draws the item at its new place.
      this.picture.redrawn();
    }
    const end = performance.now();
    if (planDue) this.prewarmAt = this.snapshot.isReady(content, camera) ? null : end + PREWARM_AFTER_MS;
    if (this.firstRenderAt === null) {
      this.firstRenderAt = end;
      requestAnimationFrame(() => { this.firstShownAt = performance.now(); });
      // The page asks for the 3D view's code on this frame; the gestures follow it (or the visitor's first touch).
      this.onFirstFrame?.();
      void gesturesDue(this.host, this.gesturesAfter).then(() => { if (!this.destroyed) void this.loadGestures(); });
    }
    const active = this.sync.activePosition();
    this.editor.frames.drawn({ view: 'plan', n: this.renders, start, end, x: active ? active.x : null, y: active ? active.y : null });
  }

  /**
   * Where the static layers changed since they showed `content`, in canvas pixels: a drop changes them only in
   * the item's old and new bounds, so the snapshot is redrawn there, not whole (frames/dirty-rects.ts).
   */
  private readonly dirtySince = (content: string): Rect[] | null => {
    const world = this.sync.staticDamageSince(Number(content));
    if (!world) return null;
    const { width, height } = this.app.screen;
    return dirtyScreenRects(world, this.world.worldTransform, width, height, this.app.renderer.resolution);
  };

  /** The first frame's items that show no pixel in it: off screen, or covered by later items (frames/first-frame.ts). */
  private hideUnseen(): Container[] {
    const view = this.screenInWorld();
    const outside = hideOutside(this.layers.items, view);
    const covered = hideCovered(this.layers.items, view, COVER_CELL_PX / this.viewport.scaled, (context) => this.sync.opaqueOf(context));
    this.firstFrameHidden = { outside: outside.length, covered: covered.length };
    return outside.concat(covered);
  }

  /** The canvas in plan mm (the items' layer has the viewport's coordinates), with a few pixels to spare. */
  private screenInWorld(): Rect {
    const b = this.viewport.getVisibleBounds();
    const pad = 4 / this.viewport.scale.x;
    return { x: b.x - pad, y: b.y - pad, width: b.width + 2 * pad, height: b.height + 2 * pad };
  }

  snapshotDraws(): { full: number; rects: number } {
    return { full: this.snapshot.fullDraws, rects: this.snapshot.rectDraws };
  }

  get house(): HouseSpec | undefined {
    return houseOf(this.editor)?.house;
  }

  /**
   * pixi-viewport (and Pixi's event system) after the first frame, when due (gesturesAfter): the Viewport takes the
   * stand-in's transform and the world, so nothing on screen moves. Failing to load, the plan stays as it is,
   * without pan and zoom.
   */
  private async loadGestures(): Promise<void> {
    const { Viewport, createEvents } = await import('./camera-gestures');
    if (this.destroyed) return;
    const stand = this.viewport as StandInCamera;
    const events = createEvents(this.app.renderer);
    this.events = events;
    const viewport = new Viewport({
      screenWidth: stand.screenWidth, screenHeight: stand.screenHeight, events, ticker: this.app.ticker,
      passiveWheel: false, disableOnContextMenu: true,
    });
    viewport.drag({ wheel: false, pressDrag: true }).pinch({ percent: 1.5 }).wheel({ smooth: 3, trackpadPinch: true, wheelZoom: true }).decelerate({ friction: 0.9 });
    viewport.position.copyFrom(stand.position);
    viewport.scale.copyFrom(stand.scale);
    this.app.stage.addChildAt(viewport, this.app.stage.getChildIndex(stand));
    viewport.addChild(this.world);
    stand.destroy();
    this.viewport = viewport;
    this.applyBounds();
    if (!this.panEnabled) viewport.plugins.pause('drag');
    viewport.on('zoomed', () => this.zoomed());
    // Nothing to draw: the Viewport shows the world with the stand-in's transform (a frame follows any change).
    this.gesturesLoaded();
  }

  /** The house's bounds and zoom limits (after a new house). */
  applyBounds(): void {
    const house = this.house;
    if (!house) return;
    const worldWidth = house.width + 2 * PAN_MARGIN;
    const worldHeight = house.length + 2 * PAN_MARGIN;
    const v = this.viewport;
    v.worldWidth = worldWidth;
    v.worldHeight = worldHeight;
    const bounds = { left: -PAN_MARGIN, top: -PAN_MARGIN, right: house.width + PAN_MARGIN, bottom: house.length + PAN_MARGIN };
    if (v instanceof StandInCamera) {
      v.clampTo(bounds);
      return;
    }
    v.clamp({ ...bounds, underflow: 'center' });
    v.clampZoom({ maxWidth: worldWidth, maxHeight: worldHeight, maxScale: MAX_SCALE });
  }

  /** Fit the house (with its roof and dimension lines) into the plan: on load, on resize, 'Herstel positie'. */
  fit(): void {
    const house = this.house;
    if (!house) return;
    const w = house.width + 2 * (house.overhang + FIT_MARGIN);
    const h = house.length + 2 * (house.overhang + FIT_MARGIN);
    const v = this.viewport;
    if (v instanceof StandInCamera) v.fit(w, h);
    else {
      v.plugins.remove('decelerate');
      v.decelerate({ friction: 0.9 });
      v.fit(true, w, h);
    }
    v.moveCenter(house.width / 2, house.length / 2 - 150);
    this.zoomed();
  }

  /** The camera's zoom changed: the overlay's line widths and the items' detail follow it. */
  private zoomed(): void {
    const scale = this.viewport.scaled;
    this.overlay.setScale(scale);
    if (this.sync.setZoom(scale, this.app.renderer.resolution)) this.invalidate();
  }

  resize(): void {
    const { width, height } = this.size();
    if (width === this.app.screen.width && height === this.app.screen.height) return;
    this.app.renderer.resize(width, height);
    this.invalidate();
    this.viewport.resize(width, height);
    this.applyBounds();
    this.fit();
  }

  setPanEnabled(on: boolean): void {
    this.panEnabled = on;
    const v = this.viewport;
    if (v instanceof StandInCamera) return;
    if (on) v.plugins.resume('drag');
    else v.plugins.pause('drag');
  }

  toWorld(screen: Point): Point {
    const p = this.viewport.toWorld(screen.x, screen.y);
    return { x: p.x, y: p.y };
  }

  /** A plan point in page (CSS) pixels. */
  toPage(world: Point): Point {
    const p = this.viewport.toScreen(world.x, world.y);
    const rect = this.app.canvas.getBoundingClientRect();
    return { x: rect.left + p.x, y: rect.top + p.y };
  }

  /** The viewport's centre in plan units (tests compare it after a pan and 'Herstel positie'). */
  center(): Point {
    const c = this.viewport.center;
    return { x: c.x, y: c.y };
  }

  rendererName(): 'webgl' | 'webgpu' | 'canvas' {
    const name = this.app.renderer.name;
    return name === 'webgpu' ? 'webgpu' : name === 'webgl' ? 'webgl' : 'canvas';
  }

  destroy(): void {
    this.destroyed = true;
    this.picture.destroy();
    this.sync?.destroyAll();
    this.snapshot?.destroy();
    // The viewport unhooks itself from the app's ticker when destroyed; the app destroys its ticker first, so
    // leaving the viewport to the app's recursive destroy crashes inside Ticker.remove.
    this.viewport?.destroy({ children: true });
    // Made for the renderer by hand (camera-gestures.ts), so the renderer's destroy does not end it.
    this.events?.destroy();
    if (this.app) {
      this.app.destroy({ removeView: true }, { children: true });
      releasePlanApp();
    }
  }

  private size(): { width: number; height: number } {
    return { width: Math.max(this.host.clientWidth, 50), height: Math.max(this.host.clientHeight, 50) };
  }
}
