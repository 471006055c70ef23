import { expect, test, type Page } from './helpers/test';
import { chooseFromMenu } from './helpers/product-menu';

// The 2D plan with real input: mouse on the desktop project, touch (taps and CDP touch drags) on the phone
// project. Coordinates come from the plan's layout hook (window.__plan2d); state is read through
// window.__configurator and never changed through it.
//
// House 1016 'Tuinhuis Zadeldak 400x300': leaves 1 and 2 along the top (2000 mm each), 3 and 4 along the
// front, 5 the left side and 6 the right side (3000 mm).
const HOUSE = 1016;
const URL = `/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp?house=${HOUSE}`;

type Pt = { x: number; y: number };

const config = (page: Page) => page.evaluate(() => window.__configurator!.configuration());
const plan = {
  space: (page: Page, leafId: number, half?: 'start' | 'end') => page.evaluate(([id, h]) => window.__plan2d!.spaceCenter(id as number, h as 'start' | undefined)!, [leafId, half] as const),
  point: (page: Page, x: number, y: number) => page.evaluate(([px, py]) => window.__plan2d!.screenPoint(px, py), [x, y] as const),
  item: (page: Page, index: number) => page.evaluate((i) => window.__plan2d!.itemCenter('furniture', i)!, index),
  center: (page: Page) => page.evaluate(() => window.__plan2d!.viewCenter()),
};

async function tap(page: Page, touch: boolean, p: Pt) {
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

async function drag(page: Page, touch: boolean, from: Pt, to: Pt, steps = 10) {
  if (!touch) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y, id: 1 }] });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps, id: 1 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const choose = (page: Page, category: string, name: string) => chooseFromMenu(page, category, name);

