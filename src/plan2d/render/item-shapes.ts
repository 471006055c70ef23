/**
 * Recognisable top views of furniture and light-street items, drawn once per product and colour into a shared
 * GraphicsContext: every chair of the same colour renders from one geometry (Pixi shares it between the
 * Graphics that use it), so placing the 300th chair builds nothing new.
 */
import { GraphicsContext } from 'pixi.js';
import type { Product } from '../../domain/catalog';
import { itemSize } from '../geometry';
import { PALETTE, shade } from './palette';

/** Local unit of item shapes, mm: shapes are drawn in cm and the Graphics is scaled by this. */
export const ITEM_UNIT = 10;

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

function draw(ctx: GraphicsContext, shape: Shape, w: number, h: number, color: number): void {
  const x = -w / 2;
  const y = -h / 2;
  const line = { width: 1.4, color: PALETTE.itemStroke };
  const dark = shade(color, 0.75);
  switch (shape) {
    case 'lounge': {
      const d = Math.min(w, h) * 0.35;
      ctx.poly([x, y, x + w, y, x + w, y + d, x + d, y + d, x + d, y + h, x, y + h]).fill({ color }).stroke(line);
      for (let i = 1; i < 4; i++) ctx.moveTo(x + d + ((w - d) * i) / 4, y).lineTo(x + d + ((w - d) * i) / 4, y + d);
      for (let i = 1; i < 3; i++) ctx.moveTo(x, y + d + ((h - d) * i) / 3).lineTo(x + d, y + d + ((h - d) * i) / 3);
      ctx.stroke({ width: 0.8, color: dark });
      ctx.roundRect(x + d + 15, y + d + 15, (w - d) * 0.45, (h - d) * 0.4, 6).fill({ color: dark }).stroke(line);
      return;
    }
    case 'dining': {
      const seat = Math.min(w, h) * 0.22;
      const tw = w - seat * 1.4;
      const th = h - seat * 1.6;
      const n = Math.max(1, Math.round(tw / (seat * 1.5)));
      for (let i = 0; i < n; i++) {
        const cx = -tw / 2 + (tw * (i + 0.5)) / n;
        ctx.roundRect(cx - seat / 2, y, seat, seat * 0.8, 4).roundRect(cx - seat / 2, -y - seat * 0.8, seat, seat * 0.8, 4);
      }
      ctx.fill({ color: dark }).stroke({ width: 0.8, color: PALETTE.itemStroke });
      ctx.roundRect(-tw / 2, -th / 2, tw, th, 6).fill({ color }).stroke(line);
      return;
    }
    case 'chair':
      ctx.roundRect(x, y + h * 0.25, w, h * 0.75, 6).fill({ color }).stroke(line);
      ctx.roundRect(x, y, w, h * 0.25, 4).fill({ color: dark }).stroke(line);
      return;
    case 'lounger':
      ctx.roundRect(x, y, w, h, 8).fill({ color }).stroke(line);
      ctx.roundRect(x + 4, y + 4, w * 0.28, h - 8, 6).fill({ color: dark });
      for (let i = 1; i < 6; i++) ctx.moveTo(x + w * 0.3 + (w * 0.7 * i) / 6, y + 3).lineTo(x + w * 0.3 + (w * 0.7 * i) / 6, y + h - 3);
      ctx.stroke({ width: 0.6, color: dark });
      return;
    case 'planter': {
      ctx.rect(x, y, w, h).fill({ color }).stroke(line);
      const r = Math.min(h, w) * 0.32;
      const n = Math.max(1, Math.floor(w / (r * 2.4)));
      for (let i = 0; i < n; i++) ctx.circle(x + (w * (i + 0.5)) / n, 0, r);
      ctx.fill({ color: 0x4d7c3a }).stroke({ width: 0.8, color: 0x2f5224 });
      return;
    }
    case 'bbq': {
      const r = Math.min(w, h) / 2;
      ctx.circle(0, 0, r).fill({ color: 0x2d2d2d }).stroke(line);
      for (let i = -2; i <= 2; i++) ctx.moveTo(-r * 0.8, (i * r) / 3).lineTo(r * 0.8, (i * r) / 3);
      ctx.stroke({ width: 1, color: 0x9ca3af });
      return;
    }
    case 'deck': {
      ctx.rect(x, y, w, h).fill({ color }).stroke(line);
      for (let d = 14.5; d < h; d += 14.5) ctx.moveTo(x, y + d).lineTo(x + w, y + d);
      ctx.stroke({ width: 0.6, color: dark });
      return;
    }
    case 'spot':
    case 'lamp': {
      const r = Math.min(w, h) / 2;
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4;
        ctx.moveTo(Math.cos(a) * r * 1.15, Math.sin(a) * r * 1.15).lineTo(Math.cos(a) * r * 1.7, Math.sin(a) * r * 1.7);
      }
      ctx.stroke({ width: Math.max(1.2, r * 0.12), color: 0xd69e2e });
      ctx.circle(0, 0, r).fill({ color: 0xfde68a }).stroke({ width: Math.max(1.2, r * 0.12), color: 0x975a16 });
      ctx.circle(0, 0, r * 0.4).fill({ color: 0x975a16 });
      return;
    }
    default:
      ctx.rect(x, y, w, h).fill({ color }).stroke(line);
      ctx.moveTo(x, y).lineTo(x + w, y + h).moveTo(x + w, y).lineTo(x, y + h).stroke({ width: 0.8, color: dark });
  }
}

/** Shared contexts by product, colour and kind; destroyed with the plan. */
export class ItemContexts {
  private readonly cache = new Map<string, GraphicsContext>();

  get(product: Product | undefined, color: number, light: boolean): GraphicsContext {
    const key = `${product?.id ?? 0}:${color}:${light ? 1 : 0}`;
    let ctx = this.cache.get(key);
    if (!ctx) {
      ctx = new GraphicsContext();
      // Always batched (Pixi's 'auto' only batches contexts under 200 vertices): an unbatched Graphics is a
      // draw call and a shader switch of its own, and on SwiftShader per-draw cost is what sank the frame.
      ctx.batchMode = 'batch';
      const { w, h } = itemSize(product);
      // Drawn in cm and scaled up by the Graphics (ITEM_UNIT): curves are tessellated per local unit, so mm
      // would give every round corner ten times the segments it needs at plan zoom.
      draw(ctx, itemShape(product, light), w / ITEM_UNIT, h / ITEM_UNIT, color);
      this.cache.set(key, ctx);
    }
    return ctx;
  }

  get size(): number {
    return this.cache.size;
  }

  destroy(): void {
    for (const ctx of this.cache.values()) ctx.destroy();
    this.cache.clear();
  }
}
