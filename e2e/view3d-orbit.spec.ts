/**
 * Orbiting the 3D view (src/view3d/frames/motion.ts, motion-detail.ts) in Debian's Chromium on SwiftShader:
 * while the camera moves, frames are drawn at a lower pixel ratio (never below half the device's) and coarse
 * (off-screen instances left out, far and small ones as boxes beyond a triangle budget); once the camera rests
 * the full picture is drawn again. That still picture must be what the view drew before motion frames
 * existed: a full frame of the same view, pixel for pixel, at the full drawing-buffer size; and back at the
 * camera where the orbit started, the picture from before the orbit.
 */
import { expect, test, type Page } from './helpers/test';
import { decodePng, differing, type Pixels } from './helpers/pixels';

const HOUSE = 1015; // Tuinhuis Zadeldak 300x300
const PRODUCTS = [8001, 8002, 8003, 8004, 8005];

async function canvasPixels(page: Page): Promise<Pixels> {
  return decodePng(await page.evaluate(() => (document.querySelector('[data-testid="view3d-canvas"]') as HTMLCanvasElement).toDataURL('image/png')));
}

/** The average red, green and blue (0-255) of a picture's top rows (`share` of its height). */
function meanColour({ data, width, height }: Pixels, share: number): [number, number, number] {
  const sum = [0, 0, 0];
  const end = Math.max(1, Math.round(height * share)) * width * 4;
  for (let i = 0; i < end; i += 4) for (let c = 0; c < 3; c++) sum[c] += data[i + c];
  const n = end / 4;
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__view3d!.frame().idle, null, { timeout: 90_000 });
}

type Seen = { coarse: boolean; scale: number; triangles: number; width: number; mergedBoxes: number; flatMaps: number; flatGround: number; unlitBoxes: number; skyBehind: boolean };

