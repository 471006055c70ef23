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
