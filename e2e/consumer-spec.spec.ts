/**
 * Issue 14: the visitor's side to the letter of the spec, in Debian's Chromium against the real server. Whose
 * settings count (a dealer token with AR and the live price off), the exports of an opened quote (views PDF
 * name, the export statistic), 'Exporteer GLTF' for the main supplier only, old paths, the Leads menu, the
 * loose-product amount in the cart, and what the visitor sees when pricing or sending fails. Failures are made by
 * cutting the connection to one endpoint (the server being down), never by inventing an answer.
 */
import { expect, test, type APIRequestContext, type Page } from './helpers/test';
import { placeWall } from './helpers/plan-input';
import { chooseFromMenu } from './helpers/product-menu';

const B = '/3d-configurator-zelf-ontwerpen-samenstellen';
const HOUSE = 1015; // Tuinhuis Zadeldak 300x300
const configurator = `${B}/maak-ontwerp?house=${HOUSE}`;

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(window.__configurator && window.__plan2d
    && document.querySelector('[data-testid="plan-panel"][data-ready="true"]')), null, { timeout: 30_000 });
}

async function loginAs(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const answer = await request.post('/api/v1/auth/login', { data: { email, password: 'demo1234' } });
  expect(answer.ok()).toBe(true);
  const { user, organization, tokens } = await answer.json();
  await page.addInitScript((session) => localStorage.setItem('auth', JSON.stringify(session)), { user, organization, idToken: tokens.idToken });
}

interface Lead { id: number; organizationId: number; secret: string }

