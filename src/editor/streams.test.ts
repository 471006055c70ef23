import { filter, firstValueFrom, take, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { EntityKind } from './components';
import { createLocalCompute } from '../domain/compute-core';
import { Editor } from './editor';
import { createTestEditor, FIX, fixtureCatalog } from './testing/test-editor';
import type { PriceState } from './streams';

describe('dirty tracking (changes$)', () => {
  it('reports only the entities an edit touched', () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    const [added] = e.takeChanges();
    const wall = e.find('wall');
    expect(added).toEqual({ added: [wall], updated: [], removed: [], design: false, designFields: [], leaves: [2], transient: false });
    e.ok({ type: 'brush', entity: wall, colorId: FIX.colors.anthracite });
    expect(e.takeChanges()).toEqual([{ added: [], updated: [wall], removed: [], design: false, designFields: [], leaves: [2], transient: false }]);
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    expect(e.takeChanges()).toEqual([{ added: [], updated: [], removed: [{ eid: wall, kind: EntityKind.wall }], design: false, designFields: [], leaves: [2], transient: false }]);
    e.ok({ type: 'setHouseColor', colorId: FIX.colors.white });
    expect(e.takeChanges()).toEqual([{ added: [], updated: [], removed: [], design: true, designFields: ['houseColor'], leaves: [], transient: false }]);
  });

  it('undo reports the inverse', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.chair, x: 0, y: 0 });
    const chair = e.find('furniture');
    e.takeChanges();
    e.undo();
    expect(e.takeChanges()).toEqual([{ added: [], updated: [], removed: [{ eid: chair, kind: EntityKind.furniture }], design: false, designFields: [], leaves: [], transient: false }]);
    e.redo();
    const [back] = e.takeChanges();
    expect(back.added).toHaveLength(1);
  });

  it('rejected commands publish nothing', () => {
    const e = createTestEditor();
    e.rejects({ type: 'toggleWall', spaceId: 99, productId: FIX.wall });
    expect(e.takeChanges()).toEqual([]);
  });
});

describe('streams', () => {
  it('configuration$ follows edits and is shared', async () => {
    const e = createTestEditor();
    const seen = firstValueFrom(e.streams.configuration$.pipe(take(2), toArray()));
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    const [first, second] = await seen;
    expect(first.walls).toEqual([]);
    expect(second.walls).toHaveLength(1);
    expect(second).toBe(e.getConfiguration());
  });

  it('history$ tells whether undo and redo are possible', () => {
    const e = createTestEditor();
    const states: { canUndo: boolean; canRedo: boolean }[] = [];
    e.streams.history$.subscribe((s) => states.push(s));
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    e.undo();
    expect(states.at(-1)).toEqual({ canUndo: false, canRedo: true });
    expect(states).toContainEqual({ canUndo: true, canRedo: false });
  });

  it('price$ debounces edits and prices the latest design through the compute port', async () => {
    const e = createTestEditor({ priceDebounceMs: 30 });
    const states: PriceState[] = [];
    e.streams.price$.subscribe((s) => states.push(s));
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    e.ok({ type: 'toggleWall', spaceId: 3, productId: FIX.wall });
    const ready = await firstValueFrom(e.streams.price$.pipe(filter((s) => s.status === 'ready')));
    expect(states.filter((s) => s.status === 'ready')).toHaveLength(1);
    if (ready.status !== 'ready') throw new Error('not ready');
    const wallLines = ready.quote.lines.filter((l) => l.productId === FIX.wall);
    expect(wallLines.reduce((n, l) => n + l.amount, 0)).toBe(2);
  });

  it('price$ names the design version it priced, and a newer edit cancels the estimate of the older one', async () => {
    const e = createTestEditor({ priceDebounceMs: 30 });
    const states: PriceState[] = [];
    const subscription = e.streams.price$.subscribe((s) => states.push(s));
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    const first = e.designVersion;
    e.ok({ type: 'toggleWall', spaceId: 3, productId: FIX.wall });
    const second = e.designVersion;
    expect(second).toBe(first + 1);
    const ready = await firstValueFrom(e.streams.price$.pipe(filter((s) => s.status === 'ready')));
    expect(ready).toMatchObject({ status: 'ready', version: second });
    expect(states.filter((s) => s.status === 'ready').map((s) => (s as { version: number }).version)).toEqual([second]);
    // A rejected command publishes no change: the version, and so the estimate, stay valid.
    e.rejects({ type: 'toggleWall', spaceId: 99, productId: FIX.wall });
    expect(e.designVersion).toBe(second);
    subscription.unsubscribe();
  });

  it('price$ reports a failed estimate with the version it failed for', async () => {
    const catalog = fixtureCatalog();
    const local = createLocalCompute(catalog);
    const failing = { ...local, price: () => Promise.reject(new Error('worker gone')) };
    const e = new Editor({ catalog: local.core.index, compute: failing, priceDebounceMs: 0 });
    e.dispatch({ type: 'selectHouse', houseId: FIX.house });
    const state = await firstValueFrom(e.streams.price$.pipe(filter((s) => s.status !== 'calculating')));
    expect(state).toEqual({ status: 'error', message: 'Er is iets misgegaan', version: e.designVersion });
    e.dispose();
  });
});
