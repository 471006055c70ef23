import { gzipSync } from 'node:zlib';
import { expect, test } from './helpers/test';

test('FAQ search narrows the subjects; the help form checks its fields', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Veelgestelde vragen' }).click();
  await expect(page).toHaveURL('/help');
  await expect(page).toHaveTitle('Houtland | Veelgestelde vragen');
  const subjects = page.getByTestId('faq-subject');
  await expect(subjects.first()).toBeVisible();
  const all = await subjects.count();
  await page.getByRole('searchbox').fill('fundering');
  // The debounced search asks the server; only matching subjects remain.
  await expect.poll(async () => subjects.count()).toBeLessThan(all);
  await expect(subjects.first().getByRole('heading')).toHaveText(/fundering/i);

  await page.getByRole('button', { name: 'Hulp nodig?' }).first().click();
  const form = page.getByTestId('contact-form');
  await form.getByRole('button', { name: 'Verstuur' }).click();
  for (const message of ['Naam is verplicht.', 'Vul een geldig e-mailadres in.', 'Vul een geldige postcode in.', 'Vul een geldig huisnummer in.', 'Vraag is verplicht.']) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await form.getByLabel('Naam').fill('Jan Jansen');
  await expect(form.getByText('Naam is verplicht.')).toHaveCount(0);
  await form.getByLabel('E-mailadres').fill('jan@voorbeeld.nl');
  await form.getByLabel('Postcode').fill('1234 AB');
  await form.getByLabel('Huisnummer').fill('12');
  await form.getByLabel('Vraag').fill('Hoe lang is de levertijd?');
  await form.getByRole('button', { name: 'Verstuur' }).click();
  // Headless Chromium has no mail program: after 500 ms the fallback dialog offers copy or web mail.
  await expect(page.getByRole('heading', { name: 'E-mail client niet gevonden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open webmail' })).toHaveAttribute('href', /mail\.google\.com.*info%40houtland\.example/);
});

test('the landing route loads less than 150 KB of gzipped JavaScript (its own, before it fetches the configurator ahead)', async ({ page }) => {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, response.body().then((body) => gzipSync(body).length));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('link', { name: /Start eigen ontwerp/ })).toBeVisible();
  // Once the connection is idle the landing fetches the configurator's code ahead (src/root/prefetch-configurator.ts);
  // the landing's own JavaScript is what was requested before that mark.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('prefetch:configurator').length)).toBe(1);
  const own = await page.evaluate(() => {
    const mark = performance.getEntriesByName('prefetch:configurator')[0];
    return performance.getEntriesByType('resource').filter((e) => e.startTime < mark.startTime).map((e) => new URL(e.name).pathname);
  });
  // The configurator's code comes ahead, after the mark.
  await expect.poll(() => [...scripts.keys()].some((path) => !own.includes(path))).toBe(true);
  const sizes = await Promise.all([...scripts].filter(([path]) => own.includes(path)).map(([, size]) => size));
  const total = sizes.reduce((a, b) => a + b, 0);
  expect(total).toBeGreaterThan(20_000);
  expect(total).toBeLessThan(150 * 1024);
});