/** A saved quote to open: a lead sent in through the API with a small design. */
async function sendLead(request: APIRequestContext, tag: string, dealerToken?: string): Promise<Lead & { number: number; title: string }> {
  const configuration = {
    selectedHouse: HOUSE,
    walls: [{ spaceId: 1, fill: 'both', product: 2002 }],
  };
  const answer = await request.post('/api/v1/quote/consumer', {
    data: {
      createLead: true, configuration, dealerToken,
      client: {
        firstName: 'Eva', lastName: 'Bakker', street: 'Lindelaan', houseNumber: '8', postalCode: '3512 JK', city: 'Utrecht',
        telephone: '06-87654321', email: `eva.${tag}.${Date.now()}@voorbeeld.nl`,
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const lead = await answer.json() as Lead;
  const quote = (await (await request.get(`/api/v1/quote/unauthorized/${lead.id}/${lead.organizationId}/${lead.secret}`)).json()).quote;
  return { ...lead, number: quote.number, title: quote.title };
}

test.describe('whose settings count (ARCHITECTURE §3 reading 11)', () => {
  test("the brand's for a visitor without a token: AR, 'Offerte & insturen' and the live price", async ({ page }) => {
    await page.goto(configurator);
    await ready(page);
    await expect(page.getByTestId('ar-button')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('cart-button')).toHaveText('Offerte & insturen');
    await expect(page.getByTestId('price-estimate')).toContainText('€');
  });

  test("a dealer token's, with AR and realTimePrice off: no AR button, 'Offerte', no live price", async ({ page }) => {
    await page.goto(`${configurator}&dealer=vandijk-2c9d`);
    await ready(page);
    await expect(page.getByTestId('cart-button')).toHaveText('Offerte');
    await expect(page.getByTestId('view3d-panel')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('ar-button')).toHaveCount(0);
    await expect(page.getByTestId('price-estimate')).toHaveCount(0);
    // The live estimate is still computed (the cart uses the server's price); it is only not shown.
    await expect.poll(() => page.evaluate(() => window.__configurator!.price().status), { timeout: 20_000 }).toBe('ready');
  });

  test("an opened quote's organisation wins over the dealer token", async ({ page, request }) => {
    // A quote of Van Dijk (AR and realTimePrice off), made by its dealer: a lead never goes there, since its
    // dealerTokenActive is off too (ARCHITECTURE §3 reading 17).
    const login = await request.post('/api/v1/auth/login', { data: { email: 'pieter@vandijk.example', password: 'demo1234' } });
    const saved = await request.post('/api/v1/quote', {
      headers: { Authorization: `Bearer ${(await login.json()).tokens.idToken}` },
      data: { configuration: { selectedHouse: HOUSE, walls: [{ spaceId: 1, fill: 'both', product: 2002 }] } },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const lead = await saved.json() as Lead;
    expect(lead.organizationId).toBe(4);
    // This visitor carries no dealer token (the brand's settings would show AR): the quote's organisation counts.
    await page.goto(`${B}/maak-ontwerp/${lead.id}/${lead.organizationId}/${lead.secret}`);
    await ready(page);
    await expect(page.getByTestId('cart-button')).toHaveText('Offerte');
    await expect(page.getByTestId('view3d-panel')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('ar-button')).toHaveCount(0);
    await expect(page.getByTestId('price-estimate')).toHaveCount(0);
  });
});

test.describe('exports of an opened quote', () => {
  test.skip(({ isMobile }) => isMobile, 'downloads are the same on the phone');

  test("the views PDF is named after the quote's number and title; the export statistic is keyed by its id", async ({ page, request }) => {
    test.setTimeout(120_000);
    const lead = await sendLead(request, 'exports');
    const statistics: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/quote/statistics') && r.method() === 'PUT') statistics.push(JSON.parse(r.postData() ?? '{}'));
    });
    await page.goto(`${B}/maak-ontwerp/${lead.id}/${lead.organizationId}/${lead.secret}`);
    await ready(page);
    await page.waitForFunction(() => Boolean(window.__view3d), null, { timeout: 30_000 });

    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Aanzichten (PDF)' }).click();
    expect(lead.number).toBeGreaterThan(0);
    expect((await pdf).suggestedFilename()).toBe(`Offerte ${lead.number} - ${lead.title} - Aanzichten.pdf`);

    for (let i = 0; i < 2; i += 1) {
      const glb = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exporteer GLB' }).click();
      await glb;
    }
    await expect.poll(() => statistics.length).toBe(1);
    expect(statistics[0]).toEqual({ type: 'statistic_type_glb_export_amount', organization_id: lead.organizationId, key: String(lead.id) });
  });

  test('a new design that is no quote yet is not counted', async ({ page }) => {
    const statistics: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith('/api/v1/quote/statistics')) statistics.push(r.url()); });
    await page.goto(configurator);
    await ready(page);
    await page.waitForFunction(() => Boolean(window.__view3d), null, { timeout: 30_000 });
    const glb = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporteer GLB' }).click();
    const download = await glb;
    expect(download.suggestedFilename()).toBe('Tuinhuis Zadeldak 300x300.glb');
    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Aanzichten (PDF)' }).click();
    expect((await pdf).suggestedFilename()).toBe('Offerte 0 - Tuinhuis Zadeldak 300x300 - Aanzichten.pdf');
    expect(statistics).toEqual([]);
  });

  test("'Exporteer GLTF' is offered to the main supplier on a local host", async ({ page, request }) => {
    test.setTimeout(120_000);
    await loginAs(page, request, 'admin@houtland.example');
    await page.goto(configurator);
    await ready(page);
    // A logged-in user's new design starts with the customer dialog (spec §2 'Customer dialog'): chosen later.
    await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click();
    await page.getByTestId('ar-button').click();
    await expect(page.getByTestId('design-ready-dialog')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Exporteer GLTF' })).toBeVisible();
  });
});

test('old paths redirect to the new ones with their parameters', async ({ page }) => {
  await page.goto(`/maak-ontwerp?house=${HOUSE}`);
  await expect(page).toHaveURL(configurator);
  await ready(page);
  expect(await page.evaluate(() => window.__configurator!.configuration().selectedHouse)).toBe(HOUSE);
  await page.goto('/kies-tuinhuis/45');
  // The size step then writes the category and size slugs into the address (spec §2), keeping the id last.
  await expect(page).toHaveURL(new RegExp(`${B}/kies-tuinhuis/([a-z0-9-]+/[a-z0-9-]+/)?45$`));
  await page.goto('/pagina-die-nooit-bestond');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test.describe('the Leads menu', () => {
  test.skip(({ isMobile }) => isMobile, 'on the phone the same links sit in the user menu');
  for (const [email, shows] of [
    ['manager@groenevinger.example', true], // dealerTokenActive 'true'
    ['admin@houtland.example', true], // the brand
    ['info@tuinhuizenoost.example', false], // a sub-dealer without the dealer token
  ] as const) {
    test(`${shows ? 'shows' : 'does not show'} for ${email}`, async ({ page, request }) => {
      await loginAs(page, request, email);
      await page.goto('/help');
      const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
      await expect(nav.getByRole('link', { name: 'Offertes' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Leads' })).toHaveCount(shows ? 1 : 0);
    });
  }
});

test('the cart changes a loose product amount as typed: absolute value, 0 removes it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(configurator);
  await ready(page);
  await chooseFromMenu(page, 'Bijproducten', 'Regenton 200 liter', { closeDrawer: true });
  await expect.poll(() => page.evaluate(() => window.__configurator!.configuration().looseProducts)).toEqual([{ productId: 9002, amount: 1 }]);
  // The menu's own toast goes first (2000 ms), so the one below is the cart's.
  await expect(page.getByText('Product succesvol toegevoegd')).toHaveCount(0, { timeout: 5_000 });
  await page.getByTestId('cart-button').click();
  const panel = page.getByTestId('quote-panel');
  const loose = panel.getByTestId('quote-loose-products');
  await expect(loose.getByRole('heading', { name: 'Bijproducten' })).toBeVisible({ timeout: 20_000 });
  const field = loose.getByLabel(/^Aantal Regenton/);
  await expect(field).toHaveValue('1');

  await field.fill('3');
  await field.press('Enter');
  await expect.poll(() => page.evaluate(() => window.__configurator!.configuration().looseProducts)).toEqual([{ productId: 9002, amount: 3 }]);
  // The toast stands outside the modal panel, so it is found by its text rather than its role.
  await expect(page.getByText('Product succesvol toegevoegd')).toBeVisible();
  await expect(loose.getByTestId('quote-loose-product')).toContainText('€ 237,00');

  await field.fill('-2');
  await field.blur();
  await expect.poll(() => page.evaluate(() => window.__configurator!.configuration().looseProducts)).toEqual([{ productId: 9002, amount: 2 }]);
  await expect(loose.getByTestId('quote-loose-product')).toContainText('€ 158,00');

  await field.fill('0');
  await field.press('Enter');
  await expect.poll(() => page.evaluate(() => window.__configurator!.configuration().looseProducts)).toEqual([]);
  await expect(panel.getByTestId('quote-loose-products')).toHaveCount(0, { timeout: 20_000 });
});

test.describe('when the server cannot be reached', () => {
  test('the cart turns red after a failed calculation, and back once one succeeds', async ({ page }) => {
    await page.goto(configurator);
    await ready(page);
    await page.route('**/api/v1/quote/consumer/price', (route) => route.abort('connectionrefused'));
    const cart = page.getByTestId('cart-button');
    await expect(cart).toHaveAttribute('data-failed', 'false');
    await cart.click();
    await expect(page.getByTestId('quote-error')).toHaveText('Er is iets misgegaan', { timeout: 20_000 });
    await page.getByTestId('quote-close').click();
    await expect(cart).toHaveAttribute('data-failed', 'true');
    await expect(cart).toHaveAttribute('title', 'Er is iets misgegaan');

    // The server is back; the next change is priced again and the cart is no longer red.
    await page.unroute('**/api/v1/quote/consumer/price');
    await placeWall(page, 1, 'Wand Zweeds rabat');
    await expect(cart).toHaveAttribute('data-failed', 'false', { timeout: 20_000 });
  });

  test("sending the lead says 'Er ging iets fout' and keeps the form", async ({ page }) => {
    await page.goto(configurator);
    await ready(page);
    await page.getByTestId('cart-button').click();
    const form = page.getByTestId('lead-form');
    await expect(page.getByTestId('quote-total')).toBeVisible({ timeout: 20_000 });
    const values: Record<string, string> = {
      Voornaam: 'Jan', Achternaam: 'de Vries', Straat: 'Dorpsstraat', Huisnummer: '12a', Postcode: '3511 AB', Stad: 'Utrecht',
      Telefoonnummer: '06-12345678', Emailadres: 'jan.fout@voorbeeld.nl',
    };
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
    await page.route('**/api/v1/quote/consumer', (route) => route.abort('connectionrefused'));
    await page.getByTestId('lead-submit').click();
    await expect(page.getByTestId('lead-failed')).toHaveText('Er ging iets fout');
    await expect(page).toHaveURL(configurator);
    await expect(form.getByLabel('Voornaam', { exact: true })).toHaveValue('Jan');
    await expect(page.getByTestId('lead-submit')).toBeEnabled();
  });
});
