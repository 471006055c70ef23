/** The product menu as a visitor uses it, shared by the journeys that build a design through it. */
import type { Page } from '@playwright/test';

/**
 * Choose a product (or colour) from the menu; on the phone the temporary drawer opens first. With
 * `closeDrawer` a drawer still open afterwards (the phone's, after a colour or loose product) is closed.
 */
export async function chooseFromMenu(page: Page, category: string, name: string, options: { closeDrawer?: boolean } = {}): Promise<void> {
  const drawer = page.locator('#product-drawer');
  if (!(await drawer.isVisible())) await page.getByRole('button', { name: 'Productmenu openen' }).click();
  const section = drawer.locator('section').filter({ has: page.getByRole('button', { name: category, exact: true }) });
  const item = section.getByRole('button', { name: new RegExp(name) });
  if (!(await item.isVisible())) await section.getByRole('button', { name: category, exact: true }).click();
  await item.click();
  if (options.closeDrawer && await page.locator('aside#product-drawer.fixed').isVisible()) {
    // The drawer's own close button: the toolbar's toggle lies under the open drawer.
    await drawer.getByRole('button', { name: 'Productmenu sluiten' }).click();
  }
}
