/**
 * Partial 3D frames (src/view3d/frames/partial.ts) in Debian's Chromium on SwiftShader: when an item moves in the
 * plan, the 3D view redraws only the rectangles where it was and is, over the frame on screen. What it shows
 * must be what a full frame shows: the canvas after the partial frames is compared pixel by pixel with a
 * full redraw of the same view. A drag's first partial frame copies the scene without the item (a capture);
 * the frames after it are composed from that copy and the item alone, and must equal a full frame too.
 */
import { expect, test, type Page } from './helpers/test';
import { decodePng, differing, type Pixels } from './helpers/pixels';

const HOUSE = 1015; // Tuinhuis Zadeldak 300x300
const CHAIR = 8003;

/** The canvas as it is on screen now (the drawing buffer is preserved), as a PNG data URL: equal pixels, equal URLs. */
async function canvasUrl(page: Page): Promise<string> {
  return page.evaluate(() => (document.querySelector('[data-testid="view3d-canvas"]') as HTMLCanvasElement).toDataURL('image/png'));
}

/** The canvas as it is on screen now, as RGBA bytes. */
async function canvasPixels(page: Page): Promise<Pixels> {
  return decodePng(await canvasUrl(page));
}

/** Waits until the 3D view drew every change and has nothing more to draw (the full-resolution frame included). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__view3d!.frame().idle, null, { timeout: 60_000 });
}

/**
 * The configurator with walls and 60 chairs in front of the house (neighbours a partial frame redraws and others
 * it leaves), one more chair on the grass left of the house that the test moves, and the camera looking at that
 * chair's way from the left of the house; settled. Answers the moving chair and how many instances it has.
 */
async function openScene(page: Page): Promise<{ entity: number; parts: number }> {
  await page.goto(`/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp?house=${HOUSE}`);
  await page.waitForFunction(() => Boolean(window.__view3d && window.__configurator), null, { timeout: 30_000 });
  const placed = await page.evaluate(({ chair }) => {
    const d = window.__configurator!.dispatch;
    for (const spaceId of [1, 2, 3, 4]) d({ type: 'toggleWall', spaceId, productId: 2002 });
    for (let i = 0; i < 60; i++) d({ type: 'placeItem', productId: chair, x: -2500 + (i % 15) * 600, y: 3800 + Math.floor(i / 15) * 600 });
    const instances = window.__view3d!.modelStats().instances;
    const result = d({ type: 'placeItem', productId: chair, x: -1500, y: 600 });
    return result.ok ? { entity: result.created, parts: window.__view3d!.modelStats().instances - instances } : undefined;
  }, { chair: CHAIR });
  expect(placed?.entity).toBeDefined();
  await page.evaluate(() => window.__view3d!.look!([-7000, 3000, 1300], [-1500, 300, 1300]));
  await settled(page);
  return { entity: placed!.entity!, parts: placed!.parts };
}

test('moving an item redraws only its places, and the picture equals a full frame', async ({ page }) => {
  test.setTimeout(180_000);
  const { entity: created } = await openScene(page);
  const before = await canvasPixels(page);
  await page.getByTestId('view3d-canvas').screenshot({ path: 'test-results/view3d-partial/before.png' });
  const partialsBefore = await page.evaluate(() => (window.__view3d!.frame() as { partials?: number }).partials ?? 0);

  // A drag in the plan: transient moves, then the drop.
  await page.evaluate(({ entity }) => {
    const drag = window.__configurator!.drag;
    for (let i = 1; i <= 5; i++) drag(entity, -1500, 600 + i * 250);
    drag(entity, -1600, 2000, true);
  }, { entity: created! });
  await expect.poll(() => page.evaluate(() => window.__view3d!.frame().upToDate), { timeout: 30_000 }).toBe(true);
  const frame = await page.evaluate(() => window.__view3d!.frame() as { partials?: number; partialPixels?: number; partialInstances?: number });
  const after = await canvasPixels(page);
  await page.getByTestId('view3d-canvas').screenshot({ path: 'test-results/view3d-partial/after.png' });
  // Drawn by partial frames, each far smaller than the canvas.
  expect(frame.partials!).toBeGreaterThan(partialsBefore);
  expect(frame.partialPixels!).toBeLessThan(0.4 * after.width * after.height);
  expect(differing(before, after)).toBeGreaterThan(50);

  // The same view drawn in full (the hook's info() renders a full frame).
  await page.evaluate(() => window.__view3d!.info());
  const full = await canvasPixels(page);
  expect(differing(after, full)).toBeLessThanOrEqual(after.width * after.height * 0.0005);
});

