/**
 * The editor core: owns the world, runs commands, keeps history and publishes the streams. Runs without a
 * DOM; the React shell, the 2D plan, the 3D view, tests and bench/ drive it through `dispatch`.
 */
import { BehaviorSubject, Subject } from 'rxjs';
import type { Catalog } from '../domain/catalog';
import { configurationSchema, type Configuration, type ConfigurationInput } from '../domain/configuration';
import { indexCatalog } from '../domain/pricing/catalog-index';
import type { CatalogIndex } from '../domain/pricing/types';
import { texts } from '../domain/texts';
import { handlers, productSlot, reject, type Command, type CommandContext, type CommandHandler, type CommandResult } from './commands';
import { emptyDesign } from './commands/house';
import type { ComputePort } from './compute-port';
import { History } from './history';
import { loadConfiguration, toConfiguration } from './serialize';
import { createEditorStreams, type EditorStreams, type Selection, type Status } from './streams';
import { applyStep, isEmptyStep, Transaction, type ChangeSet } from './transaction';
import { createEditorWorld, isAlive, type EditorWorld } from './world';

export interface EditorOptions {
  catalog: Catalog | CatalogIndex;
  /** Fit, layout and price; without it price$ stays idle. */
  compute?: ComputePort;
  /** Debounce of the price estimate (spec: 400 ms). */
  priceDebounceMs?: number;
  editable?: boolean;
}

interface PendingDrag {
  tx: Transaction;
  entity: number;
}

export class Editor {
  readonly world: EditorWorld;
  readonly index: CatalogIndex;
  readonly streams: EditorStreams;
  private readonly history = new History();
  private readonly ctx: CommandContext;
  private readonly changesSubject = new Subject<ChangeSet>();
  private readonly version = new BehaviorSubject<number>(0);
  private readonly selection = new BehaviorSubject<Selection>({ productId: null, deleteColor: false, entity: null });
  private readonly editable: BehaviorSubject<boolean>;
  private pending: PendingDrag | null = null;
  private cachedConfiguration: { version: number; value: Configuration } | null = null;

  constructor(options: EditorOptions) {
    this.index = options.catalog.products instanceof Map ? (options.catalog as CatalogIndex) : indexCatalog(options.catalog as Catalog);
    this.world = createEditorWorld(emptyDesign(0));
    this.ctx = { w: this.world, index: this.index };
    this.editable = new BehaviorSubject(options.editable ?? true);
    this.streams = createEditorStreams({
      version$: this.version,
      changes$: this.changesSubject,
      selection$: this.selection,
      editable$: this.editable,
      getConfiguration: () => this.getConfiguration(),
      compute: options.compute,
      priceDebounceMs: options.priceDebounceMs,
      index: this.index,
      canPrice: () => this.index.products.get(this.world.design.selectedHouse)?.house !== undefined,
    });
  }

  /** Run a command. A rejected command returns the reason and changes nothing. */
  dispatch(command: Command): CommandResult {
    if (command.type === 'setEditable') {
      this.commitPending();
      this.editable.next(command.editable);
      return { ok: true };
    }
    if (!this.editable.value) return reject(texts.editor.readOnly);
    const handler = handlers[command.type] as CommandHandler<Command['type']> | undefined;
    if (!handler) return reject(texts.editor.unknownCommand);
    const continuesDrag = command.type === 'moveItem' && this.pending?.entity === command.entity;
    if (!continuesDrag) this.commitPending();
    const tx = continuesDrag ? this.pending!.tx : new Transaction(this.world, command.type);
    let result: CommandResult;
    try {
      result = handler(this.ctx, tx, command);
    } catch (error) {
      // A handler must validate before writing; if one throws anyway, put back what it wrote.
      this.rollback(tx);
      throw error;
    }
    if (!result.ok) return result;
    if (command.type === 'selectProduct') this.afterSelectProduct(command.productId);
    if (command.type === 'moveItem' && command.transient) {
      this.pending = { tx, entity: command.entity };
      this.publish(tx);
      return result;
    }
    this.pending = null;
    this.commit(tx);
    return result;
  }

