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

test('a shared link asks for its catalogue and design before the configurator\'s chunks, and its session does not wait for Pixi', async ({ page, request }) => {
  // src/root/early-open.ts: the answers first (behind ~20 chunks they waited for one of six HTTP/1.1 connections
  // until after the last chunk, bench/open-waterfall.ts), and the route's chunks do not import Pixi statically
  // (src/plan2d/load-mount.ts), so the session is built while Pixi's chunk may still be on the line.
  await page.goto(configurator);
  await page.waitForFunction(() => Boolean(window.__configurator), null, { timeout: 30_000 });
  const configuration = await page.evaluate(() => window.__configurator!.configuration());
  const answer = await request.post('/api/v1/quote/consumer', {
    data: {
      createLead: true, configuration,
      client: {
        firstName: 'Anna', lastName: 'Jansen', street: 'Kerkstraat', houseNumber: '3', postalCode: '1234 AB', city: 'Amersfoort',
        telephone: '06-12345678', email: `anna.load-order.${Date.now()}@voorbeeld.nl`,
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { path } = await answer.json() as { path: string };
  await page.goto('/api/v1/health');
  await page.evaluate(() => localStorage.clear());
  await page.goto(path);
  await page.waitForFunction(() => performance.getEntriesByName('open:session').length > 0, null, { timeout: 30_000 });
  const starts = await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .map((e) => ({ file: new URL(e.name).pathname, start: e.startTime })));
  const start = (pattern: RegExp) => {
    const found = starts.find((s) => pattern.test(s.file));
    expect(found, `${pattern} requested`).toBeDefined();
    return found!.start;
  };
  const design = start(/\/api\/v1\/quote\/unauthorized\//);
  const products = start(/\/api\/v1\/product$/);
  for (const chunk of [/\/pixi-build-[^/]*\.js$/, /\/ConfiguratorRoute-[^/]*\.js$/, /\/load-catalog-[^/]*\.js$/]) {
    expect(design, `the design asked for before ${chunk}`).toBeLessThanOrEqual(start(chunk));
    expect(products, `the products asked for before ${chunk}`).toBeLessThanOrEqual(start(chunk));
  }
  // The route's static imports, followed through every chunk they name (dynamic imports left out), hold no Pixi.
  const route = starts.find((s) => /\/ConfiguratorRoute-[^/]*\.js$/.test(s.file))!.file;
  const seen = new Set<string>();
  for (const queue = [route]; queue.length > 0;) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await (await request.get(file)).text();
    for (const [, name] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) queue.push(`/assets/${name}`);
  }
  expect(seen.size, 'the route imports chunks statically').toBeGreaterThan(3);
  expect([...seen].filter((file) => /pixi-build|plan-app|\/mount-/.test(file))).toEqual([]);
});
