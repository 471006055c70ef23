/**
 * The customer's read-only quote view (spec §2 'Read-only preview') in Debian's Chromium against the real
 * server (no mocks). A lead is created through the real API (POST /api/v1/quote/consumer) with a design made
 * in the configurator; its preview shows the plan and the 3D view, rejects every edit, lists the stored lines
 * with the quote's own total, and shows the top bar only with a lead parameter that is not 'via-admin'.
 */
import { expect, test, type APIRequestContext, type Page } from './helpers/test';
import { euro } from './helpers/session';

const B = '/3d-configurator-zelf-ontwerpen-samenstellen';
const HOUSE = 1016; // Tuinhuis Zadeldak 400x300: leaves 1 and 2 along the top, 5 the left side (plan2d.spec.ts)

interface Lead { id: number; organizationId: number; secret: string; number: number | string | null; path: string }
interface PublicQuote {
  number: number | string; title: string; totalPrice: { inclTax: number; exclTax: number };
  lines: { name: string }[]; configuration: Record<string, unknown>;
}

/** A small design made in the configurator (two walls and a window), sent in as a lead through the API. */
async function createLead(page: Page, request: APIRequestContext, tag: string): Promise<Lead> {
  await page.goto(`${B}/maak-ontwerp?house=${HOUSE}`);
  await page.waitForFunction(() => Boolean(window.__configurator), null, { timeout: 30_000 });
  const results = await page.evaluate(() => {
    const d = window.__configurator!.dispatch;
    return [
      d({ type: 'toggleWall', spaceId: 1, productId: 2002 }),
      d({ type: 'toggleWall', spaceId: 5, productId: 2002 }),
      d({ type: 'placeOption', spaceId: 5, productId: 3003, align: 'center' }),
    ];
  });
  expect(results.every((r) => r.ok), JSON.stringify(results)).toBe(true);
  const configuration = await page.evaluate(() => window.__configurator!.configuration());
  // Leave the configurator before clearing its working design: it writes the design 200 ms after the last edit
  // (use-configurator-session.ts), and on a fast machine that write came after the clearing and after the storage
  // test's own working copy (CI, once). The preview must not pick the configurator's design up.
  await page.goto('/api/v1/health');
  await page.evaluate(() => localStorage.removeItem('workingDesign'));
  const answer = await request.post('/api/v1/quote/consumer', {
    data: {
      createLead: true, configuration,
      client: {
        firstName: 'Anna', lastName: 'Jansen', street: 'Kerkstraat', houseNumber: '3', postalCode: '1234 AB', city: 'Amersfoort',
        telephone: '06-12345678', email: `anna.preview.${tag}.${Date.now()}@voorbeeld.nl`,
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return answer.json() as Promise<Lead>;
}

async function publicQuote(request: APIRequestContext, lead: Lead): Promise<PublicQuote> {
  const answer = await request.get(`/api/v1/quote/unauthorized/${lead.id}/${lead.organizationId}/${lead.secret}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()).quote as PublicQuote;
}

const previewPath = (lead: Lead, extra = '') => `${B}/klant-offerte/${lead.id}/${lead.organizationId}/${lead.secret}${extra}`;

async function openPreview(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(
    () => Boolean(window.__plan2d && window.__view3d && window.__configurator && document.querySelector('[data-testid="plan-panel"][data-ready="true"]')),
    null, { timeout: 30_000 },
  );
}

const config = (page: Page) => page.evaluate(() => window.__configurator!.configuration());

test.describe('read-only preview', () => {
  test('shows the saved design and its quote, and rejects every edit', async ({ page, request }, info) => {
    // Two configurator loads with WebGL on SwiftShader; generous for busy machines (as lead.spec.ts).
    test.setTimeout(180_000);
    const phone = info.project.name === 'phone';
    const lead = await createLead(page, request, info.project.name);
    const quote = await publicQuote(request, lead);
    expect(quote.totalPrice.inclTax).toBeGreaterThan(0);

    await openPreview(page, previewPath(lead));
    await expect(page.getByTestId('preview')).toHaveAttribute('data-layout', phone ? 'stacked' : 'beside');
    expect(await page.evaluate(() => window.__plan2d!.rendererType())).toMatch(/webgl/i);
    expect(await page.evaluate(() => window.__view3d!.rendererType())).toBe('webgl2');
    await expect.poll(() => page.evaluate(() => window.__view3d!.coverage()), { timeout: 15_000 }).toBeGreaterThan(0.02);
    await expect.poll(() => page.evaluate(() => window.__plan2d!.drawnObjectCount())).toBeGreaterThan(0);

    // The stored design, and no editing parts on the page.
    const opened = await config(page);
    expect(opened.walls.map((w) => w.spaceId).sort()).toEqual([1, 5]);
    expect(opened.options).toHaveLength(1);
    for (const key of Object.keys(quote.configuration)) expect(opened[key as keyof typeof opened], key).toEqual(quote.configuration[key]);
    await expect(page.locator('#product-drawer')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Productmenu openen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ongedaan maken' })).toHaveCount(0);
    await expect(page.getByTestId('cart-button')).toHaveCount(0);
    await expect(page.getByTestId('lead-form')).toHaveCount(0);
    await expect(page.getByTestId('configurator-top-bar')).toHaveCount(0);
    await expect(page.getByText('Volgende')).toHaveCount(0);

    // Every edit is rejected: a real click or tap on a free side of the plan, and removing the selected window.
    const point = await page.evaluate(() => window.__plan2d!.spaceCenter(2)!);
    const option = await page.evaluate(() => window.__plan2d!.itemCenter('option', 0)!);
    for (const p of [point, option]) {
      if (phone) await page.touchscreen.tap(p.x, p.y);
      else await page.mouse.click(p.x, p.y);
    }
    // The second tap selects the window (a read-only view still lets you look at one); once it is selected the
    // plan has handled the first tap, on the free side, too, so the design is known to have stayed as it was.
    await expect.poll(() => page.evaluate(() => window.__configurator!.selection().entity)).not.toBeNull();
    // The selected window cannot be removed: the phone's item toolbar offers no removal; on the desktop the
    // Delete key still asks, and the confirmed removal is refused.
    if (phone) await expect(page.getByRole('button', { name: 'Verwijderen' })).toHaveCount(0);
    else {
      await page.keyboard.press('Delete');
      await page.getByRole('dialog', { name: 'Object verwijderen' }).getByRole('button', { name: 'Verwijderen' }).click();
    }
    expect(await config(page)).toEqual(opened);

    // The quote: number, title, the stored lines and the quote's own total.
    await expect(page.getByTestId('preview-quote-number')).toHaveText(String(quote.number) === '0' ? 'Offerte' : `Offerte #${quote.number}`);
    await expect(page.getByTestId('preview-title')).toHaveText(quote.title || 'Tuinhuis Zadeldak 400x300');
    const summary = page.getByTestId('preview-summary');
    await expect(summary.getByTestId('quote-line')).toHaveCount(quote.lines.length);
    await expect(summary.getByTestId('quote-total')).toHaveText(euro(quote.totalPrice.inclTax));
    await expect(summary.getByTestId('quote-subtotal')).toHaveText(euro(quote.totalPrice.exclTax));
    await expect(summary.getByTestId('quote-vat')).toContainText('21% BTW');
    if (phone) {
      await expect(page.getByTestId('preview-strip-total')).toHaveText(euro(quote.totalPrice.inclTax));
      await page.screenshot({ path: `test-results/preview-${info.project.name}-top.png` });
      await page.getByTestId('preview-show-quote').click();
      // The jump lands on the quote's head; its facts (dates, seller, address blocks) come before the lines.
      await expect(summary.getByTestId('preview-quote-number')).toBeInViewport();
      await summary.getByTestId('quote-total').scrollIntoViewIfNeeded();
      await expect(summary.getByTestId('quote-total')).toBeInViewport();
    }
    await page.screenshot({ path: `test-results/preview-${info.project.name}.png` });

    // The top bar: shown with a lead parameter (without cart or tutorial), hidden with via-admin.
    // The design itself was checked above; here the page being ready is enough.
    await page.goto(previewPath(lead, '/lead'));
    await expect(page.getByTestId('preview-summary')).toBeVisible({ timeout: 30_000 });
    const bar = page.getByTestId('configurator-top-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByTestId('top-bar-house-name')).toHaveText('Tuinhuis Zadeldak 400x300');
    await expect(bar.getByTestId('quick-tour')).toHaveCount(0);
    await expect(page.getByTestId('cart-button')).toHaveCount(0);
    await expect(page.getByTestId('preview-summary').getByTestId('quote-total')).toHaveText(euro(quote.totalPrice.inclTax));
    await page.screenshot({ path: `test-results/preview-${info.project.name}-lead.png` });
    await page.goto(previewPath(lead, '/via-admin'));
    await expect(page.getByTestId('preview-summary')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('configurator-top-bar')).toHaveCount(0);
  });

  test('neither restores nor writes a working design of the same quote', { tag: '@desktop-only' }, async ({ page, request }, info) => {
    // Desktop only: storage behaviour is the same on every screen.
    test.setTimeout(120_000);
    const lead = await createLead(page, request, `${info.project.name}-storage`);
    const quote = await publicQuote(request, lead);
    // A changed working copy as the configurator would keep it for this quote (no walls at all).
    const stored = JSON.stringify({ source: `quote:${lead.id}`, configuration: { ...quote.configuration, walls: [], options: [] } });
    await page.evaluate((value) => localStorage.setItem('workingDesign', value), stored);
    await openPreview(page, previewPath(lead));
    expect((await config(page)).walls.map((w) => w.spaceId).sort()).toEqual([1, 5]);
    // The read-only session keeps no working copy at all (the configurator's does), so nothing can be written later.
    expect(await page.evaluate(() => window.__configurator!.keepsWorkingDesign())).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('workingDesign'))).toBe(stored);
  });

  test("a wrong secret shows 'Laden van offerte is mislukt'", async ({ page }) => {
    await page.goto(`${B}/klant-offerte/1/3/verkeerd-geheim-123`);
    await expect(page.getByTestId('preview-load-failed')).toContainText('Laden van offerte is mislukt', { timeout: 30_000 });
    await expect(page.getByTestId('plan-panel')).toHaveCount(0);
  });
});
