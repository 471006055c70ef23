import { expect, test } from './helpers/test';

test('login rules, a wrong password, then login with a demo user and logout', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Dealer login' }).click();
  await expect(page).toHaveURL('/inloggen');

  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
  await expect(page.getByText('Gebruik minimaal 6 karakters.')).toBeVisible();

  await page.getByLabel('E-mailadres').fill('manager@groenevinger.example');
  await page.getByLabel('Wachtwoord').fill('verkeerd1');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Fout bij het inloggen');
  await expect(page).toHaveURL('/inloggen');

  await page.getByLabel('Wachtwoord').fill('demo1234');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Dealer login' })).toHaveCount(0);
  // Organisation users get no floating help button.
  await expect(page.getByRole('button', { name: 'Hulp nodig?' })).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null')?.user?.email)).toBe('manager@groenevinger.example');

  // The session survives a reload (localStorage).
  await page.reload();
  const account = page.getByRole('button', { name: 'Account' });
  await account.click();
  await expect(page.getByRole('menuitem', { name: 'Subdealers' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Dealer login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

test('login goes to the redirect path; routes that need login send visitors home', async ({ page }) => {
  await page.goto('/configureer-via-offerte/offertes');
  await expect(page).toHaveURL('/');

  await page.goto('/inloggen/%2Fhelp');
  await page.getByLabel('E-mailadres').fill('verkoper@groenevinger.example');
  await page.getByLabel('Wachtwoord').fill('demo1234');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL('/help');
  // Logged in already (a dealer following the new-lead mail): the login screen goes straight on.
  await page.goto('/inloggen/%2Fconfigureer-via-offerte%2Fleads');
  await expect(page).toHaveURL('/configureer-via-offerte/leads');

  // A plain user (no manager role) gets no Subdealers entry; /uitloggen ends the session.
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menuitem', { name: 'Instellingen' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Subdealers' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/uitloggen');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Dealer login' })).toBeVisible();
});

test("'Doorgaan zonder account' goes home", async ({ page }) => {
  await page.goto('/inloggen');
  await page.getByRole('link', { name: 'Doorgaan zonder account' }).click();
  await expect(page).toHaveURL('/');
});
