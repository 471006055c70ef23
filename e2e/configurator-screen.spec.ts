/**
 * The configurator screen around the editor: the 6-step tutorial shown once and remembered under
 * 'hasSeenWizard', 'Snelle uitleg' restarting it, and leaving the configurator inside the app (the 2D plan
 * and 3D view are torn down without breaking the page).
 */
import { expect, test } from '@playwright/test';

const configurator = '/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp?house=1015';

test.describe('tutorial', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('shows once, advances by Volgende and the backdrop, closes and is remembered', async ({ page }) => {
    await page.goto(configurator);
    const tutorial = page.getByTestId('tutorial');
    await expect(tutorial).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('tutorial-step')).toHaveText(/1 van 6/i);
    await tutorial.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByTestId('tutorial-step')).toHaveText(/2 van 6/i);
    await page.getByTestId('tutorial-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(page.getByTestId('tutorial-step')).toHaveText(/3 van 6/i);
    await tutorial.getByRole('button', { name: 'Uitleg sluiten' }).click();
    await expect(tutorial).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('hasSeenWizard'))).toBe('true');

    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(window.__configurator)), { timeout: 30_000 }).toBe(true);
    await expect(page.getByTestId('tutorial')).toBeHidden();

    await page.getByRole('button', { name: 'Snelle uitleg' }).first().click();
    await expect(page.getByTestId('tutorial-step')).toHaveText(/1 van 6/i);
  });
});

test('leaving the configurator inside the app keeps the app working', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(configurator);
  await expect.poll(() => page.evaluate(() => Boolean(window.__plan2d && window.__view3d)), { timeout: 30_000 }).toBe(true);
  // Client-side navigation (no page load), as a link in the app does.
  await page.evaluate(() => { history.pushState({}, '', '/'); dispatchEvent(new PopStateEvent('popstate')); });
  await expect(page.getByText('Start eigen ontwerp').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a changed design asks before leaving; a download does not', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the top bar button is the same on the phone; one run covers the guard');
  await page.goto(configurator);
  await expect.poll(() => page.evaluate(() => Boolean(window.__configurator && window.__view3d)), { timeout: 30_000 }).toBe(true);
  const warning = page.getByRole('dialog', { name: 'Weet je het zeker? Je ontwerp gaat verloren als je terug gaat.' });

  const changed = await page.evaluate(() => window.__configurator!.dispatch({ type: 'toggleWall', spaceId: 1, productId: 2002 }));
  expect(changed.ok).toBe(true);
  await page.getByRole('button', { name: 'Naar overzicht' }).first().click();
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Blijven' }).click();
  await expect(warning).toBeHidden();
  expect(new URL(page.url()).pathname).toContain('/maak-ontwerp');

  // A download is an anchor on a blob: URL of this origin; it must not be taken for leaving.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporteer GLB' }).click();
  await downloading;
  await expect(warning).toBeHidden();

  await page.getByRole('button', { name: 'Naar overzicht' }).first().click();
  await warning.getByRole('button', { name: 'Terug naar overzicht' }).click();
  await expect(page.getByText('Start eigen ontwerp').first()).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/');
});
