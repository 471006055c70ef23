/**
 * Issue 11 §1-3 in Debian's Chromium against the real server (no mocks): forgot password → the mail's link → new
 * password → logged in automatically; the manager invites a user and meets the limit message on the next; creates a
 * sub-dealer with a logo and sees its Offertes tab; the test-user switch reveals a test product.
 * Every journey makes its own users and sub-dealers, so the desktop and phone runs on one server never collide.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

async function apiLogin(request: APIRequestContext, email: string, password = 'demo1234') {
  const answer = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  return { user: body.user, organization: body.organization, idToken: body.tokens.idToken as string };
}

/** The change-password path of the newest mail to `to` (polled: the mail is written with the request). */
async function mailedLink(request: APIRequestContext, to: string): Promise<string> {
  let path: string | undefined;
  await expect.poll(async () => {
    const answer = await request.get(`/api/v1/dev/outbox?search[to]=${encodeURIComponent(to)}&limit=5`);
    const mails = (await answer.json()).data as { html: string }[];
    const href = mails.map((m) => /href="([^"]*\/wachtwoord-veranderen\/[^"]+)"/.exec(m.html)?.[1]).find(Boolean);
    path = href ? new URL(href.replace(/&amp;/g, '&')).pathname : undefined;
    return !!path;
  }, { timeout: 20_000 }).toBe(true);
  return path!;
}

/** A fresh user of organisation 3, invited by its manager through the API. */
async function freshUser(request: APIRequestContext, tag: string): Promise<string> {
  const manager = await apiLogin(request, 'manager@groenevinger.example');
  const email = `${tag}.${Date.now()}@groenevinger.example`;
  const answer = await request.post('/api/v1/user', {
    headers: { Authorization: `Bearer ${manager.idToken}` }, data: { firstName: 'Reis', lastName: 'Gebruiker', email, sendInvite: true },
  });
  expect(answer.status()).toBe(201);
  return email;
}

test('forgot password: the mail\'s link sets a new password and logs in automatically', async ({ page, request }, testInfo) => {
  const email = await freshUser(request, `vergeten-${testInfo.project.name}`);
  await page.goto('/inloggen');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL(/\/wachtwoord-vergeten$/);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Wachtwoord opvragen' }).click();
  await expect(page.getByTestId('reset-sent')).toContainText('e-mail met instructies');
  // The invitation mail went first; the newest mail is the reset.
  const link = await mailedLink(request, email);

  await page.goto(link);
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await expect(page.getByLabel('E-mailadres')).toHaveJSProperty('readOnly', true);
  await page.getByLabel('Nieuw wachtwoord').fill('kort');
  await page.getByRole('button', { name: 'Wijzig' }).click();
  await expect(page.getByText('Gebruik minimaal 6 karakters.')).toBeVisible();
  await page.getByLabel('Nieuw wachtwoord').fill('nieuw-wachtwoord');
  await page.getByRole('button', { name: 'Wijzig' }).click();
  await expect(page.getByTestId('password-changed')).toContainText('Je wachtwoord is succesvol gewijzigd. Je wordt nu automatisch ingelogd...');
  await expect(page.getByRole('link', { name: 'Zelf inloggen.' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null')?.user?.email)).toBe(email);
  await page.screenshot({ path: `/tmp/shots/after-change-${testInfo.project.name}.png` });

  // The link works once; a link that does not decode gives empty fields.
  await page.goto(link);
  await page.getByLabel('Nieuw wachtwoord').fill('nog-een-keer');
  await page.getByRole('button', { name: 'Wijzig' }).click();
  await expect(page.getByRole('alert')).toContainText('ongeldig of verlopen');
  await page.goto('/wachtwoord-veranderen/onzin');
  await expect(page.getByLabel('E-mailadres')).toHaveValue('');
  // And the session was ended by the screen: the password screens log out first.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});
