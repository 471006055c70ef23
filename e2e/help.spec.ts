import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

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

test('the landing route loads less than 150 KB of gzipped JavaScript', async ({ page }) => {
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('link', { name: /Start eigen ontwerp/ })).toBeVisible();
  const total = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  expect(total).toBeGreaterThan(20_000);
  expect(total).toBeLessThan(150 * 1024);
});
