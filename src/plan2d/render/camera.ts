/**
 * The plan's camera until its gestures arrive. pixi-viewport (drag, pinch, wheel, deceleration) and Pixi's event
 * system it listens to are ~23 KB gzipped the plan's first frame does not need (issue 26 item 3: the JavaScript
 * before that frame ≤ 280 KB, ARCHITECTURE §8), so they load right after it (camera-gestures.ts). Until then this
 * container holds the world with the transform pixi-viewport would give it: the same fit, zoom clamp
 * (`clampZoom({ maxWidth, maxHeight })`), centring and pan clamp (`clamp({ left, top, right, bottom,
 * underflow: 'center' })`), following pixi-viewport 6.0.3's arithmetic, and the same read-outs (`scaled`,
 * `center`, `toWorld`, `getVisibleBounds`), so the first frame and every frame after the swap look the same.
 */
import { Container, Point, Rectangle } from 'pixi.js';

export interface CameraBounds { left: number; top: number; right: number; bottom: number }

export class StandInCamera extends Container {
  worldWidth = 0;
  worldHeight = 0;
  private bounds: CameraBounds | null = null;

  constructor(public screenWidth: number, public screenHeight: number) {
    super();
  }

  get scaled(): number {
    return this.scale.x;
  }

  get worldScreenWidth(): number { return this.screenWidth / this.scale.x; }
  get worldScreenHeight(): number { return this.screenHeight / this.scale.y; }

  get center(): Point {
    return new Point(this.worldScreenWidth / 2 - this.x / this.scale.x, this.worldScreenHeight / 2 - this.y / this.scale.y);
  }

  getVisibleBounds(): Rectangle {
    return new Rectangle(-this.x / this.scale.x, -this.y / this.scale.y, this.worldScreenWidth, this.worldScreenHeight);
  }

  toWorld(x: number, y: number): Point {
    return this.toLocal(new Point(x, y));
  }

  toScreen(x: number, y: number): Point {
    return this.toGlobal(new Point(x, y));
  }

  /** pixi-viewport's `clamp` plugin's options (its constructor clamps at once, as this does). */
  clampTo(bounds: CameraBounds): void {
    this.bounds = bounds;
    this.clampPosition();
  }

  resize(width: number, height: number): void {
    this.screenWidth = width;
    this.screenHeight = height;
    this.clampZoom();
    this.clampPosition();
  }

  /** `fit(true, width, height)`: the zoom that shows width × height, clamped, about the same centre. */
  fit(width: number, height: number): void {
    const center = this.center;
    this.scale.set(Math.min(this.screenWidth / width, this.screenHeight / height));
    this.clampZoom();
    this.moveCenter(center.x, center.y);
  }

  moveCenter(x: number, y: number): void {
    this.position.set((this.worldScreenWidth / 2 - x) * this.scale.x, (this.worldScreenHeight / 2 - y) * this.scale.y);
    this.clampPosition();
  }

  /** `clampZoom({ maxWidth: worldWidth, maxHeight: worldHeight })`: never more than the world on screen. */
  private clampZoom(): void {
    if (!this.worldWidth || !this.worldHeight) return;
    if (this.worldScreenWidth > this.worldWidth) {
      const before = this.scale.x;
      this.scale.x = this.screenWidth / this.worldWidth;
      this.scale.y *= this.scale.x / before;
    }
    if (this.worldScreenHeight > this.worldHeight) {
      const before = this.scale.y;
      this.scale.y = this.screenHeight / this.worldHeight;
      this.scale.x *= this.scale.y / before;
    }
  }

  /** The clamp plugin's update with underflow 'center'. */
  private clampPosition(): void {
    const b = this.bounds;
    if (!b) return;
    const screenWorldWidth = this.worldWidth * this.scale.x;
    const screenWorldHeight = this.worldHeight * this.scale.y;
    if (screenWorldWidth < this.screenWidth) this.x = (this.screenWidth - screenWorldWidth) / 2;
    else {
      const left = -this.x / this.scale.x;
      if (left < b.left) this.x = -b.left * this.scale.x;
      if (-this.x / this.scale.x + this.worldScreenWidth > b.right) this.x = -b.right * this.scale.x + this.screenWidth;
    }
    if (screenWorldHeight < this.screenHeight) this.y = (this.screenHeight - screenWorldHeight) / 2;
    else {
      const top = -this.y / this.scale.y;
      if (top < b.top) this.y = -b.top * this.scale.y;
      if (-this.y / this.scale.y + this.worldScreenHeight > b.bottom) this.y = -b.bottom * this.scale.y + this.screenHeight;
    }
  }
}