  undo(): boolean {
    this.commitPending();
    const step = this.history.takeUndo();
    if (!step) return false;
    const tx = new Transaction(this.world, 'undo');
    applyStep(tx, step, 'undo');
    this.afterHistoryMove(tx);
    return true;
  }

  redo(): boolean {
    this.commitPending();
    const step = this.history.takeRedo();
    if (!step) return false;
    const tx = new Transaction(this.world, 'redo');
    applyStep(tx, step, 'redo');
    this.afterHistoryMove(tx);
    return true;
  }

  /** Open a stored design (the app's load path): replaces the world and clears history. */
  load(configuration: ConfigurationInput): void {
    this.commitPending();
    const parsed = configurationSchema.parse(configuration);
    const tx = new Transaction(this.world, 'load');
    loadConfiguration(tx, parsed, this.index);
    this.history.clear();
    this.publish(tx);
  }

  /** The design's version: it rises by one with every published change (the price estimate names the one it priced). */
  get designVersion(): number {
    return this.version.value;
  }

  /** The design as a Configuration; derived on demand and cached until the next change. */
  getConfiguration(): Configuration {
    const version = this.version.value;
    if (this.cachedConfiguration?.version !== version) this.cachedConfiguration = { version, value: toConfiguration(this.world) };
    return this.cachedConfiguration.value;
  }

  /** Forget every step (after opening a design, the first step is not undoable). */
  clearHistory(): void {
    this.commitPending();
    this.history.clear();
    this.streams.history$.next({ canUndo: false, canRedo: false });
  }

  /** Select a placed entity (for the item toolbar) or none. Not a design change. */
  selectEntity(entity: number | null): void {
    this.selection.next({ ...this.selection.value, entity: entity !== null && isAlive(this.world, entity) ? entity : null });
  }

  /** Arm the 'Kleur verwijderen' brush (the deleteColor pseudo-product). */
  selectDeleteColor(): void {
    const on = !this.selection.value.deleteColor;
    this.selection.next({ productId: null, deleteColor: on, entity: this.selection.value.entity });
  }

  /** Loading state for the shell (the app reports catalogue and quote loading through this). */
  setStatus(status: Status): void {
    this.streams.status$.next(status);
  }

  get canUndo(): boolean {
    return this.history.canUndo || this.pending !== null;
  }

  get canRedo(): boolean {
    return this.history.canRedo;
  }

  get isEditable(): boolean {
    return this.editable.value;
  }

  dispose(): void {
    this.changesSubject.complete();
    this.version.complete();
    this.selection.complete();
    this.editable.complete();
    this.streams.dispose();
  }

  private afterSelectProduct(productId: number): void {
    const product = this.index.products.get(productId);
    if (!product || productSlot(product, this.index) !== 'tool') return;
    const current = this.selection.value;
    const next = current.productId === productId ? null : productId;
    this.selection.next({ productId: next, deleteColor: false, entity: current.entity });
  }

  private commitPending(): void {
    if (!this.pending) return;
    const { tx } = this.pending;
    this.pending = null;
    this.commit(tx);
  }

  private commit(tx: Transaction): void {
    const step = tx.finish();
    if (!isEmptyStep(step)) this.history.record(step);
    this.publish(tx);
  }

  private afterHistoryMove(tx: Transaction): void {
    const entity = this.selection.value.entity;
    if (entity !== null && !isAlive(this.world, entity)) this.selection.next({ ...this.selection.value, entity: null });
    this.publish(tx);
  }

  private rollback(tx: Transaction): void {
    applyStep(new Transaction(this.world, 'rollback'), tx.finish(), 'undo');
  }

  private publish(tx: Transaction): void {
    const changes = tx.flush();
    this.streams.history$.next({ canUndo: this.canUndo, canRedo: this.canRedo });
    if (changes.added.length + changes.updated.length + changes.removed.length === 0 && !changes.design) return;
    this.version.next(this.version.value + 1);
    this.changesSubject.next(changes);
  }
}

export function createEditor(options: EditorOptions): Editor {
  return new Editor(options);
}
