import { beforeAll, describe, expect, it } from 'vitest';

type Camera = typeof import('./camera');
type ViewportModule = typeof import('pixi-viewport');
let camera: Camera;
let viewports: ViewportModule;

beforeAll(async () => {
  // Pixi reads the browser's navigator when it loads; the camera's arithmetic needs nothing else from it.
  (globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
  camera = await import('./camera');
  viewports = await import('pixi-viewport');
});

const MARGIN = 6000;
const FIT_MARGIN = 1300;

/** What PlanView does on load and on resize: bounds, zoom limits, fit, centre (plan-view.ts applyBounds and fit). */
function place(v: { worldWidth: number; worldHeight: number; moveCenter(x: number, y: number): unknown }, house: { width: number; length: number; overhang: number },
  bounds: (b: { left: number; top: number; right: number; bottom: number }, worldWidth: number, worldHeight: number) => void, fit: (w: number, h: number) => void): void {
  const worldWidth = house.width + 2 * MARGIN;
  const worldHeight = house.length + 2 * MARGIN;
  v.worldWidth = worldWidth;
  v.worldHeight = worldHeight;
  bounds({ left: -MARGIN, top: -MARGIN, right: house.width + MARGIN, bottom: house.length + MARGIN }, worldWidth, worldHeight);
  fit(house.width + 2 * (house.overhang + FIT_MARGIN), house.length + 2 * (house.overhang + FIT_MARGIN));
  v.moveCenter(house.width / 2, house.length / 2 - 150);
}

function realViewport(width: number, height: number) {
  const domElement = { addEventListener: () => undefined, removeEventListener: () => undefined };
  const v = new viewports.Viewport({ screenWidth: width, screenHeight: height, noTicker: true, passiveWheel: false, events: { domElement } as never });
  const apply = (house: { width: number; length: number; overhang: number }) => place(v, house,
    (b, worldWidth, worldHeight) => { v.clamp({ ...b, underflow: 'center' }); v.clampZoom({ maxWidth: worldWidth, maxHeight: worldHeight, maxScale: 2.5 }); },
    (w, h) => v.fit(true, w, h));
  return { v, apply };
}

function standIn(width: number, height: number) {
  const v = new camera.StandInCamera(width, height);
  const apply = (house: { width: number; length: number; overhang: number }) => place(v, house, (b) => v.clampTo(b), (w, h) => v.fit(w, h));
  return { v, apply };
}

const houses = [{ width: 2000, length: 2000, overhang: 200 }, { width: 4000, length: 3000, overhang: 300 }, { width: 12000, length: 5000, overhang: 500 }];
// Phone portrait and landscape, desktop, and screens so flat or narrow that the zoom clamp and the pan clamp act.
const screens: Array<[number, number]> = [[390, 520], [844, 300], [1280, 640], [2400, 120], [60, 1600]];

describe('the stand-in camera', () => {
  it('places the plan exactly as pixi-viewport does, on load and after a resize', () => {
    for (const house of houses) {
      for (const [width, height] of screens) {
        const real = realViewport(width, height);
        const stand = standIn(width, height);
        real.apply(house);
        stand.apply(house);
        const same = (label: string) => {
          expect(stand.v.scale.x, label).toBeCloseTo(real.v.scale.x, 9);
          expect(stand.v.scale.y, label).toBeCloseTo(real.v.scale.y, 9);
          expect(stand.v.x, label).toBeCloseTo(real.v.x, 6);
          expect(stand.v.y, label).toBeCloseTo(real.v.y, 6);
          expect(stand.v.scaled, label).toBe(stand.v.scale.x);
          const [c, d] = [stand.v.center, real.v.center];
          expect(c.x, label).toBeCloseTo(d.x, 6);
          expect(c.y, label).toBeCloseTo(d.y, 6);
          const [a, b] = [stand.v.getVisibleBounds(), real.v.getVisibleBounds()];
          expect([a.x, a.y, a.width, a.height].map((n) => n.toFixed(6)), label).toEqual([b.x, b.y, b.width, b.height].map((n) => n.toFixed(6)));
        };
        same(`${house.width}x${house.length} on ${width}x${height}`);
        real.v.resize(height, width);
        stand.v.resize(height, width);
        real.apply(house);
        stand.apply(house);
        same(`${house.width}x${house.length} on ${width}x${height}, resized`);
      }
    }
  });

  it('converts between screen and plan points as its transform says', () => {
    const stand = standIn(390, 520);
    stand.apply(houses[1]);
    const p = stand.v.toWorld(100, 200);
    expect(p.x).toBeCloseTo((100 - stand.v.x) / stand.v.scale.x, 6);
    expect(p.y).toBeCloseTo((200 - stand.v.y) / stand.v.scale.y, 6);
    const back = stand.v.toScreen(p.x, p.y);
    expect(back.x).toBeCloseTo(100, 6);
    expect(back.y).toBeCloseTo(200, 6);
  });
});
