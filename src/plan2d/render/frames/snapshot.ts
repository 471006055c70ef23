/**
 * Screen-space snapshot of the plan's static layers. Measured on the bench (SwiftShader, large design): a frame
 * costs about 1 ms per 1000 triangle indices drawn, almost all of it GPU work, and the plan holds ~360k indices,
 * nearly all in layers that do not change while an item is dragged. So when the static layers and the camera are
 * the same as in the previous frame, they are drawn once into a screen-sized texture and every later frame draws
 * that texture as one sprite plus the live layers (the dragged item and the overlay) only. While the camera
 * moves, frames are drawn directly, as before, so a pan costs no extra pass. When only the static layers
 * changed under a still camera (a drag starts or ends: its item leaves or rejoins the static layers), the
 * snapshot is redrawn at once: a direct frame first would cost one more full pass (~0.8 s of GPU time at 3,000
 * items on the loaded bench machine), in which the plan shows nothing new. (A blitFramebuffer onto the canvas
 * would skip the sprite's per-pixel shading, but Chrome did not show it.)
 */
import { Container, Graphics, Matrix, Rectangle, RenderTexture, Sprite, Texture, type Application, type GraphicsContext } from 'pixi.js';
import { transformRect, type Rect } from './dirty-rects';

/**
 * Where the static layers changed since they showed `content` (canvas CSS pixels on whole device pixels; empty:
 * nowhere), or null when that is not known: then the snapshot is drawn whole.
 */
export type DirtySince = (content: string) => Rect[] | null;

export class StaticSnapshot {
  private readonly sprite = new Sprite();
  private texture: RenderTexture | null = null;
  /** The key the texture was drawn for, and the key of the previous frame. */
  private drawnKey = '';
  private lastKey = '';
  /** The content and camera the texture shows (drawnKey's two parts). */
  private drawnContent = '';
  private drawnCamera = '';
  /** The background under a redrawn rectangle (a clear would not stay inside it: Pixi does not scissor it). */
  private readonly patch = new Graphics();
  /** Copies of the culled layer's shapes for rectangle passes (copyOf), and the container they are drawn from. */
  private readonly pool = new Map<GraphicsContext, Graphics[]>();
  private readonly copies = new Container();
  /** Frames drawn from the snapshot (tests and the bench read it). */
  snapshotFrames = 0;
  /** Whole passes of the static layers into the snapshot, and updates of rectangles only (tests and the bench). */
  fullDraws = 0;
  rectDraws = 0;

  constructor(
    private readonly app: Application,
    private readonly staticLayers: Container[],
    private readonly liveLayers: Container[],
    private readonly background: number,
    /**
     * A static layer of many small shapes (the items): when rectangles are redrawn, only its children whose
     * bounds reach into one are drawn there. Every shape of a layer goes through the vertex stage even when its
     * pixels fall outside the viewport; at 3,000 items that alone cost ~0.5 s of GPU time per rectangle pass.
     */
    private readonly culled?: Container,
  ) {
    this.sprite.eventMode = 'none';
    this.sprite.visible = false;
    app.stage.addChildAt(this.sprite, 0);
    this.patch.eventMode = 'none';
    this.patch.visible = false;
    app.stage.addChildAt(this.patch, 1);
  }

  /**
   * Draws a frame. `content` names the static layers' content, `camera` the camera and canvas size; `dirty`
   * says where the content changed since an older one (a drop), so that only there the snapshot is redrawn.
   */
  render(content: string, camera: string, dirty?: DirtySince): void {
    const key = `${content}|${camera}`;
    const stable = camera === this.lastKey;
    this.lastKey = camera;
    if (!stable) {
      this.useSnapshot(false);
      this.app.render();
      return;
    }
    if (key !== this.drawnKey) {
      const rects = this.texture && camera === this.drawnCamera ? dirty?.(this.drawnContent) ?? null : null;
      if (rects) this.drawRects(rects, content, camera);
      else this.draw(content, camera);
    }
    this.snapshotFrames++;
    this.useSnapshot(true);
    this.app.render();
  }

  /**
   * Draws the snapshot ahead of need when the camera rests (no visible change): otherwise the first frame that
   * needs it (a drag's first move, after opening or a pan) pays a full pass of the static layers first, the
   * 1-3 s stall at the start of a drag on the throttled phone. Answers whether it drew.
   */
  prewarm(content: string, camera: string): boolean {
    const key = `${content}|${camera}`;
    if (camera !== this.lastKey || key === this.drawnKey) return false;
    this.draw(content, camera);
    flush(this.app);
    return true;
  }

  /** The snapshot is drawn for this content and camera. */
  isReady(content: string, camera: string): boolean {
    return `${content}|${camera}` === this.drawnKey;
  }

  /** Forget the texture (after a resize or a change Pixi cannot see through the key). */
  invalidate(): void {
    this.lastKey = '';
    this.drawnKey = '';
    this.drawnContent = '';
    this.drawnCamera = '';
  }

  destroy(): void {
    this.texture?.destroy(true);
    this.texture = null;
    for (const list of this.pool.values()) for (const g of list) g.destroy();
    this.pool.clear();
    this.copies.destroy();
  }

