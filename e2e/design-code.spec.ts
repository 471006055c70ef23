import { readFileSync } from 'node:fs';
import { expect, test } from './helpers/test';
import { placeItem } from './helpers/plan-input';

const examples = JSON.parse(readFileSync(new URL('../assets/catalog/example-designs.json', import.meta.url), 'utf8')) as
  { designCode: string; configuration: { selectedHouse: number; walls: unknown[]; options: unknown[] } }[];

test("'Ga verder' needs five characters and opens the design of that code", async ({ page }) => {
  const example = examples[0];
  await page.goto('/');
  await page.getByRole('button', { name: /Start met code/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const input = dialog.getByLabel('Ontwerpcode');
  const next = dialog.getByRole('button', { name: 'Ga verder' });
  await expect(next).toBeDisabled();
  await input.fill(example.designCode.slice(0, 4));
  await expect(next).toBeDisabled();
  await input.press(example.designCode[4]);
  await expect(input).toHaveValue(example.designCode);
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(`/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/${example.designCode}`);
  // The code opens a copy of that design in the configurator.
  await expect.poll(() => page.evaluate(() => window.__configurator?.configuration().selectedHouse ?? null), { timeout: 30_000 })
    .toBe(example.configuration.selectedHouse);
  const loaded = await page.evaluate(() => window.__configurator!.configuration());
  expect(loaded.walls).toHaveLength(example.configuration.walls.length);
  expect(loaded.options).toHaveLength(example.configuration.options.length);
});

test('an unknown design code says the quote could not be loaded', async ({ page }) => {
  // Codes are issued from 10000-99999 (randomDesignCode in server/services/quote-repository.ts), so a code with
  // a leading zero is free whatever leads earlier tests made; the seed's example codes are checked as well.
  const unknown = '01234';
  expect(examples.map((e) => e.designCode)).not.toContain(unknown);
  await page.goto(`/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/${unknown}`);
  await expect(page.getByText('Laden van offerte is mislukt')).toBeVisible({ timeout: 30_000 });
});

test('an opened design is kept as a working copy once the visitor changes it, not before', async ({ page }) => {
  test.setTimeout(120_000);
  const example = examples[0];
  // The page's timers run on a clock the test can move on (it runs at real speed otherwise).
  await page.clock.install();
  await page.goto(`/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/${example.designCode}`);
  await expect.poll(() => page.evaluate(() => window.__configurator?.configuration().selectedHouse ?? null), { timeout: 30_000 })
    .toBe(example.configuration.selectedHouse);
  // Well past the copy's debounce (200 ms) on the page's clock: the design as opened is not written back.
  await page.clock.fastForward(2_000);
  expect(await page.evaluate(() => localStorage.getItem('workingDesign'))).toBeNull();
  await placeItem(page, 'Meubels', 'Tuinstoel', 1200, 3500);
  await page.clock.fastForward(2_000);
  await expect.poll(() => page.evaluate(() => {
    const raw = localStorage.getItem('workingDesign');
    return raw ? (JSON.parse(raw) as { configuration: { furnitureProducts: unknown[] } }).configuration.furnitureProducts.length : null;
  })).toBe(1);
  // The change survives a reload of the same address.
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.__configurator?.configuration().furnitureProducts.length ?? null), { timeout: 30_000 }).toBe(1);
});
