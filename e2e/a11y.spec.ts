/**
 * Accessibility (issue 13 §6, started): axe-core (@axe-core/playwright) on the built app under the real
 * content security policy; no serious or critical violation on the pages covered here. The violation count
 * per page is attached to the test report. The back-office pages run as a logged-in manager (organisation 3,
 * session in localStorage as the dealer e2e does); a keyboard test checks focus visibility and a focus trap.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from './helpers/test';
import { apiLogin } from './helpers/session';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page (or a part of it) and fails on serious/critical violations; attaches the counts. */
async function axe(page: Page, info: TestInfo, name: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  await info.attach(`axe-${name}.json`, { body: JSON.stringify(results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })), null, 2), contentType: 'application/json' });
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`)).toEqual([]);
}

async function asManager(page: Page, request: APIRequestContext) {
  const auth = await apiLogin(request, 'manager@groenevinger.example');
  await page.addInitScript((value) => { localStorage.setItem('auth', value); localStorage.setItem('hasSeenWizard', 'true'); }, JSON.stringify(auth));
  return auth;
}

/** The focused element shows a focus ring: an outline or a box-shadow. */
async function focusVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
  });
}

/** Presses Tab until `target` has focus (at most `max` times); each stop on the way must show its focus. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      expect(await focusVisible(page), 'the reached control shows its focus').toBe(true);
      return;
    }
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} steps`);
}

const pages: [string, string][] = [
  ['landing', '/'],
  ['login', '/inloggen'],
  ['help', '/help'],
  ['category step', '/3d-configurator-zelf-ontwerpen-samenstellen/kies'],
  ['size step', '/huis'],
  ['configurator', '/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp?house=1015'],
];

for (const [name, path] of pages) {
  test(`axe: ${name} has no serious or critical violations`, async ({ page }, info) => {
    const violations: string[] = [];
    page.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) violations.push(`CSP: ${message.text()}`); });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    await info.attach(`axe-${name}.json`, { body: JSON.stringify(results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })), null, 2), contentType: 'application/json' });
    expect(serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`)).toEqual([]);
    expect(violations).toEqual([]);
  });
}

test('axe: cart and lead form in the configurator', async ({ page }, info) => {
  await page.addInitScript(() => localStorage.setItem('hasSeenWizard', 'true'));
  await page.goto('/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp?house=1015');
  await page.getByTestId('cart-button').click();
  const panel = page.getByTestId('quote-panel');
  await expect(panel.getByTestId('quote-total')).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByTestId('lead-submit')).toBeVisible();
  await axe(page, info, 'cart', '[data-testid="quote-panel"]');
});

const backOffice: [string, string, string][] = [
  ['leads', '/configureer-via-offerte/leads', 'lead-row'],
  ['quotes', '/configureer-via-offerte/offertes', 'quote-row'],
  ['settings profile', '/instellingen/instellen', ''],
  ['settings users', '/instellingen/gebruiker', ''],
  ['settings sub-dealers', '/instellingen/subdealer', ''],
];

for (const [name, path, row] of backOffice) {
  test(`axe: ${name} (manager) has no serious or critical violations`, async ({ page, request }, info) => {
    const auth = await asManager(page, request);
    if (name === 'quotes') {
      // A row of the manager's own, so the list (not only its empty state) is checked.
      const created = await request.post('/api/v1/quote', { headers: { Authorization: `Bearer ${auth.idToken}` }, data: { configuration: { selectedHouse: 1016 }, title: 'Axe offerte' } });
      expect(created.status()).toBe(201);
    }
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.waitForLoadState('networkidle');
    if (row) await expect(page.getByTestId(row).first().or(page.getByTestId('list-empty'))).toBeVisible();
    await axe(page, info, name);
  });
}

test('keyboard: Tab reaches the search field and the tabs on the leads page with a visible focus', async ({ page, request }) => {
  await asManager(page, request);
  await page.goto('/configureer-via-offerte/leads');
  const search = page.getByPlaceholder('Zoek op offerte nummer of klantnaam');
  await expect(search).toBeVisible();
  await page.waitForLoadState('networkidle');
  await tabTo(page, search);
  const selectedTab = page.getByRole('tab', { selected: true });
  await tabTo(page, selectedTab);
  // Arrow keys move between the tabs (Headless UI's tablist); the next tab shows its focus too.
  await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
  expect(await focusVisible(page)).toBe(true);
});

test('keyboard: the customer dialog traps focus', async ({ page, request }) => {
  const auth = await apiLogin(request, 'verkoper@groenevinger.example');
  await page.addInitScript((value) => { localStorage.setItem('auth', value); localStorage.setItem('hasSeenWizard', 'true'); }, JSON.stringify(auth));
  await page.goto('/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp?house=1016');
  const dialog = page.getByTestId('customer-dialog');
  // The dialog opens once the configurator has loaded its design and catalogue, as other configurator opens wait.
  await expect(dialog.getByRole('tab', { name: 'Nieuwe klant' })).toBeVisible({ timeout: 45_000 });
  // The whole dialog (its title and close button included), not only the form inside it.
  const inside = () => page.getByRole('dialog').evaluate((el) => el.contains(document.activeElement));
  // Forward: 30 Tabs never leave the dialog; backward the same.
  const seen = new Set<string>();
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    expect(await inside(), `Tab ${i + 1} stays in the dialog`).toBe(true);
    seen.add(await page.evaluate(() => { const el = document.activeElement!; return `${el.tagName}:${el.getAttribute('name') ?? el.getAttribute('aria-label') ?? el.textContent?.slice(0, 20)}`; }));
  }
  // 30 Tabs went round the dialog's controls more than once: focus wrapped from the last control to the first.
  expect(seen.size).toBeGreaterThan(2);
  expect(seen.size).toBeLessThan(30);
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside(), `Shift+Tab ${i + 1} stays in the dialog`).toBe(true);
  }
});
