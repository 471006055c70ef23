/**
 * Issue 11 §1-3 in Debian's Chromium against the real server (no mocks): forgot password → the mail's link → new
 * password → logged in automatically; the manager invites a user and meets the limit message on the next; creates a
 * sub-dealer with a logo and sees its Offertes tab; the test-user switch reveals a test product.
 * Every journey makes its own users and sub-dealers, so the desktop and phone runs on one server never collide.
 */
import { expect, test, type APIRequestContext } from './helpers/test';
import { apiLogin, loggedInPage } from './helpers/session';

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
  await page.screenshot({ path: `/tmp/shots/orgadmin/after-change-${testInfo.project.name}.png` });

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

/** A 1×1 PNG: real image bytes, as the upload's type check wants. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('the manager creates a sub-dealer with a logo, sees its Offertes tab, invites a user and meets the limit', async ({ request, browser }, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'phone';
  const page = await loggedInPage(browser, request, testInfo.project.use.baseURL!, 'manager@groenevinger.example', phone);
  const name = `Tuinhuizen ${phone ? 'Telefoon' : 'Desktop'} ${Date.now()}`;

  await page.goto('/instellingen/subdealer');
  await expect(page.getByTestId('subdealer-row').filter({ hasText: 'Tuinhuizen Oost' })).toBeVisible();
  await page.screenshot({ path: `/tmp/shots/orgadmin/subdealers-${testInfo.project.name}.png`, fullPage: true });
  await page.getByTestId('add-subdealer').click();
  await expect(page).toHaveURL(/\/instellingen\/subdealer\/toevoegen$/);
  // Errors only after the first failed submit.
  await expect(page.getByText('Bedrijfsnaam is verplicht.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Bedrijfsnaam is verplicht.')).toBeVisible();
  await expect(page.getByText('Telefoonnummer is verplicht.')).toBeVisible();

  // A file the upload refuses turns the dropzone red and names the supplier.
  await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('geen plaatje') });
  await expect(page.getByTestId('logo-dropzone')).toHaveAttribute('data-failed', 'true');
  await expect(page.getByTestId('logo-dropzone')).toContainText('Er is iets foutgegaan, neem contact op met Houtland');
  await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('logo-preview').locator('img')).toHaveAttribute('src', /^\/files\/logo-image\/.+\.png$/);

  await page.getByLabel('Bedrijfsnaam').fill(name);
  await page.getByLabel('E-mailadres').fill('info@nieuwesub.example');
  await page.getByLabel('Telefoonnummer').fill('0301234567');
  await expect(page.getByText('Je kan er later nog toevoegen.')).toBeVisible();
  await page.getByTestId('add-address').click();
  const address = page.getByTestId('address-row');
  await address.getByLabel('Straat').fill('Dorpsstraat');
  await address.getByLabel('Huisnummer').fill('12');
  await address.getByLabel('Postcode').fill('1234 AB');
  await address.getByLabel('Woonplaats').fill('Ut');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(address.getByText('Woonplaats is verplicht')).toBeVisible();
  await address.getByLabel('Woonplaats').fill('Utrecht');
  await page.screenshot({ path: `/tmp/shots/orgadmin/subdealer-form-${testInfo.project.name}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/instellingen\/subdealer\/wijzigen\/\d+\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('tab', { name: 'Offertes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('subdealer-quotes')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Alles' })).toBeVisible();
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await page.screenshot({ path: `/tmp/shots/orgadmin/subdealer-edit-${testInfo.project.name}.png`, fullPage: true });

  // Gebruikers: the new sub-dealer's plan holds one user.
  await page.getByRole('tab', { name: 'Gebruikers' }).click();
  await expect(page.getByTestId('list-empty')).toContainText('Geen gebruikers gevonden');
  // Filtered to one organisation, the list offers no 'Gebruiker uitnodigen' (spec §2 'User screens'); the
  // invitation route for that organisation still works.
  await expect(page.getByText('Gebruiker uitnodigen')).toHaveCount(0);
  const subdealerId = Number(/wijzigen\/(\d+)/.exec(page.url())![1]);
  const invite = async (email: string) => {
    await page.goto(`/instellingen/gebruiker/toevoegen/${subdealerId}`);
    await page.getByLabel('Voornaam').fill('Sanne');
    await page.getByLabel('Achternaam').fill('Subdealer');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  };
  const stamp = Date.now();
  await invite(`sanne.${stamp}@nieuwesub.example`);
  await expect(page).toHaveURL(/\/instellingen\/subdealer\/wijzigen\/\d+\/\d+\/user$/);
  await expect(page.getByTestId('user-row')).toContainText(`sanne.${stamp}@nieuwesub.example`);
  await invite(`tweede.${stamp}@nieuwesub.example`);
  await expect(page.getByTestId('user-form-error')).toHaveText('Gebruiker aanmaken mislukt. Het gebruikerslimiet is bereikt.');
  await page.screenshot({ path: `/tmp/shots/orgadmin/user-limit-${testInfo.project.name}.png`, fullPage: true });

  // An existing sub-dealer's Offertes: its quote is listed and can be deleted as in the quotes list.
  const sub = await apiLogin(request, 'info@tuinhuizenoost.example');
  const made = await request.post('/api/v1/quote', { headers: { Authorization: `Bearer ${sub.idToken}` }, data: { configuration: { selectedHouse: 1016 }, title: `Offerte ${stamp}` } });
  expect(made.status()).toBe(201);
  const quote = await made.json();
  await page.goto('/instellingen/subdealer/wijzigen/5/Tuinhuizen%20Oost');
  const quoteRow = page.locator(`[data-testid="quote-row"][data-id="${quote.id}"]`);
  await expect(quoteRow.getByTestId('row-title')).toHaveText(new RegExp(`^#${quote.number} - `));
  await quoteRow.getByRole('button').last().click();
  await expect(page.getByRole('dialog')).toContainText('Wil je deze offerte echt verwijderen?');
  await page.getByTestId('confirm-yes').click();
  await expect(quoteRow).toHaveAttribute('data-status', 'DELETED');

  // The users list of the own organisation, and a user's edit form.
  await page.goto('/instellingen/gebruiker');
  await expect(page.getByTestId('user-row').filter({ hasText: 'verkoper@groenevinger.example' })).toBeVisible();
  await page.screenshot({ path: `/tmp/shots/orgadmin/users-${testInfo.project.name}.png`, fullPage: true });
  await page.getByTestId('user-row').filter({ hasText: 'verkoper@groenevinger.example' }).click();
  await expect(page.getByTestId('user-delete')).toBeVisible();
  await page.screenshot({ path: `/tmp/shots/orgadmin/user-edit-${testInfo.project.name}.png`, fullPage: true });
  await page.context().close();
});

test('profile: saved on every edit, a failed save keeps the value; the 5-click switch reveals test products', async ({ request, browser }, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'phone';
  const baseURL = testInfo.project.use.baseURL!;
  // A user of their own, so the two projects never share the switch.
  const email = await freshUser(request, `profiel-${testInfo.project.name}`);
  const link = await mailedLink(request, email);
  const secret = decodeURIComponent(link.split('/').pop()!);
  expect((await request.post('/api/v1/auth/password/change', { data: { secret, password: 'profiel123' } })).status()).toBe(200);
  const page = await loggedInPage(browser, request, baseURL, email, phone, 'profiel123');

  await page.goto('/3d-configurator-zelf-ontwerpen-samenstellen/kies');
  await expect(page.getByText('Soort buitenverblijf').first()).toBeVisible();
  await expect(page.getByText('Testmodellen')).toHaveCount(0);

  // Sub-dealers are for managers: a seller is sent to the profile.
  await page.goto('/instellingen/subdealer');
  await expect(page).toHaveURL(/\/instellingen\/instellen$/);
  await expect(page.getByTestId('avatar-initials')).toHaveText('RG');
  await expect(page.getByTestId('share-link')).toHaveText(`${baseURL}/?dealer=groenevinger-7f3a`);
  // A seller sees the company details but only a manager may change them.
  await expect(page.getByLabel('Bedrijfsnaam')).toBeDisabled();
  await page.getByLabel('Voornaam').fill('Rosa');
  await expect(page.getByTestId('profile-status')).toHaveAttribute('data-status', 'saved');
  await expect.poll(async () => {
    const me = await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!).idToken)}` } });
    return (await me.json()).user.firstName;
  }).toBe('Rosa');
  await page.getByLabel('Achternaam').fill('');
  await expect(page.getByText('Achternaam is verplicht.')).toBeVisible();
  await expect(page.getByLabel('Achternaam')).toHaveValue('');
  await page.getByLabel('Achternaam').fill('Gebruiker');
  await expect(page.getByTestId('profile-status')).toHaveAttribute('data-status', 'saved');
  await page.screenshot({ path: `/tmp/shots/orgadmin/profile-${testInfo.project.name}.png`, fullPage: true });

  for (let i = 0; i < 5; i++) await page.getByTestId('test-user-square').click();
  await expect(page.getByText('Weet je zeker dat je testgebruiker wilt worden?')).toBeVisible();
  await page.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByTestId('test-user-on')).toBeVisible();

  await page.goto('/3d-configurator-zelf-ontwerpen-samenstellen/kies');
  await expect(page.getByText('Testmodellen').first()).toBeVisible();
  await page.context().close();
});

test('a dealer manager changes the company on the profile; without a dealer token no Deelbare link', async ({ request, browser }, testInfo) => {
  const page = await loggedInPage(browser, request, testInfo.project.use.baseURL!, 'pieter@vandijk.example', testInfo.project.name === 'phone');
  await page.goto('/instellingen/instellen');
  await expect(page.getByLabel('Bedrijfsnaam')).toHaveValue('Bouwmarkt Van Dijk');
  await expect(page.getByLabel('Bedrijfsnaam')).toBeEnabled();
  // Organisation 4 has the dealer token off: no 'Deelbare link'.
  await expect(page.getByTestId('share-link-card')).toHaveCount(0);
  const city = page.getByLabel('Woonplaats');
  await city.fill('');
  await expect(page.getByText('Woonplaats is verplicht.')).toBeVisible();
  await city.fill('Rotterdam');
  await expect(page.getByTestId('profile-status')).toHaveAttribute('data-status', 'saved');
  await page.screenshot({ path: `/tmp/shots/orgadmin/profile-manager-${testInfo.project.name}.png`, fullPage: true });
  await page.context().close();
});
