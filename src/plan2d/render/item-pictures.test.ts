import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../domain/catalog';
import { contextGeometry } from './testing/context-geometry';

type Pixi = typeof import('pixi.js');
let pixi: Pixi;
let pictures: typeof import('./item-pictures');
let shapes: typeof import('./item-shapes');

beforeAll(async () => {
  // Pixi reads the browser's navigator when it loads; building a context's geometry needs nothing else from it.
  (globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
  pixi = await import('pixi.js');
  pictures = await import('./item-pictures');
  shapes = await import('./item-shapes');
});

/** What Pixi builds for a context: its vertex count and the texture each batch samples. */
function build(context: import('pixi.js').GraphicsContext) {
  const { vertices, textures } = contextGeometry(pixi, context);
  return { vertices: vertices.length / 2, textures };
}

const chair = { id: 3, name: 'Tuinstoel', width: 550, length: 600 } as Product;
const lounge = { id: 1, name: 'Loungeset hoek', width: 2400, length: 1800 } as Product;

describe('item pictures', () => {
  it('takes the next power of two of the screen scale, and keeps it from 45% to 110% of it', () => {
    const { pictureScaleAt } = pictures;
    expect(pictureScaleAt(0.08, null)).toBe(0.125);
    expect(pictureScaleAt(0.125, null)).toBe(0.125);
    expect(pictureScaleAt(0.13, null)).toBe(0.25);
    // Hovering at a power of two keeps the pictures it has.
    expect(pictureScaleAt(0.13, 0.125)).toBe(0.125);
    expect(pictureScaleAt(0.06, 0.125)).toBe(0.125);
    expect(pictureScaleAt(0.05, 0.125)).toBe(0.0625);
    expect(pictureScaleAt(0.2, 0.125)).toBe(0.25);
  });

  it('packs pictures in rows and says when a page is full', () => {
    const shelves = new pictures.Shelves(100);
    expect(shelves.place(60, 30)).toEqual({ x: 0, y: 0 });
    expect(shelves.place(30, 40)).toEqual({ x: 60, y: 0 });
    // No room left in the row: the next row starts under its tallest picture.
    expect(shelves.place(20, 10)).toEqual({ x: 0, y: 40 });
    expect(shelves.place(101, 10)).toBeNull();
    expect(shelves.place(90, 60)).toBeNull();
    expect(shelves.place(90, 50)).toEqual({ x: 0, y: 50 });
  });

  it('draws a coarse item as one quad of the atlas, covering its fine shape exactly as wide as its texels', () => {
    const contexts = new shapes.ItemContexts();
    const fine = contexts.get(chair, 0x888888, false, 'fine');
    expect(contexts.setPictureScale(0.125)).toBe(true);
    const picture = contexts.get(chair, 0x888888, false, 'coarse');
    expect(contexts.get(chair, 0x888888, false, 'coarse')).toBe(picture);
    const built = build(picture);
    expect(built.vertices).toBe(4);
    expect(build(fine).vertices).toBeGreaterThan(100);
    // In plan mm (the Graphics scales a coarse context by ITEM_UNIT.coarse): the fine shape's bounds with 2
    // texels around them, a texel being 8 mm at 0.125 px/mm.
    const unit = shapes.ITEM_UNIT.coarse;
    const p = picture.bounds;
    const f = fine.bounds;
    const fineUnit = shapes.ITEM_UNIT.fine;
    expect(p.minX * unit).toBeCloseTo(f.minX * fineUnit - 16, 6);
    expect(p.minY * unit).toBeCloseTo(f.minY * fineUnit - 16, 6);
    const texture = built.textures[0];
    expect((p.maxX - p.minX) * unit).toBeCloseTo(texture.frame.width * 8, 6);
    expect((p.maxY - p.minY) * unit).toBeCloseTo(texture.frame.height * 8, 6);
    expect(texture.frame.width).toBe(Math.ceil(((f.maxX - f.minX) * fineUnit) / 8) + 4);
    // Another product and colour: another place on the same page, so the items still batch together.
    const other = build(contexts.get(lounge, 0x445566, false, 'coarse')).textures[0];
    expect(other.source).toBe(texture.source);
    expect(other.frame.x >= texture.frame.x + texture.frame.width || other.frame.y >= texture.frame.y + texture.frame.height).toBe(true);
    contexts.destroy();
  });

  it('keeps a shape too large for a picture a vector', () => {
    const contexts = new shapes.ItemContexts();
    // 2.4 m at 0.5 px/mm is 1,200 px, over PICTURE_MAX.
    contexts.setPictureScale(0.5);
    const large = contexts.get(lounge, 0x888888, false, 'coarse');
    expect(build(large).vertices).toBeGreaterThan(4);
    expect(build(contexts.get(chair, 0x888888, false, 'coarse')).vertices).toBe(4);
    contexts.destroy();
  });

  it('forgets the pictures of a scale two changes back, and draws them anew when that scale returns', () => {
    const contexts = new shapes.ItemContexts();
    contexts.setPictureScale(0.125);
    const first = contexts.get(chair, 0x888888, false, 'coarse');
    contexts.setPictureScale(0.25);
    const second = contexts.get(chair, 0x888888, false, 'coarse');
    expect(second).not.toBe(first);
    // Back to the previous scale: its pictures are still there.
    contexts.setPictureScale(0.125);
    expect(contexts.get(chair, 0x888888, false, 'coarse')).toBe(first);
    contexts.setPictureScale(0.0625);
    // 0.125 is kept as the one before 0.0625; 0.25 is dropped, and drawn anew when the zoom comes back to it.
    expect(first.destroyed).toBe(false);
    expect(second.destroyed).toBe(true);
    contexts.setPictureScale(0.25);
    const again = contexts.get(chair, 0x888888, false, 'coarse');
    expect(again).not.toBe(second);
    expect(again.destroyed).toBe(false);
    expect(first.destroyed).toBe(true);
    contexts.destroy();
  });

  it('draws each picture once, and all of them again after a lost context', () => {
    const shapesOf = new shapes.ItemContexts();
    const pics = new pictures.ItemPictures(0.125, shapes.ITEM_UNIT.coarse);
    pics.make(shapesOf.get(chair, 0x888888, false, 'fine'), shapes.ITEM_UNIT.fine);
    pics.make(shapesOf.get(lounge, 0x888888, false, 'fine'), shapes.ITEM_UNIT.fine);
    const drawn: number[] = [];
    const renderer = { render: ({ container }: { container: import('pixi.js').Container }) => drawn.push(container.children.length) };
    pics.flush(renderer as unknown as import('pixi.js').Renderer);
    // Both on the one page, in one render.
    expect(drawn).toEqual([2]);
    expect(pics.dirty).toBe(false);
    pics.flush(renderer as unknown as import('pixi.js').Renderer);
    expect(drawn).toEqual([2]);
    pics.redraw();
    expect(pics.dirty).toBe(true);
    pics.flush(renderer as unknown as import('pixi.js').Renderer);
    expect(drawn).toEqual([2, 2]);
    pics.destroy();
    shapesOf.destroy();
  });

  it('without a picture scale draws coarse items as vectors', () => {
    const contexts = new shapes.ItemContexts();
    expect(build(contexts.get(chair, 0x888888, false, 'coarse')).vertices).toBeGreaterThan(4);
    contexts.destroy();
  });
});
