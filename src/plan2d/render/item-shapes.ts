/**
 * Recognisable top views of furniture and light-street items, drawn once per product and colour into a shared
 * GraphicsContext: every chair of the same colour renders from one geometry (Pixi shares it between the
 * Graphics that use it), so placing the 300th chair builds nothing new.
 */
import { GraphicsContext, type Renderer } from 'pixi.js';
import type { Product } from '../../domain/catalog';
import { itemSize } from '../geometry';
import { ItemPictures } from './item-pictures';
import { PALETTE, shade } from './palette';

/**
 * How finely an item's curves are cut. Pixi cuts a round corner or a circle into segments by its radius in the
 * shape's own units, so the unit a shape is drawn in sets its detail: 'fine' draws in cm (a chair's corner
 * in 8 segments), 'coarse' in dm (3). At the plan's fitted zoom (0.04-0.1 px/mm) a coarse corner is a few
 * pixels across and looks the same, while a 3,000-item plan has about half the vertices: measured opening it
 * (bench/open-profile.ts, open-waterfall.ts), the first frame's render call ~30 ms shorter and the GPU's
 * drawing of it ~100 ms.
 * Zoomed in past ITEM_DETAIL_ZOOM the plan switches to fine. In the plan, coarse items are pictures of their
 * fine shape (item-pictures.ts); the coarse vectors remain for a shape too large for a picture.
 */
export type ItemDetail = 'coarse' | 'fine';

/** Local unit of item shapes per detail, mm: the Graphics is scaled by this. */
export const ITEM_UNIT: Record<ItemDetail, number> = { fine: 10, coarse: 100 };

/**
 * Plan zoom (px per mm) from which items are drawn fine, and below which (a little lower, so a zoom that
 * hovers at the edge does not switch back and forth) coarse again. At 0.25 px/mm a chair's 6 cm corner is
 * 15 px across and its coarse segments stray from the true curve by half a pixel.
 */
export const ITEM_DETAIL_ZOOM = { fine: 0.25, coarse: 0.2 };

/** The detail to draw items with at `scale` px/mm, given the current one. */
export function itemDetailAt(scale: number, current: ItemDetail): ItemDetail {
  if (current === 'coarse') return scale > ITEM_DETAIL_ZOOM.fine ? 'fine' : 'coarse';
  return scale < ITEM_DETAIL_ZOOM.coarse ? 'coarse' : 'fine';
}

type Shape = 'lounge' | 'dining' | 'chair' | 'lounger' | 'planter' | 'bbq' | 'deck' | 'spot' | 'lamp' | 'box';

export function itemShape(product: Product | undefined, light: boolean): Shape {
  const name = product?.name.toLowerCase() ?? '';
  if (light) return name.includes('spot') ? 'spot' : 'lamp';
  if (name.includes('lounge')) return 'lounge';
  if (name.includes('tuinset') || name.includes('tafel')) return 'dining';
  if (name.includes('stoel')) return 'chair';
  if (name.includes('ligbed')) return 'lounger';
  if (name.includes('planten')) return 'planter';
  if (name.includes('barbecue') || name.includes('bbq')) return 'bbq';
  if (name.includes('vlonder')) return 'deck';
  return 'box';
}

