/**
 * A full 3D frame drawn in pieces (src/view3d/frames/refine.ts): bands of rows, a row over the triangle
 * budget in tiles, and a 16 × 16 cell over it in passes of its instances. Each piece is scissored and drawn with only the instances that reach into it; the picture
 * must be a whole frame's, pixel for pixel. The budget is pinned low here so the frame goes in tiles whatever
 * the machine's measured rate.
 */
import { expect, test, type Page } from './helpers/test';
import { decodePng, differing, type Pixels } from './helpers/pixels';

const HOUSE = 1015; // Tuinhuis Zadeldak 300x300
const PRODUCTS = [8001, 8002, 8003, 8004, 8005];

async function canvasPixels(page: Page): Promise<Pixels> {
  return decodePng(await page.evaluate(() => (document.querySelector('[data-testid="view3d-canvas"]') as HTMLCanvasElement).toDataURL('image/png')));
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__view3d!.frame().idle, null, { timeout: 120_000 });
}

type Piece = { band?: { x0: number; y0: number; x1: number; y1: number; triangles: number; pass: number } };

test('a frame drawn in bands and tiles equals a full frame', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(`/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp?house=${HOUSE}`);
  await page.waitForFunction(() => Boolean(window.__view3d && window.__configurator), null, { timeout: 30_000 });
  // 700 items around the house, seen low over them: rows near the horizon hold many of them.
  await page.evaluate(({ products }) => {
    const d = window.__configurator!.dispatch;
    for (let i = 0; i < 700; i++) d({ type: 'placeItem', productId: products[i % products.length], x: -5000 + (i % 28) * 500, y: -4000 + Math.floor(i / 28) * 500 });
  }, { products: PRODUCTS });
  await page.evaluate(() => window.__view3d!.look!([-9000, 3000, 9000], [1500, 500, 1500]));
  await settled(page);
  const width = await page.evaluate(() => (document.querySelector('[data-testid="view3d-canvas"]') as HTMLCanvasElement).width);

  await page.evaluate(() => window.__view3d!.pieceBudget!(6_000));
  await page.evaluate(() => window.__view3d!.look!([-9000, 3500, 9000], [1500, 500, 1500]));
  await settled(page);
  const pieces = (await page.evaluate(() => window.__view3d!.frameLog()) as Piece[]).filter((f) => f.band).map((f) => f.band!);
  // Tiles: pieces narrower than the buffer, each a small share of the frame's triangles (a piece's count is what it
  // drew: its instances picked by their boxes, and the ground and the sky).
  const tiles = pieces.filter((p) => p.x1 - p.x0 < width);
  expect(tiles.length).toBeGreaterThan(0);
  // And cells over the budget in passes (instance subsets sharing one clear).
  expect(pieces.some((p) => p.pass > 0)).toBe(true);
  const total = await page.evaluate(() => window.__view3d!.frame().triangles);
  expect(Math.max(...pieces.map((p) => p.triangles))).toBeLessThan(total / 4);

  const rest = await canvasPixels(page);
  // The same view drawn in full by the plain render path (the hook's info() renders a full frame).
  await page.evaluate(() => window.__view3d!.info());
  const full = await canvasPixels(page);
  expect(rest.width).toBe(width);
  expect(differing(rest, full, 0)).toBe(0);
});
