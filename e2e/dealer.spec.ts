/**
 * Issue 9: a dealer works a lead into an accepted quote, in Debian's Chromium against the real server (no mocks).
 * A visitor's lead with the dealer token is set up through the API; the manager follows the link of the new-lead
 * mail (read from the outbox), logs in, takes the lead in treatment and makes the quote from the leads list,
 * changes a wall and saves in the configurator, edits the reference and a manual line's price on the quote page
 * and accepts it; the quotes list finds it by search and tab; the seller of the same organisation sees it only under
 * 'Alle offertes van mijn organisatie'; the user of organisation 4 who types its address sees nothing of it.
 *
 * House 1016 'Tuinhuis Zadeldak 400x300': leaves 1 and 2 along the top, 5 the left side (see plan2d.spec.ts).
 */
import { expect, test, type APIRequestContext, type Page } from './helpers/test';
import { placeWall } from './helpers/plan-input';
import { euro, apiLogin, loggedInPage } from './helpers/session';
import { chooseFromMenu } from './helpers/product-menu';

const DEALER_TOKEN = 'groenevinger-7f3a';
const DEALER_MAIL = 'info@groenevinger.example';

interface Lead { id: number; number: number; organizationId: number; secret: string }
interface Quote {
  id: number; number: number; status: string; reference: string | null; userId: number | null;
  totalPrice: { inclTax: number }; lines: { name: string; category: string; price: number; isEditable: boolean }[];
  configuration: { walls: { spaceId: number }[]; enableCategories?: Record<string, boolean> };
}

async function sendLead(request: APIRequestContext, lastName: string): Promise<Lead> {
  const answer = await request.post('/api/v1/quote/consumer', {
    data: {
      createLead: true, dealerToken: DEALER_TOKEN, configuration: { selectedHouse: 1016 }, note: 'Graag bellen na 17:00',
      client: {
        firstName: 'Femke', lastName, street: 'Lindelaan', houseNumber: '42b', postalCode: '3512 JK', city: 'Utrecht',
        telephone: '06-12345678', email: `femke.${lastName.toLowerCase()}@voorbeeld.nl`,
      },
    },
  });
  expect(answer.status()).toBe(201);
  return answer.json();
}

/** The dealer's new-lead mail for this lead (it may arrive a moment after the lead: polled, never slept). */
async function dealerLink(request: APIRequestContext, lead: Lead): Promise<string> {
  const marker = `maak-ontwerp-via-offerte%2F${lead.id}%2F`;
  let href: string | undefined;
  await expect.poll(async () => {
    const answer = await request.get(`/api/v1/dev/outbox?search[to]=${encodeURIComponent(DEALER_MAIL)}&limit=50`);
    const mails = (await answer.json()).data as { html: string }[];
    href = mails.map((m) => /href="([^"]*\/inloggen\/[^"]+)"/.exec(m.html)?.[1]).find((h) => h?.includes(marker));
    return !!href;
  }, { timeout: 20_000 }).toBe(true);
  return new URL(href!.replace(/&amp;/g, '&')).pathname;
}

