/**
 * Price parity (issue 3): the live estimate computed by the real Comlink compute worker in Chromium equals the
 * running server's answer to POST /api/v1/quote/consumer/price for the same configuration, line by line and in
 * every total. The designs are the seed's example designs, opened in the configurator by their design codes as a
 * visitor does.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './helpers/test';

interface Example { title: string; designCode: string; configuration: { selectedHouse: number; walls: unknown[]; options: unknown[] } }
const examples = JSON.parse(readFileSync(new URL('../assets/catalog/example-designs.json', import.meta.url), 'utf8')) as Example[];

const codeUrl = (code: string) => `/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/${code}`;

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
      await page.goto(codeUrl(example.designCode));
      await expect.poll(() => page.evaluate(() => window.__configurator?.configuration().selectedHouse ?? null), { timeout: 30_000 })
        .toBe(example.configuration.selectedHouse);

      const { configuration, quote } = await settledEstimate(page);
      expect(quote, 'the worker produced an estimate').not.toBeNull();
      expect(configuration.walls).toHaveLength(example.configuration.walls.length);
      expect(configuration.options).toHaveLength(example.configuration.options.length);
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
