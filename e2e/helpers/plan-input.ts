/**
 * Changing the design as a visitor does: a product chosen in the product menu, then clicked onto the plan with
 * the mouse (desktop) or tapped with a finger (the touch projects). Specs other than the 3D view's change the
 * design only this way (the test hook's `dispatch` is the 3D view's, src/features/configurator/test-hook.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseFromMenu } from './product-menu';

type Point = { x: number; y: number };

export function planReady(page: Page): Promise<unknown> {
  return page.waitForFunction(() => window.__plan2d && window.__configurator && document.querySelector('[data-testid="plan-panel"][data-ready="true"]'), null, { timeout: 45_000 });
}

/** A click, or a tap on a touch screen, at a point of the page. */
export async function tapAt(page: Page, at: Point): Promise<void> {
  if (test.info().project.use.hasTouch) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
}

/** Places the wall named `wall` (menu 'Wanden') on the plan's side `spaceId`, and waits until the design has it. */
export async function placeWall(page: Page, spaceId: number, wall: string): Promise<void> {
  await planReady(page);
  await chooseFromMenu(page, 'Wanden', wall);
  await tapAt(page, await page.evaluate((id) => window.__plan2d!.spaceCenter(id)!, spaceId));
  await expect.poll(() => page.evaluate((id) => window.__configurator!.configuration().walls.some((w) => w.spaceId === id), spaceId)).toBe(true);
}

/** Places one more of the product `name` (menu `category`) at plan point (x, y) mm, and waits until the design has it. */
export async function placeItem(page: Page, category: string, name: string, x: number, y: number): Promise<void> {
  await planReady(page);
  const count = () => page.evaluate(() => window.__configurator!.configuration().furnitureProducts.length);
  const before = await count();
  await chooseFromMenu(page, category, name);
  await tapAt(page, await page.evaluate(([px, py]) => window.__plan2d!.screenPoint(px, py), [x, y] as const));
  await expect.poll(count).toBe(before + 1);
}
