import { expect, test } from '@playwright/test';

test("'Ga verder' needs five characters and opens the design code route", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Start met code/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const input = dialog.getByLabel('Ontwerpcode');
  const next = dialog.getByRole('button', { name: 'Ga verder' });
  await expect(next).toBeDisabled();
  await input.fill('1234');
  await expect(next).toBeDisabled();
  await input.press('5');
  await expect(input).toHaveValue('12345');
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL('/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/12345');
  await expect(page.getByTestId('configurator-design-code')).toHaveText('12345');
});
