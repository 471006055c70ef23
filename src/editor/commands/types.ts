/**
 * The editor's commands: a string union of verbs with typed payloads. Entities are addressed by their
 * bitecs id (`entity`), which the 2D plan gets from hit testing and the harness from its helpers.
 */
import type { OptionAlign, Rotation } from '../../domain/configuration';
import type { LineCategory } from '../../domain/constants';
import type { CatalogIndex } from '../../domain/pricing/types';
import type { Transaction } from '../transaction';
import type { EditorWorld } from '../world';

export type DeleteColor = 'deleteColor';
export const DELETE_COLOR: DeleteColor = 'deleteColor';

export type Command =
  | { type: 'selectHouse'; houseId: number }
  | { type: 'reset' }
  | { type: 'toggleWall'; spaceId: number; productId: number; half?: 'start' | 'end' }
  | { type: 'placeOption'; spaceId: number; productId: number; align: OptionAlign }
  | { type: 'moveOption'; entity: number; align: OptionAlign; spaceId?: number }
  | { type: 'removeOption'; entity: number }
  | { type: 'flipOption'; entity: number }
  | { type: 'setVariation'; spaceId: number; index: number }
  | { type: 'placeGable'; gableSpaceId: number; productId: number; align: 'start' | 'end' }
  | { type: 'selectProduct'; productId: number; slot?: 'front' | 'behind' }
  | { type: 'setHouseColor'; colorId: number | null }
  | { type: 'setPillarColor'; pillarId: number; colorId: number | null }
  | { type: 'placeItem'; productId: number; x: number; y: number; rotation?: Rotation }
  /** One step of its own; a drag's moves go through `editor.beginDrag` (gestures.ts) instead. */
  | { type: 'moveItem'; entity: number; x: number; y: number }
  | { type: 'rotateItem'; entity: number; direction?: 'cw' | 'ccw' }
  | { type: 'removeItem'; entity: number }
  | { type: 'brush'; entity: number; colorId: number | DeleteColor }
  | { type: 'addLooseProduct'; productId: number }
  | { type: 'setLooseProductAmount'; productId: number; amount: number | string }
  /** The quote page's category switches (merged into the design's enableCategories). */
  | { type: 'setCategoriesEnabled'; categories: Partial<Record<LineCategory, boolean>> }
  | { type: 'setEditable'; editable: boolean };

export type CommandType = Command['type'];
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;

/**
 * `created`: the uid of the entity a creating command made (placeItem, placeOption, placeGable, a toggleWall
 * that put a wall). Entities are addressed by uid everywhere outside the core (`entity` in commands and the
 * selection): bitecs recycles entity ids, uids are never reused.
 */
export type CommandResult = { ok: true; created?: number } | { ok: false; reason: string };

export const OK: CommandResult = { ok: true };

/** Commands whose `entity` is a uid the editor resolves to the live entity before the handler runs. */
export const ENTITY_COMMANDS: ReadonlySet<CommandType> = new Set(['moveOption', 'removeOption', 'flipOption', 'moveItem', 'rotateItem', 'removeItem', 'brush']);
/** Commands that answer the uid of what they created. */
export const CREATING_COMMANDS: ReadonlySet<CommandType> = new Set(['placeItem', 'placeOption', 'placeGable', 'toggleWall']);
export function reject(reason: string): CommandResult {
  return { ok: false, reason };
}

/** What a command may read while it validates and applies. */
export interface CommandContext {
  world: EditorWorld;
  index: CatalogIndex;
}

/**
 * A command handler validates first and returns a rejection before touching `tx`; only then does it
 * write. A handler that writes nothing and returns ok records no history step.
 */
export type CommandHandler<T extends CommandType> = (ctx: CommandContext, tx: Transaction, command: CommandOf<T>) => CommandResult;

/** Commands that change no design state and never enter history. */
export const UI_ONLY_COMMANDS: ReadonlySet<CommandType> = new Set(['setEditable']);
