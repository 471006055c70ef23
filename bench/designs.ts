/**
 * The two benchmark designs, built only through the editor's public commands:
 * - large: the fixture pavilion with a wall on every space (76), 152 options, 300 furniture, 80 lights;
 * - small: seed house 1001 with its four walls, two options, three furniture items and a light.
 */
import type { Product } from '../src/domain/catalog';
import { Editor } from '../src/editor/editor';
import type { Command } from '../src/editor/commands';
import { EntityKind } from '../src/editor/components';
import { orderedEntitiesOf } from '../src/editor/world';
import type { ComputeCore } from '../src/domain/compute-core';
import { LARGE_HOUSE_ID } from './fixtures/large-house';

export const SMALL_HOUSE_ID = 1001;
export const WALL = 2001;
export const WINDOW = 3002;
export const DOOR = 3101;

function must(editor: Editor, command: Command): void {
  const result = editor.dispatch(command);
  if (!result.ok) throw new Error(`bench design: ${command.type} rejected: ${result.reason}`);
}

function byCategory(core: ComputeCore, categoryId: number): Product[] {
  return [...core.index.products.values()].filter((p) => !p.test && p.categories.some((c) => c.id === categoryId));
}

export function furnitureProducts(core: ComputeCore): Product[] {
  return byCategory(core, 110);
}

export function lightProducts(core: ComputeCore): Product[] {
  return byCategory(core, 111);
}

/** Places `count` items on a grid inside the house's pan area. */
function placeItems(editor: Editor, products: Product[], count: number, width: number, length: number, offset: number): void {
  const perRow = Math.ceil(Math.sqrt(count));
  for (let i = 0; i < count; i++) {
    const x = ((i % perRow) + 0.5) * (width / perRow);
    const y = (Math.floor(i / perRow) + 0.5) * (length / perRow) + offset;
    must(editor, { type: 'placeItem', productId: products[i % products.length].id, x, y, rotation: ([0, 90, 180, 270] as const)[i % 4] });
  }
}

export function leafIds(editor: Editor): number[] {
  return orderedEntitiesOf(editor.world, EntityKind.space).map((eid) => editor.world.c.SpaceRef.id[eid]);
}

export function buildLarge(editor: Editor, core: ComputeCore): void {
  must(editor, { type: 'selectHouse', houseId: LARGE_HOUSE_ID });
  const leaves = leafIds(editor);
  for (const spaceId of leaves) must(editor, { type: 'toggleWall', spaceId, productId: WALL });
  for (const spaceId of leaves) {
    must(editor, { type: 'placeOption', spaceId, productId: WINDOW, align: 'left' });
    must(editor, { type: 'placeOption', spaceId, productId: DOOR, align: 'right' });
  }
  placeItems(editor, furnitureProducts(core), 300, 24_000, 12_000, 0);
  placeItems(editor, lightProducts(core), 80, 24_000, 4_000, 12_500);
  must(editor, { type: 'selectProduct', productId: 5003 });
  must(editor, { type: 'selectProduct', productId: 5301 });
  must(editor, { type: 'selectProduct', productId: 6001 });
  editor.clearHistory();
}

export function buildSmall(editor: Editor, core: ComputeCore): void {
  must(editor, { type: 'selectHouse', houseId: SMALL_HOUSE_ID });
  for (const spaceId of leafIds(editor)) must(editor, { type: 'toggleWall', spaceId, productId: WALL });
  must(editor, { type: 'placeOption', spaceId: 1, productId: WINDOW, align: 'left' });
  must(editor, { type: 'placeOption', spaceId: 2, productId: DOOR, align: 'center' });
  placeItems(editor, furnitureProducts(core), 3, 3000, 2500, 0);
  placeItems(editor, lightProducts(core), 1, 3000, 1000, 3000);
  editor.clearHistory();
}
