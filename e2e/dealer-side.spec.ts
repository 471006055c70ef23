/**
 * Issue 27 'Who sees what', in Debian's Chromium against the real server on the desktop and phone projects:
 * a sub-dealer's manager gets no Subdealers menu (the server refuses it the list) and no sub-dealer quote chips;
 * 'Gebruiker uitnodigen' shows on the own user list only, not on a sub-dealer's Gebruikers tab; the floating
 * share button shows on every page for an organisation with dealerTokenActive 'true' and shares that page's
 * address with the token; a dealer who saves another organisation's example as a quote keeps fromExample.
 */
import { expect, test, type Page } from './helpers/test';
import { apiLogin, loggedInPage, pageAs } from './helpers/session';

const SUBDEALERS = '/instellingen/subdealer';

async function userMenuLinks(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Account' }).click();
  const hrefs = await page.getByRole('menuitem').evaluateAll((items) => items.map((a) => a.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  return hrefs;
}

test("a sub-dealer's manager: no Subdealers menu, no sub-dealer quote chips, and the list's address goes to the profile", async ({ browser, request, baseURL }, info) => {
  const phone = info.project.name === 'phone';
  const dealer = await loggedInPage(browser, request, baseURL!, 'manager@groenevinger.example', phone);
  await dealer.goto('/configureer-via-offerte/offertes');
  await expect(dealer.locator('[data-chip="subdealers"]')).toBeVisible();
  expect(await userMenuLinks(dealer)).toContain(SUBDEALERS);

  const sub = await loggedInPage(browser, request, baseURL!, 'info@tuinhuizenoost.example', phone);
  await sub.goto('/configureer-via-offerte/offertes');
  await expect(sub.locator('[data-chip="mine"]')).toBeVisible();
  await expect(sub.locator('[data-chip]')).toHaveCount(2);
  await expect(sub.locator('[data-chip="subdealers"], [data-chip="everything"]')).toHaveCount(0);
  expect(await userMenuLinks(sub)).not.toContain(SUBDEALERS);
  await expect(sub.locator(`header a[href="${SUBDEALERS}"]`)).toHaveCount(0);
  await sub.screenshot({ path: `/tmp/h6/subdealer-quotes-${info.project.name}.png`, fullPage: true });
  await sub.goto(SUBDEALERS);
  await expect(sub).toHaveURL(/\/instellingen\/instellen$/);
  await dealer.context().close();
  await sub.context().close();
});

test("'Gebruiker uitnodigen' on the own user list, not on a sub-dealer's Gebruikers tab", async ({ browser, request, baseURL }, info) => {
  const page = await loggedInPage(browser, request, baseURL!, 'manager@groenevinger.example', info.project.name === 'phone');
  await page.goto('/instellingen/gebruiker');
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gebruiker uitnodigen' })).toBeVisible();
  await page.goto('/instellingen/subdealer/wijzigen/5/Tuinhuizen%20Oost/user');
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await expect(page.getByText('Gebruiker uitnodigen')).toHaveCount(0);
  await page.screenshot({ path: `/tmp/h6/subdealer-users-${info.project.name}.png`, fullPage: true });
  await page.context().close();
});

test("the floating share button on every page for dealerTokenActive 'true', sharing that page with the token", async ({ browser, request, baseURL }, info) => {
  const phone = info.project.name === 'phone';
  const page = await loggedInPage(browser, request, baseURL!, 'manager@groenevinger.example', phone);
  for (const path of ['/', '/configureer-via-offerte/offertes', '/instellingen/instellen', '/configuraties']) {
    await page.goto(path);
    await expect(page.getByTestId('dealer-share'), path).toBeVisible();
  }
  await page.screenshot({ path: `/tmp/h6/share-configurations-${info.project.name}.png` });
  if (!phone) {
    // Desktop Chromium has no navigator.share: the copy path runs.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/configureer-via-offerte/offertes');
    await page.getByTestId('dealer-share').click();
    await expect(page.getByRole('status').filter({ hasText: 'Link met dealertoken gekopieerd' })).toBeVisible();
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.pathname).toBe('/configureer-via-offerte/offertes');
    expect(copied.searchParams.get('dealer')).toBe('groenevinger-7f3a');
  }
  // Van Dijk has the setting off: no button anywhere.
  const other = await loggedInPage(browser, request, baseURL!, 'pieter@vandijk.example', phone);
  await other.goto('/configureer-via-offerte/offertes');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(other.getByTestId('dealer-share')).toHaveCount(0);
  await page.context().close();
  await other.context().close();
});

test.describe("a quote's facts in the dealer's configurator", () => {
  test.skip(({ isMobile }) => isMobile, 'downloads are the same on the phone');

  test("the views PDF carries the quote's number and title, and the export statistic its id", async ({ browser, request, baseURL }) => {
    test.setTimeout(150_000);
    const auth = await apiLogin(request, 'manager@groenevinger.example');
    const title = `Facten ${Date.now() % 100000}`;
    const made = await request.post('/api/v1/quote', {
      headers: { Authorization: `Bearer ${auth.idToken}` },
      data: { title, configuration: { selectedHouse: 1015, walls: [{ spaceId: 1, fill: 'both', product: 2002 }] } },
    });
    expect(made.status()).toBe(201);
    const quote = await made.json() as { id: number; number: number; secret: string; organizationId: number };
    const page = await pageAs(browser, baseURL!, auth, false);
    const statistics: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/quote/statistics') && r.method() === 'PUT') statistics.push(JSON.parse(r.postData() ?? '{}'));
    });
    await page.goto(`/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp-via-offerte/${quote.id}/${quote.secret}/${quote.organizationId}`);
    await page.waitForFunction(() => Boolean(window.__view3d), null, { timeout: 60_000 });
    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Aanzichten (PDF)' }).click();
    expect((await pdf).suggestedFilename()).toBe(`Offerte ${quote.number} - ${title} - Aanzichten.pdf`);
    const glb = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporteer GLB' }).click();
    await glb;
    await expect.poll(() => statistics.length).toBe(1);
    expect(statistics[0]).toEqual({ type: 'statistic_type_glb_export_amount', organization_id: 3, key: String(quote.id) });
    await page.context().close();
  });
});