for (const realistic of [false, true]) {
  // Shadows do not depend on the viewport, and the realistic run is the suite's longest (80-90 s on each
  // project): it runs on desktop, the phone's pixel ratio of 2 is covered by the plain run.
  const tag = realistic ? ['@desktop-only'] : [];
  test(`orbiting draws coarse, reduced frames, and the picture at rest equals a full frame${realistic ? ' (realistic: shadows)' : ''}`, { tag }, async ({ page }) => {
    test.setTimeout(240_000);
    // WebGL calls the GPU process refused (Chrome logs them as console warnings): the stretched picture's copy once was one.
    const glErrors: string[] = [];
    page.on('console', (message) => { if (/GL_INVALID/.test(message.text())) glErrors.push(message.text()); });
    // Realistic mode casts shadows; a motion frame keeps the last shadow map, the picture at rest draws it anew.
    await page.addInitScript((on) => localStorage.setItem('view3dRealistic', String(on)), realistic);
    await page.goto(`/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp?house=${HOUSE}`);
    await page.waitForFunction(() => Boolean(window.__view3d && window.__configurator), null, { timeout: 30_000 });
    // Walls and 700 items around the house: more triangles than a motion frame may draw in full.
    await page.evaluate(({ products }) => {
      const d = window.__configurator!.dispatch;
      for (const spaceId of [1, 2, 3, 4]) d({ type: 'toggleWall', spaceId, productId: 2002 });
      for (let i = 0; i < 700; i++) d({ type: 'placeItem', productId: products[i % products.length], x: -5000 + (i % 28) * 500, y: -4000 + Math.floor(i / 28) * 500 });
    }, { products: PRODUCTS });
    await page.evaluate(() => window.__view3d!.look!([-9000, 6000, 9000], [1500, 500, 1500]));
    await settled(page);
    expect(await page.evaluate(() => window.__view3d!.realistic())).toBe(realistic);
    const fullTriangles = await page.evaluate(() => (window.__view3d!.frame() as unknown as Seen).triangles);
    const start = await canvasPixels(page);
    const width = await page.evaluate(() => (document.querySelector('[data-testid="view3d-canvas"]') as HTMLCanvasElement).width);

    // Every frame the view draws during the orbit, as it was drawn.
    await page.evaluate(() => {
      const w = window as unknown as { __seen: Seen[] };
      w.__seen = [];
      let renders = window.__view3d!.frame().renders;
      const loop = () => {
        const f = window.__view3d!.frame() as unknown as Seen & { renders: number };
        if (f.renders > renders) {
          renders = f.renders;
          // The first motion frame as the canvas shows it (preserveDrawingBuffer keeps it until the next frame).
          const canvas = document.querySelector('[data-testid="view3d-canvas"]') as HTMLCanvasElement;
          if (f.coarse && !(w as unknown as { __coarse?: string }).__coarse) (w as unknown as { __coarse?: string }).__coarse = canvas.toDataURL('image/png');
          w.__seen.push({ coarse: f.coarse, scale: f.scale, triangles: f.triangles, mergedBoxes: f.mergedBoxes, flatMaps: f.flatMaps, flatGround: f.flatGround, unlitBoxes: f.unlitBoxes, skyBehind: f.skyBehind, width: (document.querySelector('[data-testid="view3d-canvas"]') as HTMLCanvasElement).width });
        }
        requestAnimationFrame(loop);
      };
      requestAnimationFrame(loop);
    });
    const box = (await page.getByTestId('view3d-canvas').boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) await page.mouse.move(x + i * 12, y + i * 2);
    await page.mouse.up();
    await page.mouse.wheel(0, -300);
    await settled(page);
    const seen = await page.evaluate(() => (window as unknown as { __seen: Seen[] }).__seen);

    const coarse = seen.filter((s) => s.coarse);
    expect(coarse.length).toBeGreaterThan(0);
    // Reduced, never below half the device's pixel ratio, and fewer triangles than the full model.
    for (const s of coarse) {
      expect(s.scale).toBeGreaterThanOrEqual(0.5);
      expect(s.scale).toBeLessThan(1);
      expect(s.width).toBeLessThan(width);
      expect(s.width).toBeGreaterThanOrEqual(Math.floor(width / 2));
      expect(s.triangles).toBeLessThan(fullTriangles);
    }
    // Beyond the detail budget the items are boxes, drawn as one plain mesh (frames/motion-boxes.ts).
    expect(Math.max(...coarse.map((s) => s.mergedBoxes))).toBeGreaterThan(0);
    // Their textures are one pixel of the mean colour (frames/motion-maps.ts): the house's wood, at least.
    for (const s of coarse) expect(s.flatMaps).toBeGreaterThan(0);
    // The grass and the terrace tiles unlit in their lit colour (frames/motion-ground.ts), but not where the
    // house's shadow falls on them (realistic mode).
    for (const s of coarse) expect(s.flatGround).toBe(realistic ? 0 : 2);
    // So are the boxes, each face in its lit colour (frames/motion-boxes.ts); lit by the material in realistic mode.
    for (const s of coarse) expect(s.unlitBoxes).toBe(realistic ? 0 : s.mergedBoxes);
    // A motion frame is drawn off the canvas without multisampling (frames/motion-target.ts) and put on it as one
    // quad: its colours are the picture's (tone mapping and output encoding applied once), not darker or paler.
    // The quad paints the sky behind the picture, not the dome: the sky at the top is the still picture's whatever
    // the coarse model leaves out.
    for (const s of coarse) expect(s.skyBehind).toBe(true);
    const motion = decodePng(await page.evaluate(() => (window as unknown as { __coarse: string }).__coarse));
    const [motionSky, startSky] = [meanColour(motion, 0.1), meanColour(start, 0.1)];
    for (let channel = 0; channel < 3; channel++) expect(Math.abs(motionSky[channel] - startSky[channel])).toBeLessThan(6);
    // The last frame is the full picture at the full size.
    expect(seen.at(-1)).toMatchObject({ coarse: false, scale: 1, width });

    const rest = await canvasPixels(page);
    // The same view drawn in full by the plain render path (the hook's info() renders a full frame).
    await page.evaluate(() => window.__view3d!.info());
    const full = await canvasPixels(page);
    expect(rest.width).toBe(width);
    expect(differing(rest, full, 0)).toBe(0);
    // Among them the growth from the motion frames' size to the full one, its first piece the picture before, stretched.
    expect(glErrors).toEqual([]);

    // Back where the orbit started: the picture at rest is the one before it, pixel for pixel (motion frames
    // draw textures as their mean colour, frames/motion-maps.ts, and must give materials their own back).
    await page.evaluate(() => window.__view3d!.look!([-9000, 6000, 9000], [1500, 500, 1500]));
    await settled(page);
    expect(differing(start, await canvasPixels(page), 0)).toBe(0);
  });
}
