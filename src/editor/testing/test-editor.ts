/**
 * The headless test harness (tldraw's TestEditor habit): an editor on a catalogue with the in-process
 * compute port, plus helpers to find entities and assert on commands.
 */
import type { Catalog } from '../../domain/catalog';
import type { Configuration } from '../../domain/configuration';
import { createLocalCompute } from '../../../workers/compute-core';
import { EntityKind, type EntityKindName } from '../components';
import type { Command, CommandResult } from '../commands';
import { Editor } from '../editor';
import type { ChangeSet } from '../transaction';
import { orderedEntitiesOf } from '../world';
import { FIX, fixtureCatalog } from './fixture-catalog';

export interface TestEditor extends Editor {
  /** Dispatch and throw with the reason when rejected. */
  ok(command: Command): void;
  /** Dispatch and throw when accepted; returns the reason. */
  rejects(command: Command): string;
  config(): Configuration;
  /** Live entities of a kind in creation order. */
  entities(kind: EntityKindName): number[];
  /** The first live entity of a kind matching a predicate over its eid. */
  find(kind: EntityKindName, predicate?: (eid: number) => boolean): number;
  /** Change sets published since the last call. */
  takeChanges(): ChangeSet[];
}

export function createTestEditor(options: { catalog?: Catalog; houseId?: number; priceDebounceMs?: number } = {}): TestEditor {
  const catalog = options.catalog ?? fixtureCatalog();
  const compute = createLocalCompute(catalog);
  const editor = new Editor({ catalog: compute.core.index, compute, priceDebounceMs: options.priceDebounceMs ?? 0 }) as TestEditor;
  const changes: ChangeSet[] = [];
  editor.streams.changes$.subscribe((c) => changes.push(c));
  editor.ok = (command) => {
    const result: CommandResult = editor.dispatch(command);
    if (!result.ok) throw new Error(`${command.type} rejected: ${result.reason}`);
  };
  editor.rejects = (command) => {
    const result = editor.dispatch(command);
    if (result.ok) throw new Error(`${command.type} was accepted`);
    return result.reason;
  };
  editor.config = () => editor.getConfiguration();
  editor.entities = (kind) => orderedEntitiesOf(editor.world, EntityKind[kind]);
  editor.find = (kind, predicate = () => true) => {
    const eid = editor.entities(kind).find(predicate);
    if (eid === undefined) throw new Error(`no ${kind} entity matches`);
    return eid;
  };
  editor.takeChanges = () => changes.splice(0);
  editor.ok({ type: 'selectHouse', houseId: options.houseId ?? FIX.house });
  editor.clearHistory();
  editor.takeChanges();
  return editor;
}

export { FIX, fixtureCatalog };
