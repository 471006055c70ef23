import { expect, test, type APIRequestContext, type Page } from './helpers/test';
import { euro } from './helpers/session';
import { chooseFromMenu } from './helpers/product-menu';

// Issue 6: the consumer's way from design to lead, in Debian's Chromium against the real server (no mocks).
// Landing -> category steps -> size tile -> walls, a window, a chair and a colour through the product menu and
// plan clicks -> the cart shows the server's price -> the lead form -> the thank-you page -> the design mail in
// the outbox (GET /api/v1/dev/outbox, development servers only) -> its link opens the same design and total.
//
// House 1016 'Tuinhuis Zadeldak 400x300': leaves 1 and 2 along the top, 5 the left side (see plan2d.spec.ts).
const B = '/3d-configurator-zelf-ontwerpen-samenstellen';
type Pt = { x: number; y: number };

const config = (page: Page) => page.evaluate(() => window.__configurator!.configuration());
const spaceCenter = (page: Page, leafId: number, half?: 'start' | 'end') =>
  page.evaluate(([id, h]) => window.__plan2d!.spaceCenter(id as number, h as 'start' | undefined)!, [leafId, half] as const);
const planPoint = (page: Page, x: number, y: number) => page.evaluate(([px, py]) => window.__plan2d!.screenPoint(px, py), [x, y] as const);
const estimate = (page: Page) => page.evaluate(() => { const p = window.__configurator!.price(); return p.status === 'ready' ? p.quote.totalPrice.inclTax : null; });

