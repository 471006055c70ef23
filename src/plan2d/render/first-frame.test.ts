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
  it('hides the items that lie wholly outside the view, whichever way they are turned, and answers them', () => {
    const context = new pixi.GraphicsContext().rect(-5, -2.5, 10, 5).fill({ color: 0x888888 });
    const layer = new pixi.Container();
    const view = { x: 0, y: 0, width: 1000, height: 1000 };
    // The box's corners lie 55.9 from its centre: that is how far an item may stand off and still count.
    const inside = item(context, 500, 500);
    const straddling = item(context, 1040, 500);
    const nearCorner = item(context, 1050, 1050);
    const beyond = item(context, 1060, 500);
    // Turned a quarter: 50 wide, 100 high, so its top edge (y 960) still reaches in.
    const turned = item(context, 500, 1010, 90);
    const above = item(context, 500, -60);
    const hiddenAlready = item(context, 5000, 5000);
    hiddenAlready.visible = false;
    layer.addChild(inside, straddling, nearCorner, beyond, turned, above, hiddenAlready);
    const hidden = hideOutside(layer, view);
    expect(hidden).toEqual([beyond, above]);
    expect(layer.children.filter((c) => c.visible)).toEqual([inside, straddling, nearCorner, turned]);
  });

  it('never hides an item that shows: every item of a grid that reaches into the view stays', () => {
    const context = new pixi.GraphicsContext().roundRect(-30, -12, 60, 24, 6).fill({ color: 0x888888 }).stroke({ width: 1.4, color: 0 });
    const layer = new pixi.Container();
    const view = { x: 0, y: 0, width: 800, height: 600 };
    for (let x = -1000; x <= 1800; x += 70) for (let y = -1000; y <= 1600; y += 70) layer.addChild(item(context, x, y, ((x + y) / 70) % 4 * 90));
    hideOutside(layer, view);
    for (const child of layer.children as import('pixi.js').Graphics[]) {
      child.updateLocalTransform();
      const b = child.context.bounds;
      const m = child.localTransform;
      const xs = [b.minX, b.maxX].flatMap((x) => [b.minY, b.maxY].map((y) => m.a * x + m.c * y + m.tx));
      const ys = [b.minX, b.maxX].flatMap((x) => [b.minY, b.maxY].map((y) => m.b * x + m.d * y + m.ty));
      const reaches = Math.max(...xs) >= view.x && Math.min(...xs) <= view.x + view.width && Math.max(...ys) >= view.y && Math.min(...ys) <= view.y + view.height;
      if (reaches) expect(child.visible).toBe(true);
    }
    expect(layer.children.filter((c) => !c.visible).length).toBeGreaterThan(layer.children.length / 2);
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