/** A page of a user logged in through the API (the login screen is not the point of these steps). */
async function fetchQuote(request: APIRequestContext, token: string, id: number): Promise<Quote> {
  const answer = await request.get(`/api/v1/quote/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return answer.json();
}

const configuratorReady = (page: Page) =>
  page.waitForFunction(() => window.__plan2d && window.__configurator && document.querySelector('[data-testid="plan-panel"][data-ready="true"]'), null, { timeout: 45_000 });

test('a manager works a lead from the mail into an accepted quote; seller and another dealer see what they may', async ({ page, request, browser }, testInfo) => {
  test.setTimeout(300_000);
  const phone = testInfo.project.name === 'phone';
  const baseURL = testInfo.project.use.baseURL!;
  const lastName = `Dealerreis${phone ? 'Telefoon' : 'Desktop'}${Date.now()}`;
  const lead = await sendLead(request, lastName);

  // The link of the new-lead mail goes through the login screen to the lead in the dealer's configurator.
  await page.goto(await dealerLink(request, lead));
  await page.getByLabel('E-mailadres').fill('manager@groenevinger.example');
  await page.getByLabel('Wachtwoord').fill('demo1234');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(new RegExp(`/maak-ontwerp-via-offerte/${lead.id}/${lead.secret}/${lead.organizationId}$`));
  await configuratorReady(page);
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('lead-block')).toBeVisible();
  await expect(page.getByTestId('quote-customer')).toContainText(`Femke ${lastName}`);
  await page.getByTestId('dealer-quote-panel-close').click();
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!).idToken as string);

  // Leads: under 'Nieuw' with ' - via dealer token'; the header badge counts the new leads.
  await page.goto('/configureer-via-offerte/leads');
  await expect(page.getByTestId('lead-badge').filter({ visible: true })).toHaveText(/^(\d+|99\+)$/);
  await page.getByPlaceholder('Zoek op offerte nummer of klantnaam').fill(lastName);
  const row = page.getByTestId('lead-row').filter({ hasText: lastName });
  await expect(row.getByTestId('row-title')).toHaveText(new RegExp(`^#${lead.number} - .+ - via dealer token$`));
  await expect(page.getByRole('tab', { name: /Nieuw/ })).toHaveAttribute('aria-selected', 'true');
  await row.getByTestId('lead-status').click();
  const statusDialog = page.getByTestId('lead-status-dialog');
  await expect(statusDialog.getByTestId('customer-details')).toContainText('Lindelaan 42b');
  await page.getByTestId('lead-take-in-treatment').click();
  await expect(page.getByTestId('lead-result-dialog')).toHaveAttribute('data-result', 'inTreatment');
  await expect(page.getByRole('dialog')).toContainText('In behandeling genomen');
  await expect(page.getByRole('dialog')).toContainText('De klant krijgt hiervan geen bericht.');
  await page.getByTestId('lead-back-to-leads').click();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: /In behandeling/ }).click();
  await expect(row).toHaveCount(1);
  await row.getByTestId('lead-status').click();
  await expect(page.getByTestId('lead-take-in-treatment')).toHaveCount(0);
  await page.screenshot({ path: `/tmp/shots/dealer/e2e-status-dialog-${testInfo.project.name}.png` });
  await page.getByTestId('lead-make-quote').click();
  await expect(page.getByTestId('lead-result-dialog')).toHaveAttribute('data-result', 'accepted');
  await expect(page.getByRole('dialog')).toContainText('Aangenomen');
  await page.getByTestId('lead-view-accepted').click();

  // The configurator on the quote: a wall changed and saved.
  await expect(page).toHaveURL(new RegExp(`/maak-ontwerp-via-offerte/${lead.id}/`));
  await configuratorReady(page);
  await chooseFromMenu(page, 'Wanden', 'Wand horizontale planken', { closeDrawer: true });
  const space = await page.evaluate(() => window.__plan2d!.spaceCenter(1)!);
  if (phone) await page.touchscreen.tap(space.x, space.y); else await page.mouse.click(space.x, space.y);
  await expect(page.getByTestId('dealer-save')).toHaveAttribute('data-dirty', 'true');
  await page.getByTestId('dealer-save').click();
  await expect(page.getByTestId('dealer-save')).toHaveAttribute('data-dirty', 'false');
  await expect.poll(async () => (await fetchQuote(request, token, lead.id)).configuration.walls.map((w) => w.spaceId)).toEqual([1]);

  // The quote page: reference, a manual line and its price, the status.
  await page.getByTestId('cart-button').click();
  const quotePage = page.getByTestId('quote-page');
  await expect(quotePage).toHaveAttribute('data-status', 'CONCEPT');
  await expect(page.getByTestId('quote-title')).toHaveText(`Offerte #${lead.number}`);
  await expect(quotePage.getByTestId('quote-line').filter({ hasText: 'Wand horizontale planken' })).toHaveCount(1);
  const before = await fetchQuote(request, token, lead.id);
  await expect(page.getByTestId('quote-total')).toHaveText(euro(before.totalPrice.inclTax));
  await page.getByTestId('quote-reference').fill(`Tuin ${lastName}`);
  await page.getByTestId('quote-reference').press('Enter');
  await expect.poll(async () => (await fetchQuote(request, token, lead.id)).reference).toBe(`Tuin ${lastName}`);
  await page.getByTestId('extra-line-add').click();
  const price = page.getByTestId('extra-line').last().locator('[data-field="price"]');
  await price.fill('45');
  await price.blur();
  await expect(page.getByTestId('quote-total')).toHaveText(euro(before.totalPrice.inclTax + 4500));
  await price.fill('12,50');
  await price.blur();
  await expect(page.getByTestId('extra-line-total').last()).toHaveText('€ 12,50');
  await expect(page.getByTestId('quote-total')).toHaveText(euro(before.totalPrice.inclTax + 1250));
  await page.getByTestId('quote-status').click();
  await page.getByRole('option', { name: 'Geaccepteerd' }).click();
  await expect(quotePage).toHaveAttribute('data-status', 'ACCEPTED');
  const accepted = await fetchQuote(request, token, lead.id);
  expect(accepted).toMatchObject({ status: 'ACCEPTED', number: lead.number, reference: `Tuin ${lastName}` });
  expect(accepted.lines.filter((l) => l.category === 'extra').map((l) => l.price)).toEqual([1250]);
  expect(accepted.totalPrice.inclTax).toBe(before.totalPrice.inclTax + 1250);
  await page.screenshot({ path: `/tmp/shots/dealer/e2e-quote-page-${testInfo.project.name}.png` });

  // The quotes list finds it by search and under its tab ('Mijn offertes': the manager took the lead on).
  await page.goto('/configureer-via-offerte/offertes');
  await page.getByPlaceholder('Doorzoek offertes').fill(lastName);
  const quoteRow = page.getByTestId('quote-row').filter({ hasText: `#${lead.number} - ` });
  await expect(quoteRow.getByTestId('row-status')).toHaveText('Geaccepteerd');
  await expect(quoteRow.getByTestId('row-total')).toHaveText(euro(accepted.totalPrice.inclTax));
  await page.getByRole('tab', { name: 'Concept' }).click();
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await page.getByRole('tab', { name: 'Geaccepteerd' }).click();
  await expect(quoteRow).toHaveCount(1);

  // The seller of the same organisation: not under 'Mijn offertes', but under the organisation's quotes.
  const seller = await loggedInPage(browser, request, baseURL, 'verkoper@groenevinger.example', phone);
  await seller.goto('/configureer-via-offerte/offertes');
  await expect(seller.getByRole('radio', { name: 'Mijn offertes' })).toHaveAttribute('aria-checked', 'true');
  await expect(seller.getByRole('radio', { name: 'Toon alles' })).toHaveCount(0);
  await seller.getByPlaceholder('Doorzoek offertes').fill(lastName);
  await expect(seller.getByTestId('list-empty')).toBeVisible();
  await seller.getByRole('radio', { name: 'Alle offertes van mijn organisatie' }).click();
  await expect(seller.getByTestId('quote-row').filter({ hasText: `#${lead.number} - ` })).toHaveCount(1);
  await seller.context().close();

  // Another dealer (organisation 4) who types the quote's address sees no data of it.
  const other = await loggedInPage(browser, request, baseURL, 'pieter@vandijk.example', phone);
  await other.goto(`/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp-via-offerte/${lead.id}/${lead.secret}/${lead.organizationId}`);
  await expect(other.getByTestId('configurator-load-failed')).toHaveText(/Laden van offerte is mislukt/);
  await expect(other.getByText(lastName)).toHaveCount(0);
  await other.goto('/configureer-via-offerte/offertes');
  await other.getByRole('radio', { name: 'Toon alles' }).click();
  await other.getByPlaceholder('Doorzoek offertes').fill(lastName);
  await expect(other.getByTestId('list-empty')).toBeVisible();
  await other.context().close();
});

