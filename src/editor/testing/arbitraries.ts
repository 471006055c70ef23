/**
 * fast-check generators for the property tests: abstract commands over the fixture catalogue, resolved
 * against the live world when run (entities are picked by position in a kind's list). They mix in values
 * the rules must reject (wrong products, unknown leaves, taken positions, dead entities, ...).
 */
import fc from 'fast-check';
import type { Command, CommandResult } from '../commands';
import type { EntityKindName } from '../components';
import { FIX } from './fixture-catalog';
import type { TestEditor } from './test-editor';

const leafIds = [1, 2, 3, 4, 5, 6, 1, 2, 3, 5, 7, 11, 12, 99];
const wallProducts = [FIX.wall, FIX.wall, FIX.halfWall, FIX.halfWall, FIX.fence, FIX.disabledWall, FIX.madeToMeasure, FIX.window];
const optionProducts = [FIX.window, FIX.window, FIX.door, FIX.door, FIX.bigWindow, FIX.tallDoor, FIX.wall];
const selectable = [FIX.roof, FIX.roof2, FIX.rack, FIX.rack2, FIX.claddingA1, FIX.claddingA2, FIX.claddingB, FIX.optionPackage,
  FIX.foundationWall, FIX.foundationWall2, FIX.foundationBase, FIX.fastFoundation, FIX.house, 55555];
const colors = [FIX.colors.natural, FIX.colors.anthracite, FIX.colors.white, 99];
const items = [FIX.chair, FIX.table, FIX.lamp, FIX.wall];
const align = fc.constantFrom('left', 'center', 'right' as const);
const pick = fc.nat(50);
const coord = fc.integer({ min: -6500, max: 10500 });

/** A command whose entity (if any) is chosen when it runs; `drag`: a moveItem that is one move of a drag. */
export type AbstractCommand = { make: (e: TestEditor) => Command; label: string; drag?: boolean };

/**
 * Runs an abstract command: through dispatch, or a drag's move (`editor.beginDrag`, or the open drag of that
 * item). Call `endOtherDrag` first: starting a drag of another item commits the open one, a change of its own.
 */
export function runCommand(e: TestEditor, abstract: AbstractCommand, command: Command): CommandResult {
  if (!abstract.drag || command.type !== 'moveItem') return e.dispatch(command);
  const drag = e.drag?.uid === command.entity ? e.drag : e.beginDrag(command.entity);
  return drag ? drag.update(command.x, command.y) : { ok: false, reason: 'no item to drag' };
}

/** Commits an open drag that running `command` as `abstract` would end by starting another drag. */
export function endOtherDrag(e: TestEditor, abstract: AbstractCommand, command: Command): void {
  if (abstract.drag && command.type === 'moveItem' && e.drag && e.drag.uid !== command.entity) e.drag.commit();
}

function onEntity(kind: EntityKindName | 'any', index: number, e: TestEditor): number {
  const list = kind === 'any'
    ? [...e.entities('wall'), ...e.entities('option'), ...e.entities('pillar'), ...e.entities('furniture'), ...e.entities('light'), ...e.entities('space')]
    : e.entities(kind);
  // One pick in eight addresses a dead entity id, which the rules must reject.
  return index % 8 === 7 || list.length === 0 ? 999_999 : list[index % list.length];
}

const cmd = (label: string, make: (e: TestEditor) => Command): AbstractCommand => ({ label, make });

