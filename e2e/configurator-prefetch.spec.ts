/**
 * Issue 26 item 3: on the size step the configurator's code is fetched ahead (src/root/prefetch-configurator.ts),
 * and a size chosen after that opens the configurator's route at once: no page spinner (App's Suspense fallback)
 * between the size page and the configurator, which through React.lazy held the plan back by up to 300 ms.
 */
import { expect, test } from './helpers/test';

const B = '/3d-configurator-zelf-ontwerpen-samenstellen';

test('a size chosen after the code came ahead opens the configurator without the page spinner', async ({ page }) => {
  await page.goto(`${B}/kies-tuinhuis/tuinhuis-zadeldak/tuinhuis-zadeldak-diepte-300/46`);
  const sizes = page.getByTestId('size-tile');
  await expect(sizes.first()).toBeVisible();
  // The route's code came ahead (src/root/prefetch-configurator.ts ROUTE_AHEAD_MARK). Its chunks' requests do not
  // say so: the import preloads the route's dependencies (the plan's among them) beside it, and on a fast machine
  // they ended before the route's module had run, the click came first and the spinner showed (CI, phone, once).
  await page.waitForFunction(() => performance.getEntriesByName('prefetch:configurator-route').length > 0, null, { timeout: 30_000 });
  // Counts App's route spinner (its Suspense fallback) only: the configurator's own panels show spinners of their
  // own while their deferred code loads, and on a busy machine those may come before the plan.
  await page.evaluate(() => {
    const w = window as unknown as { __routeSpinners: number };
    w.__routeSpinners = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('[data-testid="route-loading"]') || node.querySelector('[data-testid="route-loading"]')) w.__routeSpinners += 1;
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const label = (await sizes.first().getByTestId('tile-title').innerText()).trim();
  await sizes.first().getByText(label, { exact: true }).click();
  await page.waitForFunction(() => (window as unknown as { __plan2d?: { firstShownAt(): number | null } }).__plan2d?.firstShownAt() != null, null, { timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { __routeSpinners: number }).__routeSpinners)).toBe(0);
});
