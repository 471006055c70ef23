import { beforeAll, describe, expect, it } from 'vitest';

type Pixi = typeof import('pixi.js');
let pixi: Pixi;
let hideOutside: typeof import('./first-frame').hideOutside;

beforeAll(async () => {
  // Pixi reads the browser's navigator when it loads; shapes and their bounds need nothing else from it.
  (globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
  pixi = await import('pixi.js');
  ({ hideOutside } = await import('./first-frame'));
});

/** A 100 x 50 box item at (x, y), turned by `angle`, as the scene draws items: a shared context, scaled. */
function item(context: import('pixi.js').GraphicsContext, x: number, y: number, angle = 0) {
  const g = new pixi.Graphics(context);
  g.position.set(x, y);
  g.scale.set(10);
  g.angle = angle;
  return g;
}

describe("the first frame's items", () => {
  it('hides exactly the items whose bounds lie wholly outside the view, and answers them', () => {
    const context = new pixi.GraphicsContext().rect(-5, -2.5, 10, 5).fill({ color: 0x888888 });
    const layer = new pixi.Container();
    const view = { x: 0, y: 0, width: 1000, height: 1000 };
    const inside = item(context, 500, 500);
    const straddling = item(context, 1040, 500);
    const beyond = item(context, 1060, 500);
    // Turned a quarter: 50 wide, 100 high, so its top edge (y 960) still reaches in.
    const turned = item(context, 500, 1010, 90);
    const above = item(context, 500, -30);
    const hiddenAlready = item(context, 5000, 5000);
    hiddenAlready.visible = false;
    layer.addChild(inside, straddling, beyond, turned, above, hiddenAlready);
    const hidden = hideOutside(layer, view);
    expect(hidden).toEqual([beyond, above]);
    expect(layer.children.filter((c) => c.visible)).toEqual([inside, straddling, turned]);
  });

  it('leaves containers that are not shapes alone', () => {
    const layer = new pixi.Container();
    const group = new pixi.Container();
    group.position.set(5000, 5000);
    layer.addChild(group);
    expect(hideOutside(layer, { x: 0, y: 0, width: 10, height: 10 })).toEqual([]);
    expect(group.visible).toBe(true);
  });
});
