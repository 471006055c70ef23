/**
 * The headless test harness (tldraw's TestEditor habit): an editor on a catalogue with the in-process
 * compute port, plus helpers to find entities and assert on commands.
 */
import type { Catalog } from '../../domain/catalog';
import type { Configuration } from '../../domain/configuration';
import { createLocalCompute } from '../../domain/compute-core';
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
  /** Uids of the live entities of a kind in creation order (commands and the selection address entities by uid). */
  entities(kind: EntityKindName): number[];
  /** The uid of the first live entity of a kind whose eid matches a predicate. */
  find(kind: EntityKindName, predicate?: (eid: number) => boolean): number;
  /** The live eid of a uid (for reading the world's components in a test); throws when it is gone. */
  eid(uid: number): number;
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
  const uid = (eid: number) => editor.world.c.Uid.value[eid];
  editor.entities = (kind) => orderedEntitiesOf(editor.world, EntityKind[kind]).map(uid);
  editor.find = (kind, predicate = () => true) => {
    const eid = orderedEntitiesOf(editor.world, EntityKind[kind]).find(predicate);
    if (eid === undefined) throw new Error(`no ${kind} entity matches`);
    return uid(eid);
  };
  editor.eid = (id) => {
    const eid = editor.eidOf(id);
    if (eid === undefined) throw new Error(`uid ${id} is gone`);
    return eid;
  };
  editor.takeChanges = () => changes.splice(0);
  editor.ok({ type: 'selectHouse', houseId: options.houseId ?? FIX.house });
  editor.clearHistory();
  editor.takeChanges();
  return editor;
}

export { FIX, fixtureCatalog };