test("a dealer opens another organisation's example by its code and saves it as a quote: fromExample is kept", async ({ browser, request, baseURL }, info) => {
  test.setTimeout(150_000);
  // De Groene Vinger's example (design code 51742), found the way its own dealer's list finds it.
  const owner = await apiLogin(request, 'manager@groenevinger.example');
  const examples = await request.get('/api/v1/quote?statuses[]=EXAMPLE&search[search]=51742', { headers: { Authorization: `Bearer ${owner.idToken}` } });
  const [example] = (await examples.json()).data as { id: number; organizationId: number }[];
  expect(example.organizationId).toBe(3);

  // Van Dijk (organisation 4) opens it by the code in its dealer configurator and saves it: a quote of its own.
  const auth = await apiLogin(request, 'pieter@vandijk.example');
  const page = await pageAs(browser, baseURL!, auth, info.project.name === 'phone');
  await page.goto('/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/51742');
  await expect(page.getByTestId('customer-dialog')).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('customer-dialog')).toBeHidden();
  await page.getByTestId('dealer-save').click();
  await expect(page).toHaveURL(/\/maak-ontwerp-via-offerte\/\d+\/[0-9a-f]+\/4$/);
  const id = Number(/maak-ontwerp-via-offerte\/(\d+)\//.exec(page.url())![1]);
  const saved = await request.get(`/api/v1/quote/${id}`, { headers: { Authorization: `Bearer ${auth.idToken}` } });
  expect(await saved.json()).toMatchObject({ organizationId: 4, fromExample: example.id, status: 'CONCEPT' });
  await page.context().close();
});
