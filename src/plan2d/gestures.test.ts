import { describe, expect, it } from 'vitest';
import { createTestEditor, FIX, type TestEditor } from '../editor/testing/test-editor';
import { GestureMachine, type PlanPort } from './gestures';
import type { Point } from './geometry';
import type { HitTarget } from './hit-test';
import { keyAction } from './keyboard';
import type { TapOutcome } from './taps';
import type { Selection } from '../editor';
import { modeFor } from '../editor';
import { chooseColor, chooseDeleteColor, chooseProduct, resolveTool } from './tools';

/** A headless plan: screen px = plan mm * scale, no offset. */
function harness(e: TestEditor, scale = 0.1) {
  let selection: Selection = { productId: null, deleteColor: false, brushColor: null, entity: null };
  e.streams.selection$.subscribe((s) => { selection = s; });
  const log = {
    outcomes: [] as TapOutcome[], previews: [] as Array<Point | null>, placed: [] as Array<number | undefined>,
    pan: [] as boolean[], hovers: [] as HitTarget[],
  };
  let now = 0;
  const timers: Array<{ at: number; fn: () => void }> = [];
  const port: PlanPort = {
    editor: e,
    tool: () => resolveTool(e, selection),
    scale: () => scale,
    toWorld: (p) => ({ x: p.x / scale, y: p.y / scale }),
    setPanEnabled: (on) => log.pan.push(on),
    preview: (p) => log.previews.push(p),
    hover: (t) => log.hovers.push(t),
    outcome: (o) => { log.outcomes.push(o); if (o.type === 'select') e.selectEntity(o.entity); },
    placed: (eid) => log.placed.push(eid),
    now: () => now,
    setTimer: (fn, ms) => { timers.push({ at: now + ms, fn }); return timers.length; },
    clearTimer: () => undefined,
  };
  const machine = new GestureMachine(port);
  const s = (x: number, y: number): Point => ({ x: x * scale, y: y * scale });
  return {
    machine, log,
    selection: () => selection,
    /** A tap at a plan point (mm). */
    tap(x: number, y: number, pointer: 'mouse' | 'touch' = 'mouse') {
      machine.down(1, s(x, y), pointer);
      machine.up(1, s(x, y), pointer);
    },
    drag(from: Point, to: Point, pointer: 'mouse' | 'touch' = 'mouse', steps = 5) {
      machine.down(1, s(from.x, from.y), pointer);
      for (let i = 1; i <= steps; i++) {
        machine.move(1, s(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps), pointer);
      }
      machine.up(1, s(to.x, to.y), pointer);
    },
    advance(ms: number) {
      now += ms;
      for (const t of timers.splice(0)) if (t.at <= now) t.fn(); else timers.push(t);
    },
    choose: (id: number) => chooseProduct(e, selection, id),
  };
}

