/**
 * Issue 27 'Customers', in Debian's Chromium against the real server (desktop and phone): the dealer's customer
 * list from the menu, searched by name, a person edited with the customer form, one without quotes deleted after
 * 'Wil je deze klant echt verwijderen?', one on a quote kept with the reason shown, its quotes listed under it
 * ('Offertes'), and once that quote is removed there, the customer deleted too.
 */
import { expect, test } from './helpers/test';
import { apiLogin, pageAs } from './helpers/session';

test('a dealer searches, edits and deletes customers; a customer on a quote is kept', async ({ browser, request, baseURL }, info) => {
  test.setTimeout(120_000);
  const auth = await apiLogin(request, 'manager@groenevinger.example');
  const headers = { Authorization: `Bearer ${auth.idToken}` };
  const tag = `${info.project.name}${Date.now() % 100000}`;
  const person = (lastName: string) => ({
    firstName: 'Klaas', lastName, addresses: [{ street: 'Lindelaan', houseNumber: '3', postalCode: '3512 JK', city: 'Utrecht' }],
    phones: [{ number: '0301234567' }], emails: [{ email: `${lastName.toLowerCase()}@example.nl` }],
  });
  const loose = await (await request.post('/api/v1/client/person', { headers, data: person(`Los${tag}`) })).json();
  const kept = await (await request.post('/api/v1/client/person', { headers, data: person(`Vast${tag}`) })).json();
  const created = await request.post('/api/v1/quote', { headers, data: { configuration: { selectedHouse: 1016 }, clientId: kept.id } });
  expect(created.status()).toBe(201);
  const quote = await created.json();

  const page = await pageAs(browser, baseURL!, auth, info.project.name === 'phone');
  await page.goto('/configureer-via-offerte/offertes');
  // Wide screens show the organisation links in the header; phones in the account menu.
  if (info.project.name === 'phone') {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Klanten' }).click();
  } else {
    await page.locator('header').getByRole('link', { name: 'Klanten' }).click();
  }
  await expect(page).toHaveURL(/\/klanten$/);
  await page.getByPlaceholder('Zoek op naam').fill(tag);
  const rows = page.getByTestId('customer-row');
  await expect(rows).toHaveCount(2);
  await page.screenshot({ path: `/tmp/h6/customers-${info.project.name}.png`, fullPage: true });

  // Edit: the customer form, saved through PUT /client/person.
  await rows.filter({ hasText: `Los${tag}` }).getByTestId('customer-edit').click();
  await page.getByRole('dialog').getByLabel('Stad').fill('Amersfoort');
  await page.getByRole('dialog').getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expect(rows.filter({ hasText: `Los${tag}` })).toContainText('Amersfoort');

  // On a quote: kept, and the dialog says why.
  await rows.filter({ hasText: `Vast${tag}` }).getByTestId('customer-delete').click();
  await expect(page.getByRole('dialog')).toContainText('Wil je deze klant echt verwijderen?');
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByRole('dialog')).toContainText('Deze klant staat op een of meer offertes en blijft daarop bewaard.');
  await page.screenshot({ path: `/tmp/h6/customers-kept-${info.project.name}.png`, fullPage: true });
  await page.getByRole('dialog').getByRole('button', { name: 'Annuleren' }).click();
  expect((await request.get(`/api/v1/client/person/${kept.id}`, { headers })).status()).toBe(200);

  // Without quotes: 'Geen offertes' under 'Offertes', and the delete goes through.
  const looseRow = rows.filter({ hasText: `Los${tag}` });
  await looseRow.getByTestId('customer-quotes-toggle').click();
  await expect(looseRow.getByTestId('customer-no-quotes')).toHaveText('Geen offertes');
  await looseRow.getByTestId('customer-delete').click();
  await page.getByTestId('confirm-yes').click();
  await expect(rows).toHaveCount(1);
  expect((await request.get(`/api/v1/client/person/${loose.id}`, { headers })).status()).toBe(404);

  // The kept customer's quotes, listed under it: removing that quote there lets the customer go.
  const keptRow = rows.filter({ hasText: `Vast${tag}` });
  await keptRow.getByTestId('customer-quotes-toggle').click();
  const quoteRows = keptRow.getByTestId('quote-row');
  await expect(quoteRows).toHaveCount(1);
  await expect(quoteRows).toHaveAttribute('data-id', String(quote.id));
  await page.screenshot({ path: `/tmp/h9/customer-quotes-${info.project.name}.png`, fullPage: true });
  await quoteRows.getByTestId('quote-remove').click();
  await page.getByTestId('confirm-yes').click();
  await expect(quoteRows).toHaveAttribute('data-status', 'DELETED');
  await keptRow.getByTestId('customer-delete').click();
  await page.getByTestId('confirm-yes').click();
  await expect(rows).toHaveCount(0);
  await page.context().close();
});
