/**
 * Sessions that end (issue 24 §1): a session the server ended sends the browser to the login page with the way
 * back (once, without error toasts), and 'Overal uitloggen' on the profile ends every session of the user.
 * 'Overal uitloggen' gets a user of its own (invited through the API), so other specs' sessions stay.
 */
import { expect, test, type APIRequestContext } from './helpers/test';
import { apiLogin, pageAs, type Auth } from './helpers/session';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A fresh user of De Groene Vinger with password demo1234: invited by the manager, password set through the mailed link. */
async function freshUser(request: APIRequestContext, name: string): Promise<Auth> {
  const manager = await apiLogin(request, 'manager@groenevinger.example');
  const email = `${name}-${Date.now()}@groenevinger.example`;
  const created = await request.post('/api/v1/user', {
    headers: auth(manager.idToken), data: { firstName: 'Sessie', lastName: name, email, sendInvite: true },
  });
  expect(created.status()).toBe(201);
  let secret: string | undefined;
  await expect.poll(async () => {
    const answer = await request.get(`/api/v1/dev/outbox?search[to]=${encodeURIComponent(email)}`);
    const mails = (await answer.json()).data as { html: string }[];
    secret = mails.map((m) => /\/wachtwoord-veranderen\/([^"<\s]+)/.exec(m.html)?.[1]).find(Boolean);
    return !!secret;
  }, { timeout: 20_000 }).toBe(true);
  const changed = await request.post('/api/v1/auth/password/change', { data: { secret: decodeURIComponent(secret!), password: 'demo1234' } });
  expect(changed.status()).toBe(200);
  return apiLogin(request, email);
}

test('a session the server ended goes to the login page with the way back, without error toasts', async ({ browser, request, baseURL }, info) => {
  const phone = info.project.name === 'phone';
  const session = await apiLogin(request, 'verkoper@groenevinger.example');
  const page = await pageAs(browser, baseURL!, session, phone);
  // The list has loaded before the session ends, so the refusal comes from the reload below, not from a late first request.
  const listed = page.waitForResponse((answer) => answer.url().includes('/api/v1/quote?') && answer.url().includes('embed'));
  await page.goto('/configureer-via-offerte/offertes');
  expect((await listed).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

  // The session ends elsewhere ('Uitloggen' of this very token): the next request of the page is refused.
  expect((await request.post('/api/v1/auth/logout', { headers: auth(session.idToken) })).status()).toBe(204);
  await page.reload();
  await expect(page).toHaveURL('/inloggen/%2Fconfigureer-via-offerte%2Foffertes');
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  await expect(page.locator('.bg-red-700[role="status"]')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath(`session-ended-${info.project.name}.png`) });

  await page.getByLabel('E-mailadres').fill('verkoper@groenevinger.example');
  await page.getByLabel('Wachtwoord').fill('demo1234');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL('/configureer-via-offerte/offertes');
  await page.context().close();
});

test("'Overal uitloggen' on the profile ends every session of the user, this one included", async ({ browser, request, baseURL }, info) => {
  const phone = info.project.name === 'phone';
  const here = await freshUser(request, `overal-${info.project.name}`);
  const elsewhere = await apiLogin(request, (here.user as { email: string }).email);
  const page = await pageAs(browser, baseURL!, here, phone);
  await page.goto('/instellingen/instellen');
  const button = page.getByRole('button', { name: 'Overal uitloggen' });
  await button.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath(`logout-everywhere-${info.project.name}.png`) });
  await button.click();
  await expect(page).toHaveURL('/inloggen/%2Finstellingen%2Finstellen');
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  for (const token of [here.idToken, elsewhere.idToken]) {
    expect((await request.get('/api/v1/auth/me', { headers: auth(token) })).status()).toBe(401);
  }
  await page.context().close();
});