describe('gestures produce the intended commands', () => {
  it('a tap on a space toggles the chosen wall; a half wall fills the tapped half', () => {
    const e = createTestEditor();
    const h = harness(e);
    h.choose(FIX.wall);
    h.tap(1000, 20, 'touch');
    expect(e.config().walls).toEqual([expect.objectContaining({ spaceId: 1, fill: 'both', product: FIX.wall })]);
    h.tap(1000, 20);
    expect(e.config().walls).toEqual([]);
    h.choose(FIX.halfWall);
    h.tap(2500, 0);
    expect(e.config().walls).toEqual([expect.objectContaining({ spaceId: 1, fill: 'end', product: FIX.halfWall })]);
  });

  it('a refused wall gives the editor\'s Dutch reason and changes nothing', () => {
    const e = createTestEditor();
    const h = harness(e);
    h.choose(FIX.wall);
    h.tap(3000, 2000); // leaf 7 is disabled
    expect(h.log.outcomes.at(-1)).toMatchObject({ type: 'command', result: { ok: false, reason: 'Op deze zijde kan geen wand geplaatst worden' } });
    expect(e.config().walls).toEqual([]);
    h.tap(1500, 2000); // the floor: no space there
    expect(h.log.outcomes.at(-1)).toEqual({ type: 'message', text: 'Klik op een zijde van het tuinhuis om een wand te plaatsen' });
  });

  it('a window goes to the third that was tapped, else where it fits; no wall gives a clear message', () => {
    const e = createTestEditor();
    const h = harness(e);
    h.choose(FIX.window);
    h.tap(2800, 0);
    expect(h.log.outcomes.at(-1)).toMatchObject({ type: 'message', text: 'Plaats eerst een wand op deze zijde' });
    e.ok({ type: 'toggleWall', spaceId: 1, productId: FIX.wall });
    h.tap(2800, 0);
    h.tap(2700, 0); // right is taken: the next free position
    expect(e.config().options.map((o) => o.align)).toEqual(['right', 'center']);
    h.choose(FIX.bigWindow);
    h.tap(200, 0);
    expect(h.log.outcomes.at(-1)).toMatchObject({ type: 'command', result: { ok: false } });
    expect(e.config().options).toHaveLength(2);
  });

  it('placement mode: preview follows the mouse throttled 50 ms (500 ms for lights), a tap places and selects', () => {
    const e = createTestEditor();
    const h = harness(e);
    h.choose(FIX.chair);
    expect(h.machine && modeFor(h.selection(), e.index)).toBe('placeItem');
    h.machine.move(1, { x: 100, y: 100 }, 'mouse');
    h.machine.move(1, { x: 110, y: 100 }, 'mouse');
    h.machine.move(1, { x: 120, y: 100 }, 'mouse');
    expect(h.log.previews).toEqual([{ x: 1000, y: 1000 }]);
    h.advance(50);
    expect(h.log.previews.at(-1)).toEqual({ x: 1200, y: 1000 });
    h.tap(1200, 1000);
    expect(e.config().furnitureProducts).toEqual([expect.objectContaining({ x: 1200, y: 1000, product: FIX.chair })]);
    expect(h.log.placed).toEqual([e.find('furniture')]);
    h.choose(FIX.lamp);
    h.advance(1000);
    h.log.previews.length = 0;
    h.machine.move(1, { x: 10, y: 10 }, 'mouse');
    h.advance(100);
    h.machine.move(1, { x: 20, y: 10 }, 'mouse');
    h.advance(300);
    expect(h.log.previews).toHaveLength(1);
    h.advance(100);
    expect(h.log.previews.at(-1)).toEqual({ x: 200, y: 100 });
  });

  it('placement is off while panning: a drag pans and hides the preview, it places nothing', () => {
    const e = createTestEditor();
    const h = harness(e);
    h.choose(FIX.chair);
    h.drag({ x: 1000, y: 1000 }, { x: 2000, y: 1500 }, 'touch');
    expect(e.config().furnitureProducts).toEqual([]);
    expect(h.log.previews.at(-1)).toBeNull();
    expect(h.log.pan.every(Boolean)).toBe(true);
  });

  it('dragging an item moves it with the finger, as one undo step; the plan does not pan meanwhile', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.table, x: 1500, y: 2000 });
    e.clearHistory();
    const h = harness(e);
    h.drag({ x: 1600, y: 2000 }, { x: 2600, y: 1000 }, 'touch', 8);
    expect(h.log.pan[0]).toBe(false);
    expect(e.config().furnitureProducts[0]).toMatchObject({ x: 2500, y: 1000 });
    expect(h.selection().entity).toBe(e.find('furniture'));
    e.undo();
    expect(e.config().furnitureProducts[0]).toMatchObject({ x: 1500, y: 2000 });
    expect(e.canUndo).toBe(false);
  });

  it('an undo during a drag ends that drag as its own step; the pointer goes on moving the item in a new one', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.table, x: 1500, y: 2000 });
    e.clearHistory();
    const h = harness(e);
    h.machine.down(1, { x: 160, y: 200 }, 'mouse');
    h.machine.move(1, { x: 200, y: 200 }, 'mouse');
    expect(e.config().furnitureProducts[0]).toMatchObject({ x: 1900, y: 2000 });
    e.undo();
    expect(e.config().furnitureProducts[0]).toMatchObject({ x: 1500, y: 2000 });
    h.machine.move(1, { x: 220, y: 210 }, 'mouse');
    h.machine.up(1, { x: 220, y: 210 }, 'mouse');
    expect(e.config().furnitureProducts[0]).toMatchObject({ x: 2100, y: 2100 });
    expect(e.drag).toBeNull();
    e.undo();
    expect(e.config().furnitureProducts[0]).toMatchObject({ x: 1500, y: 2000 });
  });

  it('a mouse drag clears the hover outline of the item it picks up', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.table, x: 1500, y: 2000 });
    const h = harness(e);
    h.machine.move(1, { x: 160, y: 200 }, 'mouse');
    expect(h.log.hovers.at(-1)).toMatchObject({ kind: 'item', eid: e.find('furniture') });
    h.drag({ x: 1600, y: 2000 }, { x: 2600, y: 1000 }, 'mouse');
    expect(h.log.hovers.at(-1)).toEqual({ kind: 'none' });
  });

  it('a second finger turns a drag into a pinch and keeps where the item got to', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.table, x: 1500, y: 2000 });
    const h = harness(e);
    h.machine.down(1, { x: 150, y: 200 }, 'touch');
    h.machine.move(1, { x: 200, y: 200 }, 'touch');
    h.machine.down(2, { x: 300, y: 300 }, 'touch');
    expect(h.machine.stateName).toBe('pinching');
    h.machine.move(1, { x: 250, y: 250 }, 'touch');
    h.machine.up(1, { x: 250, y: 250 }, 'touch');
    h.machine.up(2, { x: 300, y: 300 }, 'touch');
    expect(e.config().furnitureProducts[0]).toMatchObject({ x: 2000, y: 2000 });
    expect(h.machine.stateName).toBe('idle');
  });

  it('a tap selects an item or option, a tap on nothing clears the selection', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.chair, x: 1500, y: 2000 });
    e.ok({ type: 'toggleWall', spaceId: 1, productId: FIX.wall });
    e.ok({ type: 'placeOption', spaceId: 1, productId: FIX.window, align: 'center' });
    const h = harness(e);
    h.tap(1500, 2000);
    expect(h.selection().entity).toBe(e.find('furniture'));
    h.tap(1500, 0, 'touch');
    expect(h.selection().entity).toBe(e.find('option'));
    h.tap(4500, 2000);
    expect(h.selection().entity).toBeNull();
  });

  it('the brush colours the tapped wall, option and item; "Kleur verwijderen" clears it', () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 1, productId: FIX.wall });
    e.ok({ type: 'placeItem', productId: FIX.chair, x: 1500, y: 2000 });
    const h = harness(e);
    chooseColor(e, FIX.colors.anthracite);
    expect(modeFor(h.selection(), e.index)).toBe('brush');
    expect(h.selection().brushColor).toBe(FIX.colors.anthracite);
    h.tap(2500, 0);
    h.tap(1500, 2000, 'touch');
    expect(e.config().walls[0].brushedColorId).toBe(FIX.colors.anthracite);
    expect(e.config().furnitureProducts[0].brushedColorId).toBe(FIX.colors.anthracite);
    chooseDeleteColor(e);
    expect(h.selection()).toMatchObject({ brushColor: null, deleteColor: true });
    h.tap(2500, 0);
    expect(e.config().walls[0].brushedColorId).toBeNull();
    h.tap(4500, 2000);
    expect(h.log.outcomes.at(-1)).toMatchObject({ type: 'message' });
  });

  it('nothing is edited on a read-only design', () => {
    const e = createTestEditor();
    const h = harness(e);
    h.choose(FIX.wall);
    e.dispatch({ type: 'setEditable', editable: false });
    h.tap(1000, 0);
    expect(e.config().walls).toEqual([]);
  });
});

describe('keyboard', () => {
  const k = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) =>
    keyAction({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
  it('maps the shortcuts', () => {
    expect(k('z', { ctrlKey: true })).toBe('undo');
    expect(k('z', { metaKey: true })).toBe('undo');
    expect(k('y', { ctrlKey: true })).toBe('redo');
    expect(k('Z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(k('y', { metaKey: true })).toBeNull();
    expect(k('Delete')).toBe('delete');
    expect(k('Backspace')).toBe('delete');
    expect(k('Escape')).toBe('escape');
    expect(k('r')).toBe('rotate');
    expect(k('R')).toBe('rotate');
    expect(k('r', { ctrlKey: true })).toBeNull();
    expect(k('a')).toBeNull();
  });
});
