/**
 * Issue 26 item 3: after the plan's first frame the 3D view's code is requested first, and the deferred UI (the
 * product menu, the quote panel, the help menu, the tutorial: src/features/configurator/after-plan.ts) only once it
 * has arrived, so on a slow connection three.js does not share the line with them (bench:cold-open measures the
 * time; this checks the order). On a wide screen the product menu is open, so its code is asked for.
 */
import { expect, test } from './helpers/test';

const configurator = '/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp?house=1015';

test.use({ viewport: { width: 1440, height: 900 } });

test('the product menu\'s code is requested after the 3D view\'s code has arrived', async ({ page }) => {
  await page.goto(configurator);
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/ProductMenu-[^/]*\.js$/.test(e.name)), null, { timeout: 30_000 });
  const chunks = await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((e) => e.name.endsWith('.js'))
    .map((e) => ({ file: new URL(e.name).pathname.split('/').pop()!, start: e.startTime, end: e.responseEnd })));
  const chunk = (prefix: string) => {
    const found = chunks.find((c) => c.file.startsWith(prefix));
    expect(found, `${prefix} chunk loaded`).toBeDefined();
    return found!;
  };
  const menu = chunk('ProductMenu-');
  for (const view3d of [chunk('View3dPanel-'), chunk('three.core-')]) {
    expect(menu.start, `ProductMenu requested after ${view3d.file} arrived`).toBeGreaterThanOrEqual(view3d.end);
  }
});

test('the 3D view\'s code is requested once the plan\'s first render call has ended, not before', async ({ page }) => {
  // Requested right at that call's end (ConfiguratorPage's onPlanFirstFrame), it must not count among the
  // JavaScript requested before the plan's first frame (ARCHITECTURE §8, ≤ 280 KB; bench/js-size.ts).
  await page.goto(configurator);
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/View3dPanel-[^/]*\.js$/.test(e.name)), null, { timeout: 30_000 });
  const { renderedAt, view3d } = await page.evaluate(() => ({
    renderedAt: (window as unknown as { __plan2d: { firstRenderAt(): number | null } }).__plan2d.firstRenderAt(),
    view3d: performance.getEntriesByType('resource').filter((e) => /\/(View3dPanel|three\.core)-[^/]*\.js$/.test(e.name)).map((e) => e.startTime),
  }));
  expect(renderedAt).not.toBeNull();
  expect(view3d).toHaveLength(2);
  for (const start of view3d) expect(start).toBeGreaterThanOrEqual(renderedAt!);
});

test('a configurator address\'s HTML names every script the plan waits for, and not the 3D view\'s', async ({ page, request }) => {
  // server/app-html.ts: without the preloads the route's chunks were asked for only once the entry had run, and on a
  // phone's network the line stood idle meanwhile (bench/README round 21). A chunk the plan needs that the HTML
  // does not name brings that wait back.
  const address = '/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/51742';
  const html = await (await request.get(address)).text();
  const preloaded = new Set([...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map((m) => m[1]));
  const named = new Set([...preloaded, ...[...html.matchAll(/<script type="module" crossorigin src="\/assets\/([^"]+)">/g)].map((m) => m[1])]);
  expect(preloaded.size).toBeGreaterThan(5);
  for (const file of preloaded) expect(file, 'the 3D view\'s code loads after the plan\'s first frame').not.toMatch(/^(View3dPanel|three\.core)-/);

  await page.goto(address);
  await page.waitForFunction(() => (window as unknown as { __plan2d?: { firstRenderAt(): number | null } }).__plan2d?.firstRenderAt() != null, null, { timeout: 30_000 });
  const beforePlan = await page.evaluate(() => {
    const renderedAt = (window as unknown as { __plan2d: { firstRenderAt(): number } }).__plan2d.firstRenderAt();
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.startTime < renderedAt && /\/assets\/[^/]+\.js$/.test(e.name))
      .map((e) => new URL(e.name).pathname.split('/').pop()!);
  });
  expect(beforePlan.length).toBeGreaterThan(5);
  expect(beforePlan.filter((file) => !named.has(file)), 'scripts requested before the plan\'s first render that the HTML did not name').toEqual([]);
});

test('the configurator\'s route does not import Pixi statically, so its session is not held up by Pixi\'s chunks', async ({ page, request }) => {
  // src/plan2d/load-mount.ts: with the plan's mount imported statically the route could not run before Pixi's chunk
  // (the largest before the plan) had arrived, and the catalogue's check and the session waited for it.
  await page.goto('/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/51742');
  await page.waitForFunction(() => performance.getEntriesByName('open:session').length > 0 || (window as unknown as { __plan2d?: unknown }).__plan2d !== undefined, null, { timeout: 30_000 });
  const route = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).find((path) => /\/ConfiguratorRoute-[^/]*\.js$/.test(path)));
  expect(route, 'the route\'s chunk loaded').toBeDefined();
  // The route's static imports, followed through every chunk they name (dynamic imports left out).
  const seen = new Set<string>();
  for (const queue = [route!]; queue.length > 0;) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await (await request.get(file)).text();
    for (const [, name] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) queue.push(`/assets/${name}`);
  }
  expect(seen.size, 'the route imports chunks statically').toBeGreaterThan(3);
  expect([...seen].filter((file) => /pixi-build|plan-app|\/mount-/.test(file))).toEqual([]);
});

/** The scripts the page asked for, with when each was asked for and arrived (ms after navigation start). */
function scripts(page: import('@playwright/test').Page) {
  return page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((e) => e.name.endsWith('.js'))
    .map((e) => ({ file: new URL(e.name).pathname.split('/').pop()!, start: e.startTime, end: e.responseEnd })));
}
const planPanelReady = '[data-testid="plan-panel"][data-ready="true"]';

test('the plan\'s pan and zoom are requested once the 3D view\'s code has arrived', async ({ page }) => {
  // src/plan2d/render/gestures-due.ts: beside it they shared a phone's line with three.js (bench:cold-open).
  await page.goto(configurator);
  await page.locator(planPanelReady).waitFor({ timeout: 30_000 });
  const chunks = await scripts(page);
  const gestures = chunks.find((c) => c.file.startsWith('camera-gestures-'));
  expect(gestures, 'the gestures\' chunk loaded').toBeDefined();
  const view3d = chunks.filter((c) => /^(View3dPanel|three\.core)-/.test(c.file));
  expect(view3d).toHaveLength(2);
  for (const chunk of view3d) expect(gestures!.start, `camera-gestures requested after ${chunk.file} arrived`).toBeGreaterThanOrEqual(chunk.end);
});

test('a scroll on the plan before the 3D view\'s code has arrived brings its zoom at once', async ({ page }) => {
  // The 3D view's code held back as a slow line would: a visitor who zooms the plan meanwhile should not wait for it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/View3dPanel-[^/]*\.js$/, async (route) => { await held; await route.continue(); });
  try {
    await page.goto(configurator);
    await page.waitForFunction(() => window.__plan2d?.firstRenderAt() != null, null, { timeout: 30_000 });
    const box = (await page.getByTestId('plan-canvas').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -200);
    await page.locator(planPanelReady).waitFor({ timeout: 15_000 });
    expect((await scripts(page)).some((c) => c.file.startsWith('View3dPanel-')), 'the 3D view\'s code still held back').toBe(false);
    // The gestures work: the next scroll zooms the plan in.
    const before = await page.evaluate(() => window.__plan2d!.scale());
    await page.mouse.wheel(0, -400);
    await expect.poll(() => page.evaluate(() => window.__plan2d!.scale())).toBeGreaterThan(before);
  } finally {
    release();
  }
});