/** Draws `shape` of w × h units; `u` is units per cm (every length below is written in cm). */
function draw(ctx: GraphicsContext, shape: Shape, w: number, h: number, color: number, u: number): void {
  const x = -w / 2;
  const y = -h / 2;
  const line = { width: 1.4 * u, color: PALETTE.itemStroke };
  const dark = shade(color, 0.75);
  switch (shape) {
    case 'lounge': {
      const d = Math.min(w, h) * 0.35;
      ctx.poly([x, y, x + w, y, x + w, y + d, x + d, y + d, x + d, y + h, x, y + h]).fill({ color }).stroke(line);
      for (let i = 1; i < 4; i++) ctx.moveTo(x + d + ((w - d) * i) / 4, y).lineTo(x + d + ((w - d) * i) / 4, y + d);
      for (let i = 1; i < 3; i++) ctx.moveTo(x, y + d + ((h - d) * i) / 3).lineTo(x + d, y + d + ((h - d) * i) / 3);
      ctx.stroke({ width: 0.8 * u, color: dark });
      ctx.roundRect(x + d + 15 * u, y + d + 15 * u, (w - d) * 0.45, (h - d) * 0.4, 6 * u).fill({ color: dark }).stroke(line);
      return;
    }
    case 'dining': {
      const seat = Math.min(w, h) * 0.22;
      const tw = w - seat * 1.4;
      const th = h - seat * 1.6;
      const n = Math.max(1, Math.round(tw / (seat * 1.5)));
      for (let i = 0; i < n; i++) {
        const cx = -tw / 2 + (tw * (i + 0.5)) / n;
        ctx.roundRect(cx - seat / 2, y, seat, seat * 0.8, 4 * u).roundRect(cx - seat / 2, -y - seat * 0.8, seat, seat * 0.8, 4 * u);
      }
      ctx.fill({ color: dark }).stroke({ width: 0.8 * u, color: PALETTE.itemStroke });
      ctx.roundRect(-tw / 2, -th / 2, tw, th, 6 * u).fill({ color }).stroke(line);
      return;
    }
    case 'chair':
      ctx.roundRect(x, y + h * 0.25, w, h * 0.75, 6 * u).fill({ color }).stroke(line);
      ctx.roundRect(x, y, w, h * 0.25, 4 * u).fill({ color: dark }).stroke(line);
      return;
    case 'lounger':
      ctx.roundRect(x, y, w, h, 8 * u).fill({ color }).stroke(line);
      ctx.roundRect(x + 4 * u, y + 4 * u, w * 0.28, h - 8 * u, 6 * u).fill({ color: dark });
      for (let i = 1; i < 6; i++) ctx.moveTo(x + w * 0.3 + (w * 0.7 * i) / 6, y + 3 * u).lineTo(x + w * 0.3 + (w * 0.7 * i) / 6, y + h - 3 * u);
      ctx.stroke({ width: 0.6 * u, color: dark });
      return;
    case 'planter': {
      ctx.rect(x, y, w, h).fill({ color }).stroke(line);
      const r = Math.min(h, w) * 0.32;
      const n = Math.max(1, Math.floor(w / (r * 2.4)));
      for (let i = 0; i < n; i++) ctx.circle(x + (w * (i + 0.5)) / n, 0, r);
      ctx.fill({ color: 0x4d7c3a }).stroke({ width: 0.8 * u, color: 0x2f5224 });
      return;
    }
    case 'bbq': {
      const r = Math.min(w, h) / 2;
      ctx.circle(0, 0, r).fill({ color: 0x2d2d2d }).stroke(line);
      for (let i = -2; i <= 2; i++) ctx.moveTo(-r * 0.8, (i * r) / 3).lineTo(r * 0.8, (i * r) / 3);
      ctx.stroke({ width: 1 * u, color: 0x9ca3af });
      return;
    }
    case 'deck': {
      ctx.rect(x, y, w, h).fill({ color }).stroke(line);
      for (let d = 14.5 * u; d < h; d += 14.5 * u) ctx.moveTo(x, y + d).lineTo(x + w, y + d);
      ctx.stroke({ width: 0.6 * u, color: dark });
      return;
    }
    case 'spot':
    case 'lamp': {
      const r = Math.min(w, h) / 2;
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4;
        ctx.moveTo(Math.cos(a) * r * 1.15, Math.sin(a) * r * 1.15).lineTo(Math.cos(a) * r * 1.7, Math.sin(a) * r * 1.7);
      }
      ctx.stroke({ width: Math.max(1.2 * u, r * 0.12), color: 0xd69e2e });
      ctx.circle(0, 0, r).fill({ color: 0xfde68a }).stroke({ width: Math.max(1.2 * u, r * 0.12), color: 0x975a16 });
      ctx.circle(0, 0, r * 0.4).fill({ color: 0x975a16 });
      return;
    }
    default:
      ctx.rect(x, y, w, h).fill({ color }).stroke(line);
      ctx.moveTo(x, y).lineTo(x + w, y + h).moveTo(x + w, y).lineTo(x, y + h).stroke({ width: 0.8 * u, color: dark });
  }
}

/** A rectangle in a shape's local units, centred on the item like its drawing. */
export interface LocalRect { x: number; y: number; width: number; height: number }

/**
 * A rectangle that `shape` (w × h units, `u` units per cm, as `draw` draws it) fills with opaque colour wholly:
 * what it hides of the items under it (frames/first-frame.ts). Inside its outline and clear of its round corners;
 * the lounge's L gives its longer arm, the round shapes the square inside their circle.
 */
export function opaqueRect(shape: Shape, w: number, h: number, u: number): LocalRect {
  const x = -w / 2;
  const y = -h / 2;
  switch (shape) {
    case 'lounge': {
      const d = Math.min(w, h) * 0.35;
      return w >= h ? { x, y, width: w, height: d } : { x, y, width: d, height: h };
    }
    case 'dining': {
      const seat = Math.min(w, h) * 0.22;
      const tw = w - seat * 1.4;
      const th = h - seat * 1.6;
      return { x: -tw / 2, y: -th / 2 + 6 * u, width: tw, height: th - 12 * u };
    }
    // The seat, below the back (their round corners leave notches where they meet).
    case 'chair': return { x, y: y + h * 0.25 + 6 * u, width: w, height: h * 0.75 - 12 * u };
    case 'lounger': return { x, y: y + 8 * u, width: w, height: h - 16 * u };
    case 'bbq':
    case 'spot':
    case 'lamp': {
      const r = Math.min(w, h) / 2 / Math.SQRT2;
      return { x: -r, y: -r, width: 2 * r, height: 2 * r };
    }
    default: return { x, y, width: w, height: h };
  }
}

/**
 * Shared contexts by product, colour, kind and detail; destroyed with the plan. With a picture scale set
 * (`setPictureScale`), 'coarse' items are pictures (item-pictures.ts) drawn from their fine shape, and the
 * coarse vector shape only where a picture does not fit.
 */