export const abstractCommand: fc.Arbitrary<AbstractCommand> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ s: fc.constantFrom(...leafIds), p: fc.constantFrom(...wallProducts), h: fc.constantFrom(undefined, 'start', 'end', 'start', 'end' as const) })
    .map(({ s, p, h }) => cmd('toggleWall', () => ({ type: 'toggleWall', spaceId: s, productId: p, half: h }))) },
  { weight: 6, arbitrary: fc.record({ s: fc.constantFrom(...leafIds), p: fc.constantFrom(...optionProducts), a: align })
    .map(({ s, p, a }) => cmd('placeOption', () => ({ type: 'placeOption', spaceId: s, productId: p, align: a }))) },
  { weight: 3, arbitrary: fc.record({ i: pick, a: align, s: fc.option(fc.constantFrom(...leafIds), { nil: undefined }) })
    .map(({ i, a, s }) => cmd('moveOption', (e) => ({ type: 'moveOption', entity: onEntity('option', i, e), align: a, spaceId: s }))) },
  { weight: 2, arbitrary: pick.map((i) => cmd('removeOption', (e) => ({ type: 'removeOption', entity: onEntity('option', i, e) }))) },
  { weight: 2, arbitrary: pick.map((i) => cmd('flipOption', (e) => ({ type: 'flipOption', entity: onEntity('any', i, e) }))) },
  { weight: 2, arbitrary: fc.record({ s: fc.constantFrom(1, 2, 99), i: fc.integer({ min: 0, max: 2 }) })
    .map(({ s, i }) => cmd('setVariation', () => ({ type: 'setVariation', spaceId: s, index: i }))) },
  { weight: 2, arbitrary: fc.record({ g: fc.constantFrom(201, 202, 203), p: fc.constantFrom(FIX.gable, FIX.gableRotated, FIX.wall), a: fc.constantFrom('start', 'end' as const) })
    .map(({ g, p, a }) => cmd('placeGable', () => ({ type: 'placeGable', gableSpaceId: g, productId: p, align: a }))) },
  { weight: 3, arbitrary: fc.record({ p: fc.constantFrom(...selectable), b: fc.constantFrom(undefined, 'front', 'behind' as const) })
    .map(({ p, b }) => cmd('selectProduct', () => ({ type: 'selectProduct', productId: p, slot: b }))) },
  { weight: 1, arbitrary: fc.option(fc.constantFrom(...colors), { nil: null })
    .map((c) => cmd('setHouseColor', () => ({ type: 'setHouseColor', colorId: c }))) },
  { weight: 1, arbitrary: fc.record({ p: fc.integer({ min: 1, max: 9 }), c: fc.option(fc.constantFrom(...colors), { nil: null }) })
    .map(({ p, c }) => cmd('setPillarColor', () => ({ type: 'setPillarColor', pillarId: p, colorId: c }))) },
  { weight: 4, arbitrary: fc.record({ p: fc.constantFrom(...items), x: coord, y: coord, r: fc.constantFrom(0, 90, 180, 270, 45) })
    .map(({ p, x, y, r }) => cmd('placeItem', () => ({ type: 'placeItem', productId: p, x, y, rotation: r as 0 }))) },
  { weight: 3, arbitrary: fc.record({ i: pick, x: coord, y: coord, steps: fc.integer({ min: 0, max: 3 }) })
    .map(({ i, x, y, steps }) => ({ ...cmd('moveItem', (e) => ({ type: 'moveItem', entity: onEntity('furniture', i, e), x, y })), drag: steps > 0 })) },
  { weight: 2, arbitrary: fc.record({ i: pick, d: fc.constantFrom('cw', 'ccw' as const), k: fc.constantFrom('furniture', 'light' as const) })
    .map(({ i, d, k }) => cmd('rotateItem', (e) => ({ type: 'rotateItem', entity: onEntity(k, i, e), direction: d }))) },
  { weight: 1, arbitrary: fc.record({ i: pick, k: fc.constantFrom('furniture', 'light', 'any' as const) })
    .map(({ i, k }) => cmd('removeItem', (e) => ({ type: 'removeItem', entity: onEntity(k, i, e) }))) },
  { weight: 4, arbitrary: fc.record({ i: pick, c: fc.constantFrom<number | 'deleteColor'>(...colors, 'deleteColor') })
    .map(({ i, c }) => cmd('brush', (e) => ({ type: 'brush', entity: onEntity('any', i, e), colorId: c }))) },
  { weight: 2, arbitrary: fc.constantFrom(FIX.loose, FIX.looseMaterial, FIX.chair)
    .map((p) => cmd('addLooseProduct', () => ({ type: 'addLooseProduct', productId: p }))) },
  { weight: 1, arbitrary: fc.record({ p: fc.constantFrom(FIX.loose, FIX.looseMaterial, FIX.roof), a: fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constant('x')) })
    .map(({ p, a }) => cmd('setLooseProductAmount', () => ({ type: 'setLooseProductAmount', productId: p, amount: a }))) },
  { weight: 1, arbitrary: fc.record({ c: fc.constantFrom('material' as const, 'placement' as const, 'furniture' as const), on: fc.boolean() })
    .map(({ c, on }) => cmd('setCategoriesEnabled', () => ({ type: 'setCategoriesEnabled', categories: { [c]: on } }))) },
  { weight: 1, arbitrary: fc.constantFrom(FIX.house, FIX.wall).map((h) => cmd('selectHouse', () => ({ type: 'selectHouse', houseId: h }))) },
  { weight: 1, arbitrary: fc.constant(cmd('reset', () => ({ type: 'reset' }))) },
);