test('the plan edits a design by mouse or touch', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const touch = testInfo.project.name === 'phone';
  const shot = (step: string) => page.screenshot({ path: `/tmp/shots/plan2d-${testInfo.project.name}-${step}.png` });
  await page.goto(URL);
  await page.waitForFunction(() => window.__plan2d && window.__configurator && document.querySelector('[data-testid="plan-panel"][data-ready="true"]'));

  // Runs on WebGL and draws more than its background: spaces, pillars, dimension labels.
  expect(await page.evaluate(() => window.__plan2d!.rendererType())).toBe('webgl');
  expect(await page.evaluate(() => window.__plan2d!.drawnObjectCount())).toBeGreaterThan(10);
  // The open-time benchmark reads when the first frame was on screen: the animation frame after its render.
  await expect.poll(() => page.evaluate(() => window.__plan2d!.firstShownAt())).not.toBeNull();
  const first = await page.evaluate(() => ({ rendered: window.__plan2d!.firstRenderAt()!, shown: window.__plan2d!.firstShownAt()! }));
  expect(first.shown).toBeGreaterThan(first.rendered);
  await expect.poll(() => page.evaluate(() => window.__configurator!.price().status)).toBe('ready');
  const basePrice = await page.evaluate(() => { const p = window.__configurator!.price(); return p.status === 'ready' ? p.quote.totalPrice.inclTax : 0; });

  // Toggle a wall on the left side and on the top left.
  await choose(page, 'Wanden', 'Wand horizontale planken');
  await tap(page, touch, await plan.space(page, 5));
  await tap(page, touch, await plan.space(page, 1));
  await expect.poll(async () => (await config(page)).walls.map((w) => w.spaceId).sort()).toEqual([1, 5]);
  await tap(page, touch, await plan.space(page, 1));
  await expect.poll(async () => (await config(page)).walls.map((w) => w.spaceId)).toEqual([5]);
  await expect.poll(() => page.evaluate(() => { const p = window.__configurator!.price(); return p.status === 'ready' ? p.quote.totalPrice.inclTax : 0; })).toBeGreaterThan(basePrice);

  // A window where it fits; where there is no wall the plan says why.
  await choose(page, 'Ramen en deuren', 'Draai-kiepraam 80x100');
  await tap(page, touch, await plan.space(page, 2));
  await expect(page.getByText('Plaats eerst een wand op deze zijde')).toBeVisible();
  await tap(page, touch, await plan.space(page, 5, 'end'));
  await expect.poll(async () => (await config(page)).options).toEqual([expect.objectContaining({ spaceId: 5, align: 'right', product: 3002 })]);
  await shot('wall-window');

  // Place a chair: the banner tells where; it lands where tapped and stays selected.
  await choose(page, 'Meubels', 'Tuinstoel');
  await expect(page.getByTestId('plan-banner')).toBeVisible();
  expect(await page.evaluate(() => window.__configurator!.mode())).toBe('placeItem');
  await tap(page, touch, await plan.point(page, 2000, 1500));
  await expect.poll(async () => (await config(page)).furnitureProducts.length).toBe(1);
  const placed = (await config(page)).furnitureProducts[0];
  expect(Math.abs(placed.x - 2000)).toBeLessThan(60);
  expect(Math.abs(placed.y - 1500)).toBeLessThan(60);
  expect(await page.evaluate(() => window.__configurator!.mode())).toBe('normal');
  expect(await page.evaluate(() => window.__configurator!.selection().entity)).not.toBeNull();

  // Drag it: one undo step.
  await drag(page, touch, await plan.item(page, 0), await plan.point(page, 1000, 1000));
  await expect.poll(async () => { const f = (await config(page)).furnitureProducts[0]; return Math.abs(f.x - 1000) < 60 && Math.abs(f.y - 1000) < 60; }).toBe(true);

  // Rotate (R on the desktop, the toolbar button on the phone), undo and redo.
  if (touch) await page.getByRole('button', { name: 'Draaien' }).click();
  else await page.keyboard.press('r');
  await expect.poll(async () => (await config(page)).furnitureProducts[0].rotation).toBe(90);
  if (touch) await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  else await page.keyboard.press('Control+z');
  await expect.poll(async () => (await config(page)).furnitureProducts[0].rotation).toBe(0);
  if (touch) await page.getByRole('button', { name: 'Opnieuw uitvoeren' }).click();
  else await page.keyboard.press('Control+y');
  await expect.poll(async () => (await config(page)).furnitureProducts[0].rotation).toBe(90);
  expect(await page.evaluate(() => window.__configurator!.history())).toEqual({ canUndo: true, canRedo: false });
  await shot('chair');

  // Delete with the spec's confirmation.
  if (touch) await page.getByRole('button', { name: 'Verwijderen' }).click();
  else await page.keyboard.press('Delete');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Weet je zeker dat je dit object wilt verwijderen');
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expect.poll(async () => (await config(page)).furnitureProducts).toEqual([]);

  // Brush the left wall anthracite.
  await choose(page, 'Kleuren', 'Antraciet');
  expect(await page.evaluate(() => window.__configurator!.mode())).toBe('brush');
  await expect(page.getByTestId('plan-banner')).toBeVisible();
  await tap(page, touch, await plan.space(page, 5, 'start'));
  await expect.poll(async () => (await config(page)).walls[0].brushedColorId).toBe(3);
  await shot('brush');

  // Pan by dragging the empty plan, then 'Herstel positie' brings the house back.
  const fitted = await plan.center(page);
  const from = await plan.point(page, 5000, 1500); // right of the house: clear of banners and dimensions
  await drag(page, touch, from, { x: from.x + 90, y: from.y + 70 });
  const panned = await plan.center(page);
  expect(Math.hypot(panned.x - fitted.x, panned.y - fitted.y)).toBeGreaterThan(300);
  expect((await config(page)).walls[0].brushedColorId).toBe(3);
  await page.getByRole('button', { name: 'Herstel positie' }).click();
  await expect.poll(async () => { const c = await plan.center(page); return Math.hypot(c.x - fitted.x, c.y - fitted.y); }).toBeLessThan(5);
  await shot('final');
});
