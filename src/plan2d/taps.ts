/**
 * What a tap (click, or a touch that did not move) does in the plan with the tool in hand. Pure: it turns the
 * hit target into editor commands and returns what happened, so the unit tests check each gesture's command
 * without Pixi. Rejections carry the editor's Dutch reason; the page shows it.
 */
import type { OptionAlign } from '../domain/configuration';
import { texts } from '../domain/texts';
import type { Command, CommandResult, Editor } from '../editor';
import { EntityKind } from '../editor';
import { entities, houseOf, segmentOf, wallsOnLeaf, type Point } from './geometry';
import type { HitTarget } from './hit-test';
import type { PlanTool } from './tools';

const t = texts.configurator;

export type TapOutcome =
  | { type: 'command'; command: Command; result: CommandResult }
  /** `entity`: a uid (what the editor's selection holds). */
  | { type: 'select'; entity: number | null }
  | { type: 'message'; text: string }
  | { type: 'nothing' };

function run(editor: Editor, command: Command): TapOutcome {
  return { type: 'command', command, result: editor.dispatch(command) };
}

/** Alignments in the order a tap at `along` prefers them: nearest third first. */
export function alignOrder(along: number, start: number, end: number): OptionAlign[] {
  const f = (along - start) / Math.max(end - start, 1);
  if (f < 1 / 3) return ['left', 'center', 'right'];
  if (f > 2 / 3) return ['right', 'center', 'left'];
  return ['center', 'left', 'right'];
}

function placeOption(editor: Editor, target: Extract<HitTarget, { kind: 'space' }>, productId: number): TapOutcome {
  const segment = segmentOf(editor, target.leaf);
  if (!segment) return { type: 'message', text: texts.editor.noWall };
  let first: TapOutcome | null = null;
  for (const align of alignOrder(target.along, segment.start, segment.end)) {
    const command: Command = { type: 'placeOption', spaceId: target.leafId, productId, align };
    const result = editor.dispatch(command);
    if (result.ok) return { type: 'command', command, result };
    first ??= { type: 'command', command, result };
  }
  return first!;
}

function placeGable(editor: Editor, target: Extract<HitTarget, { kind: 'space' }>, productId: number): TapOutcome {
  const gableSpace = houseOf(editor)?.house.layout.gableSpaces.find((g) => g.spaceId === target.leaf.spaceId);
  if (!gableSpace) return { type: 'message', text: t.gableHere };
  return run(editor, { type: 'placeGable', gableSpaceId: gableSpace.id, productId, align: target.half });
}

function brush(editor: Editor, target: HitTarget, colorId: Extract<PlanTool, { kind: 'brush' }>['colorId']): TapOutcome {
  if (target.kind === 'item' || target.kind === 'option' || target.kind === 'pillar') {
    return run(editor, { type: 'brush', entity: uid(editor, target.eid), colorId });
  }
  if (target.kind === 'space') {
    const walls = wallsOnLeaf(editor, target.leafId, target.leaf.length);
    const wall = walls.find((w) => target.along >= w.from && target.along <= w.to) ?? walls[0];
    if (wall) return run(editor, { type: 'brush', entity: uid(editor, wall.eid), colorId });
    const gable = gableOnSpace(editor, target.leaf.spaceId);
    if (gable !== undefined) return run(editor, { type: 'brush', entity: uid(editor, gable), colorId });
  }
  return { type: 'message', text: t.brushWhere };
}

/** The uid of a live eid the hit test found (-1 when it is gone, which the editor rejects). */
function uid(editor: Editor, eid: number): number {
  return editor.uidOf(eid) ?? -1;
}

function gableOnSpace(editor: Editor, spaceId: number): number | undefined {
  const gableSpaces = houseOf(editor)?.house.layout.gableSpaces.filter((g) => g.spaceId === spaceId).map((g) => g.id) ?? [];
  return entities(editor, EntityKind.gable).find((eid) => gableSpaces.includes(editor.world.c.SpaceRef.id[eid]));
}

/** Apply a tap at `point` on `target`. Placing an item is handled by the gesture machine (it keeps the point). */
export function tap(editor: Editor, tool: PlanTool, target: HitTarget, point: Point): TapOutcome {
  if (!editor.isEditable) {
    if (target.kind === 'item' || target.kind === 'option') return { type: 'select', entity: editor.uidOf(target.eid) };
    return { type: 'nothing' };
  }
  switch (tool.kind) {
    case 'wall':
      if (target.kind !== 'space') return { type: 'message', text: t.wallWhere };
      return run(editor, { type: 'toggleWall', spaceId: target.leafId, productId: tool.product.id, half: tool.product.halfWall ? target.half : undefined });
    case 'option':
      if (target.kind !== 'space') return { type: 'message', text: t.optionWhere };
      return placeOption(editor, target, tool.product.id);
    case 'gable':
      if (target.kind !== 'space') return { type: 'message', text: t.gableHere };
      return placeGable(editor, target, tool.product.id);
    case 'brush':
      return brush(editor, target, tool.colorId);
    case 'item':
      return run(editor, { type: 'placeItem', productId: tool.product.id, x: Math.round(point.x), y: Math.round(point.y) });
    default:
      if (target.kind === 'item' || target.kind === 'option') return { type: 'select', entity: editor.uidOf(target.eid) };
      return { type: 'select', entity: null };
  }
}

/** The command that deletes a selected option or item, by uid (after the spec's confirmation). */
export function deleteCommand(editor: Editor, uid: number): Command | null {
  const kind = kindOfUid(editor, uid);
  if (kind === EntityKind.option) return { type: 'removeOption', entity: uid };
  if (kind === EntityKind.furniture || kind === EntityKind.light) return { type: 'removeItem', entity: uid };
  return null;
}

/** R: turn an item 90° clockwise, or mirror an option (its hinge side; options do not turn, reading 3). */
export function rotateCommand(editor: Editor, uid: number): Command | null {
  const kind = kindOfUid(editor, uid);
  if (kind === EntityKind.option) return { type: 'flipOption', entity: uid };
  if (kind === EntityKind.furniture || kind === EntityKind.light) return { type: 'rotateItem', entity: uid, direction: 'cw' };
  return null;
}

function kindOfUid(editor: Editor, uid: number): number | undefined {
  const eid = editor.eidOf(uid);
  return eid === undefined ? undefined : editor.world.c.Kind.value[eid];
}
