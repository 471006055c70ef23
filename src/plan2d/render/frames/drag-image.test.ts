import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DragPicture, imageFrame, imageOffset } from './drag-image';

describe('the drag picture', () => {
  it('its frame covers the shapes with whole pixels and a margin', () => {
    fc.assert(fc.property(
      fc.double({ min: -2000, max: 2000, noNaN: true }), fc.double({ min: -2000, max: 2000, noNaN: true }),
      fc.double({ min: 0, max: 500, noNaN: true }), fc.double({ min: 0, max: 500, noNaN: true }),
      (minX, minY, w, h) => {
        const f = imageFrame({ minX, minY, maxX: minX + w, maxY: minY + h });
        for (const n of [f.x, f.y, f.width, f.height]) expect(Number.isInteger(n)).toBe(true);
        expect(f.x).toBeLessThanOrEqual(minX - 1);
        expect(f.y).toBeLessThanOrEqual(minY - 1);
        expect(f.x + f.width).toBeGreaterThanOrEqual(minX + w + 1);
        expect(f.y + f.height).toBeGreaterThanOrEqual(minY + h + 1);
        expect(f.width).toBeLessThanOrEqual(w + 4);
      },
    ));
  });

  it('moves with the item as the camera maps it (same place as drawing it there)', () => {
    fc.assert(fc.property(
      fc.integer({ min: -5000, max: 15000 }), fc.integer({ min: -5000, max: 15000 }),
      fc.integer({ min: -5000, max: 15000 }), fc.integer({ min: -5000, max: 15000 }),
      fc.double({ min: 0.01, max: 2.5, noNaN: true }), fc.double({ min: -500, max: 500, noNaN: true }), fc.double({ min: -500, max: 500, noNaN: true }),
      (x0, y0, x1, y1, scale, panX, panY) => {
        const toScreen = (x: number, y: number) => ({ x: x * scale + panX, y: y * scale + panY });
        // The picture drawn with the item at (x0, y0): its frame relative to the item's screen point.
        const frame = { x: Math.floor(toScreen(x0, y0).x) - 7, y: Math.floor(toScreen(x0, y0).y) - 5, width: 20, height: 16 };
        const at = imageOffset(frame, { x: x0, y: y0 }, { x: x1, y: y1 }, scale);
        // Brute force: the frame keeps its offset to the item's screen point.
        const s0 = toScreen(x0, y0);
        const s1 = toScreen(x1, y1);
        expect(at.x).toBeCloseTo(frame.x + s1.x - s0.x, 6);
        expect(at.y).toBeCloseTo(frame.y + s1.y - s0.y, 6);
      },
    ));
    expect(imageOffset({ x: 10, y: 20, width: 5, height: 5 }, { x: 100, y: 100 }, { x: 100, y: 100 }, 0.3)).toEqual({ x: 10, y: 20 });
  });
});

describe('DragPicture', () => {
  const element = () => {
    const el = { removed: 0, style: { transform: '' }, remove() { this.removed++; } };
    return el as typeof el & HTMLCanvasElement;
  };

  it('follows moves with the next frame, is drawn anew under another camera, and stays after the drop until the redraw', () => {
    const picture = new DragPicture();
    expect(picture.follow()).toBe(false);
    const el = element();
    picture.show(el, { x: 10, y: 20, width: 30, height: 30 }, { x: 100, y: 100 }, 'cam-1');
    expect(picture.due).toBe(false);
    expect(picture.follow()).toBe(true);
    expect(picture.due).toBe(true);
    expect(picture.place({ x: 200, y: 100 }, 'cam-1', 0.5)).toBe(true);
    expect(el.style.transform).toBe('translate(60px, 20px)');
    expect(picture.due).toBe(false);
    picture.follow();
    expect(picture.place({ x: 250, y: 100 }, 'cam-2', 0.5)).toBe(false);
    expect(el.removed).toBe(1);
    expect(picture.showing).toBe(false);
    const again = element();
    picture.show(again, { x: 0, y: 0, width: 30, height: 30 }, { x: 250, y: 100 }, 'cam-2');
    expect(picture.drop()).toBe(true);
    expect(again.removed).toBe(0);
    picture.redrawn();
    expect(again.removed).toBe(1);
    expect(picture.drop()).toBe(false);
  });
});
