/**
 * Issue 14 §2: the phone gets its screen. The configurator's top bar is the page's header (the site header is
 * hidden, so one 'Naar overzicht' shows), the plan toolbar shares a row with the price, and the plan and the
 * 3D view together get at least 75% of the height on a phone in portrait; on its side the toolbar joins the top
 * bar and the product drawer stays usable. Measured at 390×844, 844×390 and 1440×900.
 */
import { expect, test, type Page } from './helpers/test';

const configurator = '/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp?house=1015';

interface Layout {
  viewport: number;
  aboveDesign: number;
  /** Share of the window's height the plan and the 3D view get together. */
  designShare: number;
  nameClipped: boolean;
  backButtons: number;
  siteHeader: number;
}

async function measure(page: Page): Promise<Layout> {
  await page.goto(configurator);
  await page.waitForFunction(() => Boolean(window.__configurator && window.__plan2d && document.querySelector('[data-testid="view3d-panel"]')), null, { timeout: 30_000 });
  return page.evaluate(() => {
    const plan = document.querySelector('[data-testid="plan-panel"]')!.getBoundingClientRect();
    const view = document.querySelector('[data-testid="view3d-panel"]')!.getBoundingClientRect();
    const name = document.querySelector('[data-testid="top-bar-house-name"]') as HTMLElement;
    const shown = (el: Element) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
    const stacked = view.top >= plan.bottom - 1;
    const top = Math.min(plan.top, view.top);
    const height = stacked ? Math.max(plan.bottom, view.bottom) - top : Math.max(plan.height, view.height);
    return {
      viewport: window.innerHeight,
      aboveDesign: Math.round(top),
      designShare: height / window.innerHeight,
      nameClipped: [name, ...name.querySelectorAll('span')].some((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1),
      backButtons: [...document.querySelectorAll('a, button')].filter((el) => shown(el)
        && (el.getAttribute('aria-label') === 'Naar overzicht' || el.textContent?.trim() === 'Naar overzicht')).length,
      siteHeader: document.querySelectorAll('header:not([data-testid="configurator-top-bar"])').length,
    };
  });
}

test.describe('configurator layout', () => {
  test('phone in portrait: plan and 3D view get at least 75% of the height, the house name reads in full', { tag: '@phone-only' }, async ({ page }) => {
    // Phone only: the phone project is 390×844.
    const layout = await measure(page);
    expect(layout.siteHeader).toBe(0);
    expect(layout.backButtons).toBe(1);
    expect(layout.nameClipped).toBe(false);
    expect(layout.aboveDesign).toBeLessThanOrEqual(112);
    expect(layout.designShare).toBeGreaterThanOrEqual(0.75);
    await expect(page.getByTestId('top-bar-house-name')).toHaveText('Tuinhuis Zadeldak 300x300');
    await page.screenshot({ path: 'test-results/layout/portrait-closed.png' });
    // Toolbar and price share one row.
    const toolbar = await page.getByTestId('plan-toolbar').boundingBox();
    const price = await page.getByTestId('price-estimate').boundingBox();
    expect(Math.abs((price!.y + price!.height / 2) - (toolbar!.y + toolbar!.height / 2))).toBeLessThan(4);
    // Help and 'Snelle uitleg' behind the one Help button.
    await page.getByTestId('help-menu').click();
    // Escape closes the menu (the plan's own Escape must not keep it open).
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Snelle uitleg' })).toBeHidden();
    await page.getByTestId('help-menu').click();
    await page.getByRole('button', { name: 'Snelle uitleg' }).click();
    await expect(page.getByTestId('tutorial')).toBeVisible();
    await page.screenshot({ path: 'test-results/layout/portrait.png' });
  });

  test('phone in portrait: the longest house name still shows its size whole', { tag: '@phone-only' }, async ({ page }) => {
    await page.goto('/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp?house=1044');
    const name = page.getByTestId('top-bar-house-name');
    await expect(name).toHaveText('Tuinhuis met overkapping Zadeldak 700x350', { timeout: 30_000 });
    const size = name.getByText('700x350', { exact: true });
    await expect(size).toBeVisible();
    expect(await size.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test('phone on its side: the toolbar joins the top bar and the drawer stays usable', { tag: '@phone-only' }, async ({ page }) => {
    await page.setViewportSize({ width: 844, height: 390 });
    const layout = await measure(page);
    expect(layout.backButtons).toBe(1);
    expect(layout.siteHeader).toBe(0);
    expect(layout.nameClipped).toBe(false);
    await expect(page.getByTestId('configurator-top-bar').getByTestId('plan-toolbar')).toBeVisible();
    expect(layout.aboveDesign).toBeLessThanOrEqual(60);
    expect(layout.designShare).toBeGreaterThanOrEqual(0.8);
    await page.getByRole('button', { name: 'Productmenu openen' }).click();
    const drawer = page.locator('#product-drawer');
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(391);
    await drawer.getByRole('button', { name: 'Wanden', exact: true }).click();
    await drawer.getByRole('button', { name: /Wand horizontale planken/ }).click();
    await expect.poll(() => page.evaluate(() => window.__configurator!.selection().productId)).not.toBeNull();
    await page.screenshot({ path: 'test-results/layout/landscape.png' });
  });

  test('wide screen: one header row and one toolbar row, labels in full', { tag: '@desktop-only' }, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const layout = await measure(page);
    expect(layout.siteHeader).toBe(0);
    expect(layout.backButtons).toBe(1);
    expect(layout.nameClipped).toBe(false);
    expect(layout.designShare).toBeGreaterThanOrEqual(0.85);
    const bar = page.getByTestId('configurator-top-bar');
    for (const label of ['Naar overzicht', 'Help', 'Snelle uitleg', 'Offerte & insturen']) await expect(bar.getByText(label, { exact: true })).toBeVisible();
    await expect(bar.getByTestId('top-bar-home').getByRole('img')).toBeVisible();
    // Leaving the configurator brings the site header back.
    await bar.getByTestId('top-bar-home').click();
    await expect(page.getByText('Start eigen ontwerp').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.getByTestId('configurator-top-bar')).toHaveCount(0);
  });
});