type Logged = { partial: boolean; kind?: string; instances?: number };

test('a drag captures the scene without the item once, then composes its frames from it and the item alone', async ({ page }) => {
  test.setTimeout(180_000);
  const placed = await openScene(page);
  expect(placed.parts).toBeGreaterThan(0);
  const created = placed.entity;
  const beforeUrl = await canvasUrl(page);
  const before = await decodePng(beforeUrl);
  const kinds = () => page.evaluate(() => (window.__view3d!.frameLog() as Logged[]).filter((f) => f.partial).map((f) => ({ kind: f.kind, instances: f.instances })));
  const captures = async () => (await kinds()).filter((f) => f.kind === 'capture').length;
  const move = (y: number, transient: boolean, x = -1500) => page.evaluate(({ entity, x, y, transient }) =>
    window.__configurator!.drag(entity, x, y, !transient), { entity: created, x, y, transient });
  const upToDate = () => expect.poll(() => page.evaluate(() => window.__view3d!.frame().upToDate), { timeout: 30_000 }).toBe(true);

  // The drag's first move: one capture (a partial frame that copies the scene without the chair, off screen: the
  // canvas right after it is the frame before, and the composed frame after it shows the move). Its further
  // moves into the chairs behind and the drop: the drop's frame is composed from the copy and the chair.
  const atCapture = await page.evaluate(async ({ entity }) => {
    window.__configurator!.drag(entity, -1500, 900);
    for (let i = 0; i < 1000; i++) {
      // Called after the view's own animation-frame callback, which the move scheduled first.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if ((window.__view3d!.frameLog() as { kind?: string }[]).at(-1)?.kind === 'capture') {
        return (document.querySelector('[data-testid="view3d-canvas"]') as HTMLCanvasElement).toDataURL('image/png');
      }
    }
    return null;
  }, { entity: created });
  expect(atCapture).not.toBeNull();
  expect(atCapture === beforeUrl, 'the canvas right after the capture is the frame before').toBe(true);
  await expect.poll(async () => (await kinds()).at(-1)?.kind, { timeout: 30_000 }).toBe('composed');
  expect(await canvasUrl(page) !== beforeUrl, 'the composed frame after the capture shows the move').toBe(true);
  expect(await captures()).toBe(1);
  for (const y of [1400, 1900, 2400, 2900]) await move(y, true);
  await move(3000, false, -1600);
  await upToDate();
  const drawn = await kinds();
  expect(drawn.filter((f) => f.kind === 'capture')).toHaveLength(1);
  const last = drawn.at(-1)!;
  expect(last.kind).toBe('composed');
  // Only the chair's own parts (at most once per rectangle: where it was and where it is), however many chairs
  // stand behind it: a plain partial frame redraws those too.
  expect(last.instances!).toBeLessThanOrEqual(2 * placed.parts);
  const after = await canvasPixels(page);
  await page.getByTestId('view3d-canvas').screenshot({ path: 'test-results/view3d-partial/composed.png' });
  expect(differing(before, after)).toBeGreaterThan(50);
  await page.evaluate(() => window.__view3d!.info());
  const full = await canvasPixels(page);
  await page.getByTestId('view3d-canvas').screenshot({ path: 'test-results/view3d-partial/composed-full.png' });
  expect(differing(after, full)).toBeLessThanOrEqual(after.width * after.height * 0.0005);

  // Back to where it started. The full frame just drawn may follow a change the backdrop does not hold, so this
  // drag captures again (once), then composes.
  await move(1000, true);
  await expect.poll(captures, { timeout: 30_000 }).toBe(2);
  await move(600, false);
  await upToDate();
  expect((await kinds()).at(-1)!.kind).toBe('composed');
  const back = await canvasPixels(page);
  expect(differing(before, back)).toBeLessThanOrEqual(back.width * back.height * 0.0005);
});