export class ItemContexts {
  private readonly cache = new Map<string, GraphicsContext>();
  /** What each context fills opaquely, in its own units (opaqueRect). */
  private readonly opaque = new Map<GraphicsContext, LocalRect>();
  /** Pictures per texture scale: the current one and the one before it (its items may not have moved on yet). */
  private pictures: ItemPictures[] = [];
  private scale: number | null = null;

  /** Texture px per mm of the pictures coarse items are drawn as, or null (vectors). */
  get pictureScale(): number | null {
    return this.scale;
  }

  /** Texture px per mm for coarse items from now on (null: vectors). Answers whether it changed. */
  setPictureScale(pxPerMm: number | null): boolean {
    if (pxPerMm === this.scale) return false;
    this.scale = pxPerMm;
    if (pxPerMm !== null) {
      // Most recent first: the scale now and the one before it.
      const at = this.pictures.findIndex((p) => p.pxPerMm === pxPerMm);
      this.pictures.unshift(at >= 0 ? this.pictures.splice(at, 1)[0] : new ItemPictures(pxPerMm, ITEM_UNIT.coarse));
      // Older than the one before: no item shows them any more (every item took a context of a newer scale).
      for (const old of this.pictures.splice(2)) this.dropPictures(old);
    }
    return true;
  }

  get(product: Product | undefined, color: number, light: boolean, detail: ItemDetail): GraphicsContext {
    const scale = detail === 'coarse' ? this.scale : null;
    if (scale === null) return this.vector(product, color, light, detail);
    const key = `${product?.id ?? 0}:${color}:${light ? 1 : 0}:picture@${scale}`;
    let ctx = this.cache.get(key);
    if (!ctx) {
      const pictures = this.pictures.find((p) => p.pxPerMm === scale)!;
      const fine = this.vector(product, color, light, 'fine');
      const picture = pictures.make(fine, ITEM_UNIT.fine);
      if (picture) {
        // In the picture's units, shrunk by a texel and a half: filtering blends the texels at its edge.
        const f = this.opaque.get(fine)!;
        const k = ITEM_UNIT.fine / ITEM_UNIT.coarse;
        const inset = 1.5 / scale / ITEM_UNIT.coarse;
        this.opaque.set(picture, { x: f.x * k + inset, y: f.y * k + inset, width: f.width * k - 2 * inset, height: f.height * k - 2 * inset });
      }
      ctx = picture ?? this.vector(product, color, light, 'coarse');
      this.cache.set(key, ctx);
    }
    return ctx;
  }

  /** Draws the pictures made since the last call into their atlas pages; before any frame that may show them. */
  flush(renderer: Renderer): void {
    for (const pictures of this.pictures) pictures.flush(renderer);
  }

  /** The atlas pages lost their texels (WebGL context restored): the pictures are drawn again at the next flush. */
  redrawPictures(): void {
    for (const pictures of this.pictures) pictures.redraw();
  }

  /** What `ctx` (an item context of these) fills opaquely, in its own units; null for any other context. */
  opaqueOf(ctx: GraphicsContext): LocalRect | null {
    return this.opaque.get(ctx) ?? null;
  }

  get size(): number {
    return this.cache.size;
  }

  destroy(): void {
    for (const pictures of this.pictures) pictures.destroy();
    this.pictures = [];
    for (const ctx of this.cache.values()) ctx.destroy();
    this.cache.clear();
    this.opaque.clear();
  }

  private vector(product: Product | undefined, color: number, light: boolean, detail: ItemDetail): GraphicsContext {
    const key = `${product?.id ?? 0}:${color}:${light ? 1 : 0}:${detail}`;
    let ctx = this.cache.get(key);
    if (!ctx) {
      ctx = new GraphicsContext();
      // Always batched (Pixi's 'auto' only batches contexts under 200 vertices): an unbatched Graphics is a
      // draw call and a shader switch of its own, and on SwiftShader per-draw cost is what sank the frame.
      ctx.batchMode = 'batch';
      const { w, h } = itemSize(product);
      // Drawn in the detail's unit and scaled up by the Graphics (ITEM_UNIT): curves are tessellated per local
      // unit, so mm would give every round corner ten times the segments it needs even zoomed in.
      const unit = ITEM_UNIT[detail];
      const shape = itemShape(product, light);
      draw(ctx, shape, w / unit, h / unit, color, 10 / unit);
      this.opaque.set(ctx, opaqueRect(shape, w / unit, h / unit, 10 / unit));
      this.cache.set(key, ctx);
    }
    return ctx;
  }

  /** Forgets a scale's pictures: their contexts (in the cache under their scale) and atlas pages. */
  private dropPictures(pictures: ItemPictures): void {
    const suffix = `:picture@${pictures.pxPerMm}`;
    const dropped: GraphicsContext[] = [];
    for (const [key, ctx] of [...this.cache]) {
      if (!key.endsWith(suffix)) continue;
      this.cache.delete(key);
      dropped.push(ctx);
    }
    pictures.destroy();
    // The pictures destroyed their contexts; a vector shape that stood in for one stays, under its own key.
    for (const ctx of dropped) if (ctx.destroyed) this.opaque.delete(ctx);
  }
}
