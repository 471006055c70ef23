/**
 * Issue 10: a dealer mails a quote and the customer opens it. In Debian's Chromium against the real server (no
 * mocks): a customer and a quote are set up through the API; the dealer opens the quote page, 'Versturen' opens the
 * mail dialog prefilled with the customer's address, 'Offerte {number} - {title}' and the greeting with the link
 * placeholder; sending closes it and the quote is SENT. The mail in the outbox carries the customer link; the
 * customer page opens with the same total, its facts and address blocks, and the PDF downloads under its name.
 */
import { expect, test } from './helpers/test';
import { euro, apiLogin, pageAs } from './helpers/session';


test('a dealer mails the quote; the customer opens the link with the same totals and downloads the PDF', async ({ page, request, browser, baseURL }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const auth = await apiLogin(request, 'verkoper@groenevinger.example');
  const headers = { Authorization: `Bearer ${auth.idToken}` };
  const email = `klant.${testInfo.project.name}.${Date.now()}@voorbeeld.nl`;
  const person = await request.post('/api/v1/client/person', {
    headers, data: {
      firstName: 'Femke', lastName: 'Bosman', addresses: [{ street: 'Lindelaan', houseNumber: '42b', postalCode: '3512 JK', city: 'Utrecht' }],
      phones: [{ number: '0612345678' }], emails: [{ email }],
    },
  });
  expect(person.status()).toBe(201);
  const created = await request.post('/api/v1/quote', {
    headers, data: { title: 'Tuinhuis Bosman', configuration: { selectedHouse: 1016 }, clientId: (await person.json()).id, source: 'v4', reference: 'Achtertuin' },
  });
  expect(created.status()).toBe(201);
  const quote = await created.json();

  const dealer = await pageAs(browser, baseURL!, auth, phone, { acceptDownloads: true });
  await dealer.goto(`/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp-via-offerte/${quote.id}/${quote.secret}/${quote.organizationId}`);
  await dealer.getByTestId('cart-button').click();
  const quotePage = dealer.getByTestId('quote-page');
  await expect(quotePage).toHaveAttribute('data-status', 'CONCEPT');
  await dealer.getByTestId('quote-send').click();
  const dialog = dealer.getByTestId('quote-mail-dialog');
  await expect(dialog).toBeVisible();
  await expect(dealer.getByTestId('quote-mail-to')).toHaveValue(email);
  await expect(dealer.getByTestId('quote-mail-subject')).toHaveValue(`Offerte ${quote.number} - Tuinhuis Bosman`);
  await expect(dealer.getByTestId('quote-mail-message')).toHaveValue(/^Beste Femke Bosman,[\s\S]*\[link text="Bekijk je offerte"\]/);
  await dealer.screenshot({ path: `/tmp/shots/delivery/e2e-mail-dialog-${testInfo.project.name}.png` });
  // A bad address: the server refuses, the tooltip says so and nothing is sent.
  await dealer.getByTestId('quote-mail-cc').fill('geen-adres');
  await dealer.getByTestId('quote-mail-send').click();
  await expect(dealer.getByTestId('quote-mail-error')).toHaveText('Fout bij versturen');
  await expect(quotePage).toHaveAttribute('data-status', 'CONCEPT');
  await dealer.getByTestId('quote-mail-cc').fill('');
  await dealer.getByTestId('quote-mail-send').click();
  await expect(dialog).toBeHidden();
  await expect(quotePage).toHaveAttribute('data-status', 'SENT');

  // The mail in the outbox carries the link to the customer page.
  let link: string | undefined;
  await expect.poll(async () => {
    const mails = (await (await request.get(`/api/v1/dev/outbox?search[to]=${encodeURIComponent(email)}`)).json()).data as { html: string; subject: string }[];
    link = mails.map((m) => /href="([^"]*\/klant-offerte\/[^"]+)"/.exec(m.html)?.[1]).find(Boolean);
    return mails.map((m) => m.subject);
  }, { timeout: 20_000 }).toEqual([`Offerte ${quote.number} - Tuinhuis Bosman`]);
  expect(link).toBeTruthy();

  // The customer (not logged in) opens it: the same total, the facts, the blocks, and the PDF.
  const total = (await (await request.get(`/api/v1/quote/${quote.id}`, { headers })).json()).totalPrice.inclTax;
  await page.goto(new URL(link!.replace(/&amp;/g, '&')).pathname);
  await expect(page.getByTestId('preview-summary')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('quote-total')).toHaveText(euro(total));
  await expect(page.getByTestId('customer-quote-reference')).toHaveText('Achtertuin');
  await expect(page.getByTestId('customer-quote-customer')).toContainText('Femke Bosman');
  await expect(page.getByTestId('customer-quote-organization')).toContainText('Tuincentrum De Groene Vinger');
  await expect(page.getByTestId('quote-send')).toHaveCount(0);
  await expect(page.getByTestId('quote-status')).toHaveCount(0);
  await page.getByTestId('customer-quote-facts').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/delivery/e2e-customer-page-${testInfo.project.name}.png` });
  const downloading = page.waitForEvent('download');
  await page.getByTestId('quote-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Offerte ${quote.number} - Tuinhuis Bosman.pdf`);
  const file = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the brand assigns a lead to a dealer and the visitor gets the second mail with the dealer', async ({ request, browser, baseURL }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const lastName = `Toewijs${testInfo.project.name}${Date.now() % 100000}`;
  const email = `${lastName.toLowerCase()}@voorbeeld.nl`;
  const answer = await request.post('/api/v1/quote/consumer', {
    data: {
      createLead: true, configuration: { selectedHouse: 1016 },
      client: { firstName: 'Joost', lastName, street: 'Vismarkt', houseNumber: '1', postalCode: '9711 KT', city: 'Groningen', telephone: '0501234567', email },
    },
  });
  expect(answer.status()).toBe(201);
  const lead = await answer.json();
  expect(lead).toMatchObject({ organizationId: 2, dealerLinked: false });

  const brand = await pageAs(browser, baseURL!, await apiLogin(request, 'admin@houtland.example'), phone);
  await brand.goto('/configureer-via-offerte/leads');
  await brand.getByPlaceholder('Zoek op offerte nummer of klantnaam').fill(lastName);
  const row = brand.getByTestId('lead-row').filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await row.getByTestId('lead-assign').click();
  await brand.getByTestId('assign-dealer').selectOption({ label: 'Tuincentrum De Groene Vinger (Vleuten)' });
  await brand.screenshot({ path: `/tmp/shots/delivery/e2e-assign-dialog-${testInfo.project.name}.png` });
  await brand.getByTestId('assign-confirm').click();
  await expect(row).toHaveCount(0);

  // The visitor's second mail names the dealer; the dealer's notice went to the dealer.
  await expect.poll(async () => {
    const mails = (await (await request.get(`/api/v1/dev/outbox?search[to]=${encodeURIComponent(email)}`)).json()).data as { subject: string; html: string }[];
    return mails.filter((m) => m.subject === 'Je dealer voor je ontwerp bij Houtland' && m.html.includes('Tuincentrum De Groene Vinger') && m.html.includes('Kweekerslaan 45')).length;
  }, { timeout: 20_000 }).toBe(1);
  // De Groene Vinger receives leads (its dealerTokenActive is 'true'; Van Dijk's is not, reading 17).
  const manager = await apiLogin(request, 'manager@groenevinger.example');
  const moved = await request.get(`/api/v1/quote/${lead.id}`, { headers: { Authorization: `Bearer ${manager.idToken}` } });
  expect(moved.status()).toBe(200);
  expect((await moved.json()).organizationId).toBe(3);
});
