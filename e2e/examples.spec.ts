/**
 * Issue 11 §4-5 in Debian's Chromium against the real server (no mocks): the brand's admin changes a product's
 * price in the database (the dev route a catalogue import stands in for), presses 'Actualiseren' on /configuraties
 * and sees the example's total change, then exports the CSV and parses it; the brand places a quote as an order
 * (a pending record, placed by the server's job while the block polls) and the quote becomes read-only ('Wijzigen
 * uitgeschakeld') with its PDF still downloadable; a dealer saves an example from the customer dialog's
 * 'Maak voorbeeldconfiguratie' tab, and a visitor's design sent from its token link arrives under Leads as
 * ' - via voorbeeld configuratie'.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from './helpers/test';
import { euro, apiLogin, pageAs } from './helpers/session';

const B = '/3d-configurator-zelf-ontwerpen-samenstellen';

async function loggedInPage(browser: Browser, request: APIRequestContext, baseURL: string, email: string, phone: boolean) {
  const auth = await apiLogin(request, email);
  return { page: await pageAs(browser, baseURL, auth, phone, { acceptDownloads: true }), token: auth.idToken };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const configuratorReady = (page: Page) =>
  page.waitForFunction(() => window.__plan2d && window.__configurator && document.querySelector('[data-testid="plan-panel"][data-ready="true"]'), null, { timeout: 45_000 });

/** RFC 4180: quoted fields with doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i += 1; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; } else if (c === '\n') { row.push(field.replace(/\r$/, '')); rows.push(row); row = []; field = ''; } else field += c;
  }
  if (field || row.length) { row.push(field); rows.push(row); }
  return rows;
}

test('the admin actualizes the examples: a changed price reaches the example total; the export parses', async ({ browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'phone';
  const baseURL = testInfo.project.use.baseURL!;
  const { page, token } = await loggedInPage(browser, request, baseURL, 'admin@houtland.example', phone);
  // A house no other journey uses, one per project, so the two projects never change each other's prices.
  const house = phone ? 1013 : 1012;
  const name = `Actualiseren ${testInfo.project.name} ${Date.now()}`;
  const created = await request.post('/api/v1/quote', { headers: bearer(token), data: { configuration: { selectedHouse: house }, status: 'EXAMPLE', title: `${name} - ` } });
  expect(created.status()).toBe(201);
  const example = await created.json();
  const before = example.totalPrice.inclTax as number;
  const product = await (await request.get(`/api/v1/product/${house}`)).json();
  const raise = 12_345;

  await page.goto('/configuraties');
  await expect(page.getByRole('heading', { name: 'Configuraties' })).toBeVisible();
  await expect(page.getByTestId('examples-hint')).toHaveText('Klik op een ontwerp om deze weer te geven');
  await page.getByPlaceholder('Zoek op ontwerp nummer of naam').fill(name);
  const row = page.getByTestId('example-row').filter({ hasText: name });
  await expect(row.getByTestId('row-title')).toHaveText(name);
  await expect(row.getByTestId('row-total')).toHaveText(euro(before));
  await page.screenshot({ path: `/tmp/shots/examples/e2e-configuraties-${testInfo.project.name}.png` });

  try {
    const changed = await request.put(`/api/v1/dev/product/${house}/price`, { data: { price: product.price + raise } });
    expect(changed.status()).toBe(200);
    await page.getByTestId('examples-actualize').click();
    await expect(page.getByTestId('examples-sync')).toHaveText('Synchronisatie gestart');
    await expect(page.getByTestId('examples-sync')).toHaveCount(0, { timeout: 30_000 });
    await expect(row.getByTestId('row-total')).toHaveText(euro(before + raise));

    const downloading = page.waitForEvent('download');
    await page.getByTestId('examples-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^export-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(readFileSync((await download.path())!, 'utf8'));
    expect(rows[0]).toEqual(['id', 'nummer', 'titel', 'organisatie', 'ontwerpcode', 'datum', 'totaal', 'ar_exports', 'leads']);
    const mine = rows.find((r) => r[0] === String(example.id));
    expect(mine).toEqual([String(example.id), String(example.number), name, 'Houtland', example.designCode, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ((before + raise) / 100).toFixed(2), '0', '0']);
    expect(rows.slice(1).every((r) => r.length === 9)).toBe(true);
  } finally {
    await request.put(`/api/v1/dev/product/${house}/price`, { data: { price: product.price } });
  }

  // Opening an example shows it in the configurator.
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${B}/maak-ontwerp-via-offerte/${example.id}/`));
  await configuratorReady(page);
  await page.context().close();
});

test('the brand places a quote as an order; the quote becomes read-only', async ({ browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'phone';
  const baseURL = testInfo.project.use.baseURL!;
  const { page, token } = await loggedInPage(browser, request, baseURL, 'admin@houtland.example', phone);
  const person = await request.post('/api/v1/client/person', {
    headers: bearer(token),
    data: {
      firstName: 'Bart', lastName: 'Besteller', addresses: [{ street: 'Dorpsstraat', houseNumber: '7', postalCode: '3451 AB', city: 'Vleuten' }],
      phones: [{ number: '0612345678' }], emails: [{ email: 'bart@example.nl' }],
    },
  });
  expect(person.status()).toBe(201);
  const created = await request.post('/api/v1/quote', {
    headers: bearer(token), data: { configuration: { selectedHouse: 1001 }, title: `Order ${testInfo.project.name}`, clientId: (await person.json()).id },
  });
  expect(created.status()).toBe(201);
  const quote = await created.json();

  await page.goto(`${B}/maak-ontwerp-via-offerte/${quote.id}/${quote.secret}/${quote.organizationId}`);
  await configuratorReady(page);
  await expect(page.getByTestId('locked-overlay')).toHaveCount(0);
  await page.getByTestId('cart-button').click();
  const block = page.getByTestId('accounting-block');
  await expect(block.getByTestId('accounting-status')).toHaveText('Niet gekoppeld aan het boekhoudsysteem');
  const place = block.getByTestId('accounting-place');
  await expect(place).toHaveText('Plaats order bij Houtland');
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page.getByRole('dialog', { name: 'Weet je zeker dat je deze order wilt plaatsen?' })).toBeVisible();
  const answered = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/integrationafas/quote/${quote.id}`));
  await page.getByTestId('accounting-confirm').click();
  // The PUT only stores the record and its job (202, pending); the server's worker places the order and the block
  // polls until it is placed. Meanwhile the button says 'Synchroniseren...' and stays disabled.
  const put = await answered;
  expect(put.status()).toBe(202);
  expect(await put.json()).toMatchObject({ state: 'pending', externalId: null });
  await expect(place).toBeDisabled();
  await expect(block.getByTestId('accounting-status')).toHaveText('Up-to-date met het boekhoudsysteem');
  await expect(block.getByTestId('accounting-order')).toContainText('Ontvangen');
  await expect(place).toBeDisabled();
  await expect(page.getByTestId('quote-locked')).toContainText('Wijzigen uitgeschakeld');
  await expect(page.getByTestId('quote-reference')).toBeDisabled();
  // Reading is not changing: the PDF still downloads; sending (which makes the quote SENT) is off.
  await expect(page.getByTestId('quote-send')).toBeDisabled();
  const download = page.getByTestId('quote-download');
  await expect(download).toBeEnabled();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^Offerte \d+ - Order .*\.pdf$/);
  await page.screenshot({ path: `/tmp/shots/examples/e2e-order-panel-${testInfo.project.name}.png` });
  await page.getByTestId('dealer-quote-panel-close').click();
  await expect(page.getByTestId('locked-overlay')).toContainText('Wijzigen uitgeschakeld');
  await expect(page.getByTestId('locked-reason')).toHaveText('Deze offerte is naar het boekhoudsysteem verstuurd en kan niet meer worden gewijzigd.');

  // The server refuses every change, whoever asks; after a reload the quote opens read-only again.
  const change = await request.put(`/api/v1/quote/${quote.id}`, { headers: bearer(token), data: { reference: 'toch wijzigen' } });
  expect(change.status()).toBe(409);
  await page.reload();
  await configuratorReady(page);
  await expect(page.getByTestId('locked-overlay')).toContainText('Wijzigen uitgeschakeld');
  await page.screenshot({ path: `/tmp/shots/examples/e2e-order-locked-${testInfo.project.name}.png` });
  await page.context().close();
});

test("a dealer saves an example from 'Maak voorbeeldconfiguratie'; a design sent from its token link is a lead 'via voorbeeld configuratie'", async ({ browser, request }, testInfo) => {
  test.setTimeout(240_000);
  const phone = testInfo.project.name === 'phone';
  const baseURL = testInfo.project.use.baseURL!;
  const { page } = await loggedInPage(browser, request, baseURL, 'manager@groenevinger.example', phone);
  const stamp = `${testInfo.project.name}${Date.now()}`;
  const title = `Voorbeeld ${stamp}`;

  await page.goto(`${B}/maak-ontwerp?house=1014`);
  await configuratorReady(page);
  const dialog = page.getByTestId('customer-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'Maak voorbeeldconfiguratie' }).click();
  await expect(page.getByTestId('example-link-button')).toBeDisabled();
  await page.getByLabel('Naam van het ontwerp').fill(title);
  await page.getByTestId('example-save').click();
  await expect(page).toHaveURL(new RegExp(`${B}/maak-ontwerp-via-offerte/\\d+/`));
  const id = Number(new URL(page.url()).pathname.split('/')[3]);
  await page.getByTestId('example-link-button').click();
  const link = await page.getByTestId('example-link').inputValue();
  expect(link).toMatch(new RegExp(`${B}/maak-ontwerp/${id}/3/[0-9a-f]+\\?dealer=groenevinger-7f3a$`));
  await page.screenshot({ path: `/tmp/shots/examples/e2e-example-tab-${testInfo.project.name}.png` });

  // The example is listed under Configuraties.
  await page.goto('/configuraties');
  await page.getByPlaceholder('Zoek op ontwerp nummer of naam').fill(stamp);
  await expect(page.getByTestId('example-row')).toHaveCount(1);
  await expect(page.getByTestId('example-row').getByTestId('row-title')).toHaveText(title);

  // A visitor opens the link (a copy of the example, linked to the dealer) and sends the design in.
  const visit = await pageAs(browser, baseURL, null, phone);
  const url = new URL(link);
  await visit.goto(`${url.pathname}${url.search}`);
  await configuratorReady(visit);
  await expect(visit.getByTestId('dealer-badge')).toBeVisible();
  await visit.getByTestId('cart-button').click();
  const form = visit.getByTestId('lead-form');
  const lastName = `Kopie${stamp}`;
  const values: Record<string, string> = {
    Voornaam: 'Vera', Achternaam: lastName, Straat: 'Dorpsstraat', Huisnummer: '12a', Postcode: '3511 AB', Stad: 'Utrecht',
    Telefoonnummer: '06-12345678', Emailadres: `vera.${stamp}@voorbeeld.nl`,
  };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  await visit.getByTestId('lead-submit').click();
  await expect(visit).toHaveURL('/bedankt/dealer');
  await visit.context().close();

  // The dealer finds it under Leads with the example suffix; the example itself is unchanged.
  await page.goto('/configureer-via-offerte/leads');
  await page.getByPlaceholder('Zoek op offerte nummer of klantnaam').fill(lastName);
  await expect(page.getByTestId('lead-row')).toHaveCount(1);
  await expect(page.getByTestId('lead-row').getByTestId('row-title')).toHaveText(/ - via voorbeeld configuratie$/);
  await page.context().close();
});
