/**
 * Price parity (issue 3): the live estimate computed by the real Comlink compute worker in Chromium equals the
 * running server's answer to POST /api/v1/quote/consumer/price for the same configuration, line by line and in
 * every total. The designs are the seed's example designs, rebuilt in the configurator through editor commands.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

interface Example { title: string; configuration: Record<string, unknown> & { selectedHouse: number } }
const examples = JSON.parse(readFileSync(new URL('../assets/catalog/example-designs.json', import.meta.url), 'utf8')) as Example[];

const configuratorUrl = (houseId: number) => `/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp?house=${houseId}`;

/** Replays a stored design as the commands a visitor would give, in the page. */
async function rebuild(page: Page, configuration: Example['configuration']): Promise<string[]> {
  return page.evaluate((config) => {
    const hook = window.__configurator!;
    const c = config as never as {
      variations: Record<string, number>; walls: { spaceId: number; product: number; fill: string }[];
      options: { spaceId: number; product: number; align: 'left' | 'center' | 'right' }[];
      gables: { gableSpaceId: number; product: number; align: 'start' | 'end' }[];
      furnitureProducts?: { product: number; x: number; y: number; rotation: 0 | 90 | 180 | 270 }[];
      lightStreetProducts?: { product: number; x: number; y: number; rotation: 0 | 90 | 180 | 270 }[];
      selectedRoofProduct?: number; selectedFacadeCladdingProducts?: number[];
      selectedRoofRackProductFront?: number; selectedRoofRackProductBehind?: number;
      selectedFoundations?: Record<string, number>; colorSettings?: { houseColor: number | null };
    };
    const rejected: string[] = [];
    const run = (command: Parameters<typeof hook.dispatch>[0]) => {
      const result = hook.dispatch(command);
      if (!result.ok) rejected.push(`${command.type}: ${result.reason}`);
    };
    for (const [spaceId, index] of Object.entries(c.variations ?? {})) if (index !== 0) run({ type: 'setVariation', spaceId: Number(spaceId), index });
    for (const w of c.walls ?? []) run({ type: 'toggleWall', spaceId: w.spaceId, productId: w.product, half: w.fill === 'both' ? undefined : (w.fill as 'start' | 'end') });
    for (const o of c.options ?? []) run({ type: 'placeOption', spaceId: o.spaceId, productId: o.product, align: o.align });
    for (const g of c.gables ?? []) run({ type: 'placeGable', gableSpaceId: g.gableSpaceId, productId: g.product, align: g.align });
    for (const item of [...(c.furnitureProducts ?? []), ...(c.lightStreetProducts ?? [])]) run({ type: 'placeItem', productId: item.product, x: item.x, y: item.y, rotation: item.rotation });
    const current = hook.configuration();
    const want = (id: number | undefined, have: number | undefined) => id && id !== have;
    if (want(c.selectedRoofProduct, current.selectedRoofProduct)) run({ type: 'selectProduct', productId: c.selectedRoofProduct! });
    for (const id of c.selectedFacadeCladdingProducts ?? []) if (!current.selectedFacadeCladdingProducts.includes(id)) run({ type: 'selectProduct', productId: id });
    if (want(c.selectedRoofRackProductFront, current.selectedRoofRackProductFront)) run({ type: 'selectProduct', productId: c.selectedRoofRackProductFront!, slot: 'front' });
    if (want(c.selectedRoofRackProductBehind, current.selectedRoofRackProductBehind)) run({ type: 'selectProduct', productId: c.selectedRoofRackProductBehind!, slot: 'behind' });
    for (const id of Object.values(c.selectedFoundations ?? {})) if (!Object.values(hook.configuration().selectedFoundations).includes(id)) run({ type: 'selectProduct', productId: id });
    if (c.colorSettings?.houseColor) run({ type: 'setHouseColor', colorId: c.colorSettings.houseColor });
    return rejected;
  }, configuration);
}

/** Waits until the worker's estimate belongs to the configuration as it is now (same design version), and returns both. */
async function settledEstimate(page: Page) {
  await expect.poll(() => page.evaluate(() => {
    const price = window.__configurator!.price();
    return price.status === 'ready' && price.version === window.__configurator!.version();
  }), { timeout: 20_000 }).toBe(true);
  return page.evaluate(() => {
    const price = window.__configurator!.price();
    return { configuration: window.__configurator!.configuration(), quote: price.status === 'ready' ? price.quote : null };
  });
}

const comparable = (quote: { lines: unknown[]; totalPrice: unknown; taxTotals: unknown; disabledLines?: unknown[] }) => ({
  lines: quote.lines, disabledLines: quote.disabledLines ?? [], totalPrice: quote.totalPrice, taxTotals: quote.taxTotals,
});

test.describe('price parity between the compute worker and the server', () => {
  test.skip(({ isMobile }) => isMobile, 'one viewport is enough: the arithmetic does not depend on it');

  for (const example of examples) {
    test(`example design '${example.title}'`, async ({ page, request }) => {
      await page.goto(configuratorUrl(example.configuration.selectedHouse));
      await expect.poll(() => page.evaluate(() => Boolean(window.__configurator)), { timeout: 30_000 }).toBe(true);

      expect(await rebuild(page, example.configuration)).toEqual([]);
      const { configuration, quote } = await settledEstimate(page);
      expect(quote, 'the worker produced an estimate').not.toBeNull();
      expect(configuration.walls.length).toBeGreaterThan(0);

      const answer = await request.post('/api/v1/quote/consumer/price', { data: { configuration } });
      expect(answer.status()).toBe(200);
      const server = await answer.json();
      expect(comparable(quote!)).toEqual(comparable(server));
      expect(quote!.totalPrice.inclTax).toBeGreaterThan(0);
      // Anonymous answers never carry cost prices, neither from the worker's estimate nor from the server.
      expect(JSON.stringify(server)).not.toContain('costPrice');
    });
  }
});