test('a new design: the customer dialog first and from the cart, its rules after blur; the first save makes the quote without reloading', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'phone';
  const auth = await apiLogin(request, 'verkoper@groenevinger.example');
  await page.addInitScript((value) => localStorage.setItem('auth', value), JSON.stringify(auth));
  await page.goto('/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp?house=1016');
  const dialog = page.getByTestId('customer-dialog');
  // The first open of the configurator on two loaded cores (CI runs two workers) can take longer than 15 s.
  await expect(dialog.getByRole('tab', { name: 'Nieuwe klant' })).toHaveAttribute('aria-selected', 'true', { timeout: 40_000 });
  await expect(dialog.getByRole('tab', { name: 'Bestaande klant' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Dealers' })).toHaveCount(0);
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  const error = (label: string) => field(label).locator('xpath=following-sibling::p[1]');
  const submit = dialog.getByTestId('customer-submit');
  await expect(submit).toBeDisabled();
  await field('Voornaam').fill('');
  await field('Voornaam').blur();
  await expect(error('Voornaam')).toHaveText('Voornaam is verplicht');
  await expect(error('Achternaam')).toHaveCount(0);
  await field('Postcode').fill('3511');
  await field('Postcode').blur();
  await expect(error('Postcode')).toHaveText('Postcode is verplicht');
  await field('E-mailadres').fill('kees@voorbeeld');
  await field('E-mailadres').blur();
  await expect(error('E-mailadres')).toHaveText('E-mailadres is verplicht');
  await page.screenshot({ path: `/tmp/shots/dealer/e2e-customer-errors-${testInfo.project.name}.png` });
  // Closed without a choice: the cart asks for the customer before it shows the quote.
  await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click();
  await expect(dialog).toHaveCount(0);
  await configuratorReady(page);
  await placeWall(page, 5, 'Wand Zweeds rabat');
  await page.getByTestId('cart-button').click();
  await expect(dialog).toBeVisible();
  const lastName = `Nieuwontwerp${phone ? 'Telefoon' : 'Desktop'}${Date.now()}`;
  const values: Record<string, string> = {
    Voornaam: 'Kees', Achternaam: lastName, Straat: 'Kerkstraat', Huisnummer: '3', Postcode: '3511 AB', Stad: 'Utrecht',
    'E-mailadres': 'kees@voorbeeld.nl', Telefoonnummer: '0612345678',
  };
  for (const [label, value] of Object.entries(values)) await field(label).fill(value);
  await expect(error('Postcode')).toHaveCount(0);
  // The server cannot be reached once: 'Fout bij aanmaken', and what was typed stays for the next try.
  await page.route('**/api/v1/client/person', (route) => route.abort(), { times: 1 });
  await submit.click();
  await expect(dialog.getByTestId('customer-form-error')).toHaveText('Fout bij aanmaken');
  await expect(field('Achternaam')).toHaveValue(lastName);
  await submit.click();
  await expect(dialog).toHaveCount(0);

  // Chosen from the cart, the customer goes with the first save, which makes the quote and moves the address to it.
  await expect(page.getByTestId('quote-customer')).toContainText(`Kees ${lastName}`);
  await expect(page).toHaveURL(/\/maak-ontwerp-via-offerte\/\d+\/[0-9a-f]+\/3$/);
  await expect(page.getByTestId('dealer-save')).toHaveAttribute('data-dirty', 'false');
  await expect(page.getByTestId('quote-seller')).not.toHaveText('-');
  await expect(page.getByTestId('quote-due-date')).toHaveText('-');
  await expect(page.getByTestId('quote-line').filter({ hasText: 'Wand' })).not.toHaveCount(0);
  // The same editor goes on (its undo history is still there): moving to the quote's address reloaded nothing.
  expect(await page.evaluate(() => window.__configurator!.history().canUndo)).toBe(true);

  // A category switched off on the quote page is part of the design: saved with it, and the top bar's live price
  // follows at once (no reopening), equal to the server's total.
  const quoteId = Number(/maak-ontwerp-via-offerte\/(\d+)\//.exec(page.url())![1]);
  const withMaterial = await fetchQuote(request, auth.idToken, quoteId);
  const material = page.getByTestId('quote-category-material');
  await expect(material).toHaveAttribute('data-enabled', 'true');
  await material.getByTestId('category-switch').click();
  await expect(material).toHaveAttribute('data-enabled', 'false');
  await expect.poll(async () => (await fetchQuote(request, auth.idToken, quoteId)).totalPrice.inclTax).toBeLessThan(withMaterial.totalPrice.inclTax);
  const switched = await fetchQuote(request, auth.idToken, quoteId);
  expect(switched.configuration.enableCategories).toMatchObject({ material: false });
  await expect(page.getByTestId('quote-total')).toHaveText(euro(switched.totalPrice.inclTax));
  await expect(page.getByTestId('price-estimate').first()).toContainText(euro(switched.totalPrice.inclTax));
  await expect(page.getByTestId('dealer-save')).toHaveAttribute('data-dirty', 'false');
});

test('deleting asks first; a removed quote stays as Verwijderd, a removed lead can be restored', async ({ page, request }) => {
  const auth = await apiLogin(request, 'manager@groenevinger.example');
  const headers = { Authorization: `Bearer ${auth.idToken}` };
  const tag = `Weg${test.info().project.name}${Date.now()}`;
  const created = await request.post('/api/v1/quote', { headers, data: { configuration: { selectedHouse: 1016 }, title: `Offerte ${tag}` } });
  expect(created.status()).toBe(201);
  const quote = await created.json();
  const lead = await sendLead(request, tag);
  await page.addInitScript((value) => localStorage.setItem('auth', value), JSON.stringify(auth));

  await page.goto('/configureer-via-offerte/offertes');
  await page.getByPlaceholder('Doorzoek offertes').fill(tag);
  const row = page.getByTestId('quote-row').filter({ hasText: `#${quote.number} - ` });
  await row.getByTestId('quote-remove').click();
  await expect(page.getByRole('dialog')).toContainText('Wil je deze offerte echt verwijderen?');
  await page.getByRole('button', { name: 'Annuleren' }).click();
  await expect(row.getByTestId('row-status')).toHaveText('Concept');
  await row.getByTestId('quote-remove').click();
  await page.getByTestId('confirm-yes').click();
  await expect(row.getByTestId('row-status')).toHaveText('Verwijderd');
  await expect(row.getByTestId('quote-remove')).toHaveCount(0);
  expect((await (await request.get(`/api/v1/quote/${quote.id}`, { headers })).json()).status).toBe('DELETED');

  await page.goto('/configureer-via-offerte/leads');
  await page.getByPlaceholder('Zoek op offerte nummer of klantnaam').fill(tag);
  const leadRow = page.getByTestId('lead-row').filter({ hasText: `#${lead.number} - ` });
  await leadRow.getByTestId('lead-remove').click();
  await expect(page.getByRole('dialog')).toContainText('Wil je deze lead echt verwijderen?');
  await page.getByTestId('confirm-yes').click();
  await expect(leadRow.getByTestId('row-removed')).toHaveText('Verwijderd');
  await page.getByRole('tab', { name: /Verwijderd/ }).click();
  await leadRow.getByTestId('lead-restore').click();
  await expect(leadRow).toHaveCount(0);
  await page.getByRole('tab', { name: /Nieuw/ }).click();
  await expect(leadRow.getByTestId('lead-status')).toBeVisible();
  expect((await (await request.get(`/api/v1/quote/${lead.id}`, { headers })).json()).status).toBe('LEAD');
});
