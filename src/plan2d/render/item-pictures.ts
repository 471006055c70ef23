/**
 * Items as pictures at the zooms where they are small. Opening a saved 3,000-item design, the GPU drew each
 * item's vector shape (~120 vertices of fill and outline, ten items deep in the benchmark's design) for
 * 250-370 ms after the first frame's render call, and the batcher packed every vertex first. A picture is a
 * textured quad: 4 vertices, one atlas texture for all items, so they still batch together.
 *
 * Each product and colour is drawn once, from its fine vector shape, into an atlas page at a texture scale a
 * little above the screen's (`pictureScaleAt`: the next power of two of the screen's px per mm), so a picture
 * is never shrunk more than about twice and bilinear filtering keeps its outline. Zooming to another power of
 * two draws the pictures anew at that scale; shapes too large for a page stay vectors.
 */
import { Container, Graphics, GraphicsContext, Rectangle, RenderTexture, Texture, type Renderer } from 'pixi.js';

/** An atlas page's side, px. Two pages at most per scale: Pixi batches up to two textures (plan-app.ts). */
export const PICTURE_PAGE = 1024;
const MAX_PAGES = 2;
/** A picture's longest side, px; a larger one is drawn as a vector (a deck zoomed in on a phone). */
export const PICTURE_MAX = 512;
/** Transparent texels around each picture, so filtering never reads a neighbour's. */
const PAD = 2;

/**
 * The texture scale (px per mm) for items shown at `screen` px per mm: the next power of two, kept while the
 * zoom stays within 10% above it or down to 45% of it, so a zoom hovering at a power of two does not redraw
 * the pictures at every step.
 */
export function pictureScaleAt(screen: number, current: number | null): number {
  if (current !== null && screen <= current * 1.1 && screen > current * 0.45) return current;
  return 2 ** Math.ceil(Math.log2(Math.max(screen, 1 / 1024)));
}

/** Rows of pictures on one page, filled left to right, top to bottom. */
export class Shelves {
  private x = 0;
  private y = 0;
  private row = 0;

  constructor(readonly size: number) {}

  /** Where a w × h picture goes, or null when the page has no room left for it. */
  place(w: number, h: number): { x: number; y: number } | null {
    if (w > this.size || h > this.size) return null;
    if (this.x + w > this.size) {
      this.y += this.row;
      this.x = 0;
      this.row = 0;
    }
    if (this.y + h > this.size) return null;
    const at = { x: this.x, y: this.y };
    this.x += w;
    this.row = Math.max(this.row, h);
    return at;
  }
}

interface Drawing { shape: GraphicsContext; page: RenderTexture; scale: number; x: number; y: number }

/** The pictures of one texture scale: their atlas pages, contexts and the drawings not yet made. */
export class ItemPictures {
  private readonly pages: Array<{ texture: RenderTexture; shelves: Shelves }> = [];
  private readonly contexts: GraphicsContext[] = [];
  /** Every picture's drawing: its vector shape, page, scale and where its shape's origin lies, px. */
  private readonly drawings: Drawing[] = [];
  private pending: Drawing[] = [];

  /** `pxPerMm`: texture px per plan mm; `unit`: mm per local unit of the contexts made (the Graphics' scale). */
  constructor(readonly pxPerMm: number, private readonly unit: number) {}

  /**
   * A context that draws `shape` (in local units of `shapeUnit` mm) as a picture, or null when it is too
   * large or the pages are full. The picture is drawn into its page at the next `flush`.
   */
  make(shape: GraphicsContext, shapeUnit: number): GraphicsContext | null {
    const b = shape.bounds;
    const s = this.pxPerMm * shapeUnit;
    const w = Math.ceil((b.maxX - b.minX) * s) + 2 * PAD;
    const h = Math.ceil((b.maxY - b.minY) * s) + 2 * PAD;
    if (!(w <= PICTURE_MAX && h <= PICTURE_MAX)) return null;
    const slot = this.place(w, h);
    if (!slot) return null;
    const drawing = { shape, page: slot.page, scale: s, x: slot.x + PAD - b.minX * s, y: slot.y + PAD - b.minY * s };
    this.drawings.push(drawing);
    this.pending.push(drawing);
    const texture = new Texture({ source: slot.page.source, frame: new Rectangle(slot.x, slot.y, w, h) });
    // The quad covers the picture's texels exactly: one texel is 1 / pxPerMm mm.
    const mm = 1 / this.pxPerMm;
    const context = new GraphicsContext();
    context.batchMode = 'batch';
    context.texture(texture, 0xffffff, (b.minX * shapeUnit - PAD * mm) / this.unit, (b.minY * shapeUnit - PAD * mm) / this.unit, (w * mm) / this.unit, (h * mm) / this.unit);
    this.contexts.push(context);
    return context;
  }

  /** Whether pictures wait to be drawn into their pages. */
  get dirty(): boolean {
    return this.pending.length > 0;
  }

  /** Draws the waiting pictures: one render per page, before any frame that shows them. */
  flush(renderer: Renderer): void {
    if (this.pending.length === 0) return;
    const byPage = new Map<RenderTexture, Container>();
    for (const { page, shape, scale, x, y } of this.pending) {
      let scene = byPage.get(page);
      if (!scene) byPage.set(page, (scene = new Container()));
      const g = scene.addChild(new Graphics(shape));
      g.scale.set(scale);
      g.position.set(x, y);
    }
    this.pending = [];
    for (const [page, scene] of byPage) {
      // A new page's texels start transparent (WebGL zero-fills a texture made without data); no clear, so the
      // pictures drawn earlier stay.
      renderer.render({ container: scene, target: page, clear: false });
      // Graphics made from a context destroy only contexts they own: the shared vector shapes stay.
      scene.destroy({ children: true });
    }
  }

  /** The pages lost their texels (a WebGL context lost and restored): every picture is drawn again at the next flush. */
  redraw(): void {
    this.pending = [...this.drawings];
  }

  destroy(): void {
    this.pending = [];
    this.drawings.length = 0;
    for (const context of this.contexts) context.destroy();
    this.contexts.length = 0;
    for (const { texture } of this.pages) texture.destroy(true);
    this.pages.length = 0;
  }

  private place(w: number, h: number): { page: RenderTexture; x: number; y: number } | null {
    for (const page of this.pages) {
      const at = page.shelves.place(w, h);
      if (at) return { page: page.texture, ...at };
    }
    if (this.pages.length >= MAX_PAGES) return null;
    const page = { texture: RenderTexture.create({ width: PICTURE_PAGE, height: PICTURE_PAGE, resolution: 1, antialias: false }), shelves: new Shelves(PICTURE_PAGE) };
    this.pages.push(page);
    const at = page.shelves.place(w, h);
    return at ? { page: page.texture, ...at } : null;
  }
}