  private draw(content: string, camera: string): void {
    const { renderer, screen } = this.app;
    const resolution = renderer.resolution;
    if (!this.texture || this.texture.width !== screen.width || this.texture.height !== screen.height || this.texture.source.resolution !== resolution) {
      this.texture?.destroy(true);
      this.texture = RenderTexture.create({ width: screen.width, height: screen.height, resolution, antialias: false });
      this.sprite.texture = this.texture;
    }
    this.useSnapshot(false);
    for (const layer of this.liveLayers) layer.visible = false;
    renderer.render({ container: this.app.stage, target: this.texture, clear: true, clearColor: this.background });
    for (const layer of this.liveLayers) layer.visible = true;
    this.drawn(content, camera);
    this.fullDraws++;
  }

  /**
   * Redraws the snapshot inside `rects` only (same camera): the viewport is narrowed to each rectangle (a view of
   * the texture with that frame) and the stage shifted to match; the rectangle's old pixels are covered by the
   * background first. Only the rectangles' pixels are shaded, and of the culled layer only the shapes that reach
   * in are drawn (copies on the layer's transform), so the cost goes with the rectangles, not the design.
   */
  private drawRects(rects: Rect[], content: string, camera: string): void {
    const { renderer } = this.app;
    const source = this.texture!.source;
    this.useSnapshot(false);
    for (const layer of this.liveLayers) layer.visible = false;
    this.patch.visible = true;
    const culled = this.culled;
    for (const [ctx, list] of this.pool) {
      if (ctx.destroyed) { for (const g of list) g.destroy(); this.pool.delete(ctx); }
    }
    const children = culled ? culledBounds(culled) : [];
    // Taken before the passes below: each renders the stage under a shifted transform.
    const culledWorld = culled ? culled.worldTransform.clone() : null;
    if (culled) culled.visible = false;
    for (const r of rects) {
      this.patch.clear().rect(r.x, r.y, r.width, r.height).fill({ color: this.background });
      const target = new Texture({ source, frame: new Rectangle(r.x, r.y, r.width, r.height) });
      renderer.render({ container: this.app.stage, target, clear: false, transform: new Matrix().translate(-r.x, -r.y) });
      if (culled) {
        // The culled layer's shapes that reach into the rectangle, in their order, as copies on their contexts.
        const used = new Map<GraphicsContext, number>();
        for (const { child, bounds } of children) {
          if (!overlaps(bounds, r)) continue;
          const n = used.get(child.context) ?? 0;
          used.set(child.context, n + 1);
          const copy = this.copyOf(child.context, n);
          copy.setFromMatrix(child.localTransform);
          copy.alpha = child.alpha;
          this.copies.addChild(copy);
        }
        if (this.copies.children.length > 0) {
          const transform = new Matrix().copyFrom(culledWorld!).translate(-r.x, -r.y);
          renderer.render({ container: this.copies, target, clear: false, transform });
        }
        this.copies.removeChildren();
      }
      target.destroy(false);
    }
    if (culled) culled.visible = true;
    this.patch.visible = false;
    for (const layer of this.liveLayers) layer.visible = true;
    this.drawn(content, camera);
    this.rectDraws++;
  }

  /**
   * The `n`th copy on `context`, kept from pass to pass: a Graphics on a shared context registers listeners on
   * it, and removing them walks every listener of that context (one per item drawn with it), which made
   * throw-away copies cost ~12 ms a drop at 3,000 items.
   */
  private copyOf(context: GraphicsContext, n: number): Graphics {
    let list = this.pool.get(context);
    if (!list) this.pool.set(context, list = []);
    while (list.length <= n) {
      const g = new Graphics(context);
      g.eventMode = 'none';
      list.push(g);
    }
    return list[n];
  }

  private drawn(content: string, camera: string): void {
    this.drawnKey = `${content}|${camera}`;
    this.drawnContent = content;
    this.drawnCamera = camera;
  }

  /** Draw the snapshot sprite (`on`) or the static layers themselves. */
  private useSnapshot(on: boolean): void {
    this.sprite.visible = on;
    for (const layer of this.staticLayers) if (layer.visible === on) layer.visible = !on;
  }
}

/**
 * Sends the queued commands to the GPU now. Chromium sends a WebGL context's commands when its canvas is
 * presented or something reads back; a pass into a texture alone stays queued, so the GPU did not draw the
 * prewarmed snapshot while the plan rested but at the drag's first read-back, which waited for all of it.
 */
function flush(app: Application): void {
  const gl = (app.renderer as { gl?: WebGLRenderingContext }).gl;
  gl?.flush();
}

/** Canvas-pixel bounds of a layer's visible Graphics children (their shape's bounds through both transforms). */
function culledBounds(layer: Container): { child: Graphics; bounds: Rect }[] {
  const out: { child: Graphics; bounds: Rect }[] = [];
  const world = layer.worldTransform;
  for (const child of layer.children) {
    if (!(child instanceof Graphics) || !child.visible) continue;
    child.updateLocalTransform();
    const b = child.context.bounds;
    const local = transformRect({ x: b.minX, y: b.minY, width: b.maxX - b.minX, height: b.maxY - b.minY }, child.localTransform);
    out.push({ child, bounds: transformRect(local, world) });
  }
  return out;
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
