import { expect, test } from './helpers/test';

// The anonymous visitor's path of issue 2: landing -> 'Start eigen ontwerp' -> three category steps ->
// size step -> configurator route with the chosen house. Runs in the desktop and the phone project.
const B = '/3d-configurator-zelf-ontwerpen-samenstellen';

test('landing to configurator through the three category steps and the size step', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Zelf een tuinhuis configureren');
  await expect(page.getByText('Versie 5.0.1')).toBeVisible();

  await page.getByRole('link', { name: /Start eigen ontwerp/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Soort buitenverblijf' })).toBeVisible();
  await expect(page).toHaveTitle('Houtland | Soort buitenverblijf');

  const tile = (name: string) => page.getByTestId('category-tile').filter({ has: page.getByText(name, { exact: true }) });
  await tile('Tuinhuis').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Soort constructie' })).toBeVisible();
  await expect(page).toHaveURL(`${B}/kies/tuinhuis/10`);

  await tile('Zadeldak').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kies diepte' })).toBeVisible();

  await tile('Diepte 300').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kies afmetingen' })).toBeVisible();
  await expect(page).toHaveURL(`${B}/kies-tuinhuis/tuinhuis-zadeldak/tuinhuis-zadeldak-diepte-300/46`);
  await expect(page).toHaveTitle('Houtland | Kies afmetingen');

  // Tiles: label from the first digit, sub-label before it, sorted by size within the family.
  const sizes = page.getByTestId('size-tile');
  await expect(sizes.first()).toBeVisible();
  expect(await sizes.count()).toBeGreaterThanOrEqual(2);
  const first = sizes.first();
  const label = (await first.getByTestId('tile-title').innerText()).trim();
  const subLabel = (await first.getByTestId('tile-subtitle').innerText()).trim();
  expect(label).toMatch(/^\d/);

  await first.getByText(label, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${B}/maak-ontwerp\\?house=\\d+$`));
  const name = page.getByTestId('configurator-house-name');
  await expect(name).toBeVisible();
  // The sub-label is shown upper-case by CSS; compare case-insensitively with the product name.
  expect((await name.innerText()).toLowerCase()).toBe(`${subLabel} ${label}`.toLowerCase());
  await expect(page).toHaveTitle(new RegExp(`^Houtland \\| .*${label}$`));

  // The chosen house is kept: the configurator route without the query still shows it.
  await page.goto(`${B}/maak-ontwerp`);
  await expect(page.getByTestId('configurator-house-name')).toHaveText(await name.innerText());
});

test('a category address without its slug is rewritten, and the info texts follow the screen width', async ({ page, isMobile }) => {
  await page.goto(`${B}/kies/10`);
  await expect(page).toHaveURL(`${B}/kies/tuinhuis/10`);
  const info = page.getByTestId('category-info');
  await expect(info).toBeVisible();
  if (isMobile) {
    // 1000 px or narrower: accordions, no tab list.
    await expect(info.getByRole('tablist')).toHaveCount(0);
    await info.getByRole('button', { name: 'Levertijd' }).click();
  } else {
    await expect(info.getByRole('tab', { name: 'Beschrijving' })).toBeVisible();
    await info.getByRole('tab', { name: 'Levertijd' }).click();
    await expect(info.getByRole('tab', { name: 'Levertijd' })).toHaveAttribute('aria-selected', 'true');
  }
});

test('the size step info button opens the product information', async ({ page }) => {
  await page.goto(`${B}/kies-tuinhuis/46`);
  await expect(page).toHaveURL(`${B}/kies-tuinhuis/tuinhuis-zadeldak/tuinhuis-zadeldak-diepte-300/46`);
  await page.getByTestId('size-tile').first().getByRole('button', { name: /Productinformatie/ }).click();
  await expect(page.getByText('Buitenmaat')).toBeVisible();
});

test('the configurator route without a house, id or secret goes home', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${B}/maak-ontwerp`);
  await expect(page).toHaveURL('/');
});
