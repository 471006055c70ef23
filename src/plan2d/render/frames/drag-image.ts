/**
 * The dragged item as a picture over the plan (issue 12). Measured on the drag bench (phone-3000, trace): every
 * plan frame during a drag cost a full-canvas WebGL frame (the static snapshot drawn as one sprite, the item on
 * top) plus, with software compositing, a read-back of the whole canvas that the page's main thread waits for
 * (`GLES2::ReadPixels` in the compositor commit). At the drag's start the item and its selection outline are
 * drawn once into a small picture of their own (`renderer.extract`, their own geometry, nothing new); while the
 * finger moves, the picture is only shifted (a CSS transform, done by the compositor) and the plan's WebGL canvas
 * is not drawn at all. It is redrawn when the camera changes, and removed with the frame that shows the item
 * at its new place in the plan.
 */
import type { Point } from '../../geometry';

/** Where the picture covers the canvas: integer CSS pixels, a pixel of air around the shapes. */
export interface ImageFrame { x: number; y: number; width: number; height: number }

/** The picture's frame for shapes whose bounds on the canvas are `bounds` (CSS px). */
export function imageFrame(bounds: { minX: number; minY: number; maxX: number; maxY: number }, margin = 1): ImageFrame {
  const x = Math.floor(bounds.minX) - margin;
  const y = Math.floor(bounds.minY) - margin;
  return { x, y, width: Math.ceil(bounds.maxX) + margin - x, height: Math.ceil(bounds.maxY) + margin - y };
}

/**
 * Where the picture goes when the item stands at `world`: it was drawn with the item at `drawnAt` (plan mm) and
 * covers `frame` then; the camera maps plan mm to canvas px as `screen = world × scale + pan`.
 */
export function imageOffset(frame: ImageFrame, drawnAt: Point, world: Point, scale: number): Point {
  return { x: frame.x + (world.x - drawnAt.x) * scale, y: frame.y + (world.y - drawnAt.y) * scale };
}

/** The picture's element over the plan canvas: no pointer events, its own compositor layer. */
export function createImageElement(source: HTMLCanvasElement, frame: ImageFrame): HTMLCanvasElement {
  const el = source;
  el.dataset.testid = 'plan-drag-image';
  el.setAttribute('aria-hidden', 'true');
  Object.assign(el.style, {
    position: 'absolute', left: '0px', top: '0px', width: `${frame.width}px`, height: `${frame.height}px`,
    pointerEvents: 'none', willChange: 'transform', transform: `translate(${frame.x}px, ${frame.y}px)`,
  });
  return el;
}

export function placeImageElement(el: HTMLElement, at: Point): void {
  el.style.transform = `translate(${at.x}px, ${at.y}px)`;
}

/**
 * The drag picture's state through a drag: the picture shown (its element, where it was drawn: frame, item
 * position, camera), whether the item moved since the last plan frame, and the picture of an ended drag, which
 * stays until the plan's frame that draws the item at its new place.
 */
export class DragPicture {
  private shown: { el: HTMLCanvasElement; frame: ImageFrame; drawnAt: Point; camera: string } | null = null;
  private moved = false;
  private dropped: HTMLCanvasElement | null = null;

  /** Whether a drag's picture is shown. */
  get showing(): boolean {
    return this.shown !== null;
  }

  /** The item moved since the last frame and the picture must follow (with the next frame). */
  get due(): boolean {
    return this.moved && this.shown !== null;
  }

  /** Show `el` (already in the page), drawn with the item at `drawnAt` under camera `camera` (a key). */
  show(el: HTMLCanvasElement, frame: ImageFrame, drawnAt: Point, camera: string): void {
    this.shown = { el, frame, drawnAt, camera };
  }

  /** The dragged item moved: answers whether a picture will follow it (else the plan must redraw). */
  follow(): boolean {
    if (!this.shown) return false;
    this.moved = true;
    return true;
  }

  /**
   * Put the picture where the item stands now (`world`, plan mm, or null: it has no place to go; `scale` px per
   * mm). Answers false, having removed it, when it was drawn under another camera: the caller draws it anew.
   */
  place(world: Point | null, camera: string, scale: number): boolean {
    this.moved = false;
    const d = this.shown;
    if (!d || !world) return true;
    if (d.camera !== camera) {
      d.el.remove();
      this.shown = null;
      return false;
    }
    placeImageElement(d.el, imageOffset(d.frame, d.drawnAt, world, scale));
    return true;
  }

  /** The drag ended (or another began): the picture stays as the drop's until `redrawn()`; answers whether one does. */
  drop(): boolean {
    this.dropped?.remove();
    this.dropped = this.shown?.el ?? null;
    this.shown = null;
    this.moved = false;
    return this.dropped !== null;
  }

  /** The plan drew the item at its new place: the dropped picture goes. */
  redrawn(): void {
    this.dropped?.remove();
    this.dropped = null;
  }

  destroy(): void {
    this.drop();
    this.redrawn();
  }
}
