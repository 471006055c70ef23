/**
 * The configurator screen around the editor: the 6-step tutorial shown once and remembered under
 * 'hasSeenWizard', 'Snelle uitleg' restarting it, and leaving the configurator inside the app (the 2D plan
 * and 3D view are torn down without breaking the page), the leave warning, the 'op maat' notice, the
 * loose-product toast, the dealer's share button, and the 3D view's watermark and social links by host.
 */
import { chromium, expect, test, type Page } from './helpers/test';
import { CHROMIUM_FLAGS } from '../tests/helpers/chromium-flags';
import { placeWall } from './helpers/plan-input';

const configurator = '/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp?house=1015';

test.describe('tutorial', () => {
  test.use({ returningVisitor: false });

  test('shows once, advances by Volgende and the backdrop, closes and is remembered', async ({ page }, testInfo) => {
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

    // On a phone 'Snelle uitleg' sits behind the top bar's Help button, whose menu loads on a phone only (a
    // placeholder icon shows until it has): wait for the button rather than look once.
    if (testInfo.project.name === 'phone') await page.getByTestId('help-menu').click();
    await page.getByTestId('quick-tour').click();
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

test('a changed design asks before leaving; a download does not', { tag: '@desktop-only' }, async ({ page }) => {
  // Desktop only: the top bar button is the same on the phone; one run covers the guard.
  await page.goto(configurator);
  await expect.poll(() => page.evaluate(() => Boolean(window.__configurator && window.__view3d)), { timeout: 30_000 }).toBe(true);
  const warning = page.getByRole('dialog', { name: 'Weet je het zeker? Je ontwerp gaat verloren als je terug gaat.' });

  await placeWall(page, 1, 'Wand Zweeds rabat');
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

async function openConfigurator(page: Page): Promise<void> {
  await page.goto(configurator);
  await expect.poll(() => page.evaluate(() => Boolean(window.__configurator && window.__view3d)), { timeout: 30_000 }).toBe(true);
}

test("an 'op maat' wall brings its notice; adding a loose product says so", { tag: '@desktop-only' }, async ({ page }) => {
  // Desktop only: the drawer is persistent on the wide screen; the phone drawer is covered in the lead journey.
  await openConfigurator(page);
  const notice = page.getByTestId('made-to-measure-notice');
  await expect(notice).toHaveCount(0);
  await placeWall(page, 2, 'Wand op maat');
  await expect(notice).toHaveText('Je ontwerp bevat een wand op maat. Deze wand moet nog op locatie op maat worden gemaakt.');
  await page.getByRole('toolbar').getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(notice).toHaveCount(0);

  const drawer = page.locator('#product-drawer');
  await drawer.getByRole('button', { name: 'Bijproducten' }).click();
  await drawer.getByRole('button', { name: /Regenton 200 liter/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product succesvol toegevoegd' })).toBeVisible();
  expect(await page.evaluate(() => window.__configurator!.configuration().looseProducts)).toEqual([{ productId: 9002, amount: 1 }]);
  // The toast goes after 2000 ms.
  await expect(page.getByRole('status').filter({ hasText: 'Product succesvol toegevoegd' })).toHaveCount(0, { timeout: 4_000 });
});

test('a dealer with an active dealer token shares the page with the token added', { tag: '@desktop-only' }, async ({ page, request, context }) => {
  // Desktop only: navigator.share is absent in desktop Chromium, so the copy path is what runs.
  // Opens the configurator twice (as a visitor, then as the dealer): on a busy 2-core machine that alone nears the default limit.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openConfigurator(page);
  await expect(page.getByTestId('dealer-share')).toHaveCount(0);

  const login = await request.post('/api/v1/auth/login', { data: { email: 'manager@groenevinger.example', password: 'demo1234' } });
  expect(login.ok()).toBe(true);
  const { user, organization, tokens } = await login.json();
  await page.evaluate((session) => localStorage.setItem('auth', JSON.stringify(session)), { user, organization, idToken: tokens.idToken });
  await openConfigurator(page);
  // A logged-in dealer's new design starts with the customer dialog (spec §2 'Customer dialog'): chosen later.
  await expect(page.getByTestId('customer-dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click();
  await page.getByTestId('dealer-share').click();
  await expect(page.getByRole('status').filter({ hasText: 'Link met dealertoken gekopieerd' })).toBeVisible();
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.searchParams.get('dealer')).toBe('groenevinger-7f3a');
  expect(copied.searchParams.get('house')).toBe('1015');
  expect(copied.pathname).toBe(new URL(page.url()).pathname);
});

test('the watermark and social links show on a public host only', { tag: '@desktop-only' }, async ({ page, baseURL }) => {
  // Starts a second browser and loads the configurator twice.
  test.slow();
  await openConfigurator(page);
  // 127.0.0.1 is a local host: neither shows.
  await expect(page.getByTestId('view3d-panel')).toBeVisible();
  await expect(page.getByTestId('view3d-watermark')).toHaveCount(0);
  await expect(page.getByTestId('social-links')).toHaveCount(0);

  // The same server under a public name (mapped to loopback in this browser only).
  const host = 'tuin.houtland-demo.nl';
  const port = new URL(baseURL!).port;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${host} 127.0.0.1`],
  });
  try {
    const publicPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await publicPage.addInitScript(() => localStorage.setItem('hasSeenWizard', 'true'));
    await publicPage.goto(`http://${host}:${port}${configurator}`);
    await expect(publicPage.getByTestId('view3d-watermark')).toBeVisible({ timeout: 30_000 });
    const links = publicPage.getByTestId('social-links').getByRole('link');
    await expect(links).toHaveCount(4);
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('aria-label')))).toEqual(
      ['Deel via WhatsApp', 'Deel op Facebook', 'Bewaar op Pinterest', 'Deel via e-mail']);
    const facebook = new URL((await links.nth(1).getAttribute('href'))!);
    expect(facebook.searchParams.get('u')).toBe(publicPage.url());
    await publicPage.getByTestId('view3d-panel').screenshot({ path: 'test-results/view3d/public-host.png' });
  } finally {
    await browser.close();
  }
});
