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
