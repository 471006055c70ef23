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
import { RenderTexture, Sprite, type Application, type Container } from 'pixi.js';

export class StaticSnapshot {
  private readonly sprite = new Sprite();
  private texture: RenderTexture | null = null;
  /** The key the texture was drawn for, and the key of the previous frame. */
  private drawnKey = '';
  private lastKey = '';
  /** Frames drawn from the snapshot (tests and the bench read it). */
  snapshotFrames = 0;

  constructor(
    private readonly app: Application,
    private readonly staticLayers: Container[],
    private readonly liveLayers: Container[],
    private readonly background: number,
  ) {
    this.sprite.eventMode = 'none';
    this.sprite.visible = false;
    app.stage.addChildAt(this.sprite, 0);
  }

  /** Draws a frame. `content` names the static layers' content, `camera` the camera and canvas size. */
  render(content: string, camera: string): void {
    const key = `${content}|${camera}`;
    const stable = camera === this.lastKey;
    this.lastKey = camera;
    if (!stable) {
      this.useSnapshot(false);
      this.app.render();
      return;
    }
    if (key !== this.drawnKey) this.draw(key);
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
    this.draw(key);
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
  }

  destroy(): void {
    this.texture?.destroy(true);
    this.texture = null;
  }

  private draw(key: string): void {
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
    this.drawnKey = key;
  }

  /** Draw the snapshot sprite (`on`) or the static layers themselves. */
  private useSnapshot(on: boolean): void {
    this.sprite.visible = on;
    for (const layer of this.staticLayers) if (layer.visible === on) layer.visible = !on;
  }
}