async function tap(page: Page, touch: boolean, p: Pt) {
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

const choose = (page: Page, category: string, name: string) => chooseFromMenu(page, category, name, { closeDrawer: true });

async function chooseHouse(page: Page) {
  await page.getByRole('link', { name: /Start eigen ontwerp/ }).click();
  const tile = (name: string) => page.getByTestId('category-tile').filter({ has: page.getByText(name, { exact: true }) });
  await tile('Tuinhuis').click();
  await tile('Zadeldak').click();
  await tile('Diepte 300').click();
  await page.getByTestId('size-tile').filter({ hasText: '400x300' }).first().getByText('400x300', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${B}/maak-ontwerp\\?house=1016`));
  await page.waitForFunction(() => window.__plan2d && window.__configurator && document.querySelector('[data-testid="plan-panel"][data-ready="true"]'), null, { timeout: 30_000 });
}

async function design(page: Page, touch: boolean) {
  await expect.poll(() => estimate(page), { timeout: 20_000 }).not.toBeNull();
  const base = (await estimate(page))!;
  await choose(page, 'Wanden', 'Wand horizontale planken');
  await tap(page, touch, await spaceCenter(page, 5));
  await tap(page, touch, await spaceCenter(page, 1));
  await expect.poll(async () => (await config(page)).walls.map((w) => w.spaceId).sort()).toEqual([1, 5]);
  await choose(page, 'Ramen en deuren', 'Draai-kiepraam 80x100');
  await tap(page, touch, await spaceCenter(page, 5, 'end'));
  await expect.poll(async () => (await config(page)).options.length).toBe(1);
  await choose(page, 'Meubels', 'Tuinstoel');
  await tap(page, touch, await planPoint(page, 2000, 1500));
  await expect.poll(async () => (await config(page)).furnitureProducts.length).toBe(1);
  await choose(page, 'Kleuren', 'Antraciet');
  await tap(page, touch, await spaceCenter(page, 5, 'start'));
  await expect.poll(async () => (await config(page)).walls.find((w) => w.spaceId === 5)?.brushedColorId).toBe(3);
  await page.keyboard.press('Escape');
  await expect.poll(() => estimate(page), { timeout: 20_000 }).toBeGreaterThan(base);
}

async function serverTotal(request: APIRequestContext, configuration: unknown): Promise<number> {
  const answer = await request.post('/api/v1/quote/consumer/price', { data: { configuration } });
  expect(answer.status()).toBe(200);
  return (await answer.json()).totalPrice.inclTax as number;
}

async function fillLead(page: Page, email: string) {
  const form = page.getByTestId('lead-form');
  const values: Record<string, string> = {
    Voornaam: 'Jan', Achternaam: 'de Vries', Straat: 'Dorpsstraat', Huisnummer: '12a', Postcode: '3511 AB', Stad: 'Utrecht',
    Telefoonnummer: '06-12345678', Emailadres: email,
  };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
}

/** The visitor's mail, once the server's job worker has delivered it (without SMTP: marked sent, .eml written). */
async function mailTo(request: APIRequestContext, email: string) {
  let mail: { subject: string; html: string; status: string } | undefined;
  await expect.poll(async () => {
    const answer = await request.get(`/api/v1/dev/outbox?search[to]=${encodeURIComponent(email)}`);
    mail = (await answer.json()).data[0];
    return mail?.status;
  }, { timeout: 15_000 }).toBe('sent');
  return mail!;
}

async function journey(page: Page, request: APIRequestContext, touch: boolean, project: string, dealer: boolean) {
  const tag = `${project}${dealer ? '-dealer' : ''}`;
  const email = `jan.${tag}.${Date.now()}@voorbeeld.nl`;
  await page.addInitScript(() => localStorage.setItem('hasSeenWizard', 'true'));
  await page.goto(dealer ? '/?dealer=groenevinger-7f3a' : '/');
  await chooseHouse(page);
  if (dealer) await expect(page.getByTestId('dealer-badge')).toBeVisible();
  else await expect(page.getByTestId('dealer-badge')).toHaveCount(0);
  await expect(page.getByTestId('cart-button')).toHaveText('Offerte & insturen');
  // The design steps and reopening the mail's link are the same with a dealer token: the visitor's test does them.
  if (!dealer) await design(page, touch);

  await page.getByTestId('cart-button').click();
  const panel = page.getByTestId('quote-panel');
  await expect(panel.getByTestId('quote-total')).toBeVisible({ timeout: 20_000 });
  const configuration = await config(page);
  const total = await serverTotal(request, configuration);
  await expect(panel.getByTestId('quote-total')).toHaveText(euro(total));
  if (!dealer) await expect(panel.getByTestId('quote-line-colour').first()).toContainText('Antraciet');
  await expect(panel.getByTestId('quote-vat')).toContainText('21% BTW');
  await expect(panel.getByTestId('lead-consent')).toContainText(dealer ? 'Tuincentrum De Groene Vinger' : 'een passende Houtland dealer');
  await page.screenshot({ path: `/tmp/shots/issue6-cart-${tag}.png` });

  await fillLead(page, email);
  await panel.getByTestId('lead-submit').click();
  await expect(page).toHaveURL(dealer ? '/bedankt/dealer' : '/bedankt');
  await expect(page.getByTestId(dealer ? 'thanks-dealer' : 'thanks')).toBeVisible();
  await expect(page.getByTestId('thanks-design-code')).toHaveText(/^\d{5}$/);
  await page.getByTestId('thanks-share').click();
  await expect(page.getByTestId('share-link')).toHaveValue(new RegExp(`${B}/maak-ontwerp/\\d+/\\d+/`));
  await page.screenshot({ path: `/tmp/shots/issue6-thanks-${tag}.png` });

  const mail = await mailTo(request, email);
  const href = /href="([^"]*\/maak-ontwerp\/\d+\/\d+\/[^"]+)"/.exec(mail.html)?.[1];
  expect(href, 'the design mail links to the saved design').toBeTruthy();
  if (dealer) {
    expect(mail.html).toContain('Tuincentrum De Groene Vinger');
    return;
  }
  const path = new URL(href!.replace(/&amp;/g, '&')).pathname;

  await page.evaluate(() => localStorage.removeItem('workingDesign'));
  await page.goto(path);
  await page.waitForFunction(() => Boolean(window.__configurator), null, { timeout: 30_000 });
  const reopened = await config(page);
  for (const key of Object.keys(configuration) as (keyof typeof configuration)[]) {
    expect(reopened[key], `attribute ${key}`).toEqual(configuration[key]);
  }
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('quote-total')).toHaveText(euro(total), { timeout: 20_000 });
}

test('a visitor designs a house and sends it in as a lead', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  await journey(page, request, testInfo.project.name === 'phone', testInfo.project.name, false);
});

test('the same with a dealer token in the address: the dealer named throughout', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  await journey(page, request, testInfo.project.name === 'phone', testInfo.project.name, true);
});

test('each failing lead form rule shows its message, cleared on edit', async ({ page }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('hasSeenWizard', 'true'));
  await page.goto(`${B}/maak-ontwerp?house=1016`);
  await page.getByTestId('cart-button').click();
  const form = page.getByTestId('lead-form');
  await expect(page.getByTestId('quote-total')).toBeVisible({ timeout: 20_000 });
  const fill = async (values: Record<string, string>) => { for (const [l, v] of Object.entries(values)) await form.getByLabel(l, { exact: true }).fill(v); };
  await fill({ Straat: 'A', Huisnummer: 'abc', Postcode: '1234 SA', Stad: 'U', Telefoonnummer: '12345', Emailadres: 'jan@voorbeeld' });
  await page.getByTestId('lead-submit').click();
  const error = (label: string) => form.getByLabel(label, { exact: true }).locator('xpath=following-sibling::p[1]');
  for (const label of ['Voornaam', 'Achternaam', 'Straat', 'Huisnummer', 'Stad']) await expect(error(label)).toHaveText('Vul dit veld in');
  await expect(error('Postcode')).toHaveText('Vul een geldige postcode in');
  await expect(error('Telefoonnummer')).toHaveText('Vul een geldig telefoonnnummer in');
  await expect(error('Emailadres')).toHaveText('Vul een geldig Emailadres in');
  await page.screenshot({ path: `/tmp/shots/issue6-lead-errors-${testInfo.project.name}.png`, fullPage: false });
  await form.getByLabel('Postcode', { exact: true }).fill('12345');
  await expect(error('Postcode')).toHaveCount(0);
  await expect(error('Voornaam')).toHaveText('Vul dit veld in');
});
