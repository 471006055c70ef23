/**
 * The editor core: owns the world, runs commands, keeps history and publishes the streams. Runs without a
 * DOM; the React shell, the 2D plan, the 3D view, tests and bench/ drive it through `dispatch`.
 */
import { BehaviorSubject, Subject } from 'rxjs';
import type { Catalog } from '../domain/catalog';
import { configurationSchema, type Configuration, type ConfigurationInput } from '../domain/configuration';
import { itemHitSize } from '../domain/geometry';
import { indexCatalog } from '../domain/catalog-index';
import type { CatalogIndex } from '../domain/pricing/types';
import { isDesignSlot, productRole } from '../domain/product-role';
import { texts } from '../domain/texts';
import {
  CREATING_COMMANDS, ENTITY_COMMANDS, handlers, reject, type Command, type CommandContext, type CommandHandler,
  type CommandResult,
} from './commands';
import { emptyDesign } from './commands/house';
import type { ComputePort } from '../domain/compute-port';
import { FrameCoordinator } from './frames';
import { ItemDrag, type DragHost } from './gestures';
import { History } from './history';
import { loadConfiguration, toConfiguration } from './serialize';
import { ALIGN_NAMES, EntityKind } from './components';
import { createEditorStreams, type EditorStreams, type SelectedEntity, type Selection, type Status } from './streams';
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

const NO_TOOL: Selection = { productId: null, deleteColor: false, brushColor: null, entity: null };

export class Editor {
  readonly world: EditorWorld;
  readonly index: CatalogIndex;
  readonly streams: EditorStreams;
  /** The one frame coordinator of the views that draw this editor's world (frames.ts). */
  readonly frames = new FrameCoordinator();
  private readonly history = new History();
  private readonly ctx: CommandContext;
  private readonly changesSubject = new Subject<ChangeSet>();
  private readonly version = new BehaviorSubject<number>(0);
  /** Bumped by committed changes only (not by a drag's transient moves): what panels and the price follow. */
  private readonly committed = new BehaviorSubject<number>(0);
  private readonly selection = new BehaviorSubject<Selection>(NO_TOOL);
  private readonly editable: BehaviorSubject<boolean>;
  /** The item drag in progress (gestures.ts): its transaction is open until it is committed or cancelled. */
  private dragging: ItemDrag | null = null;
  private cachedConfiguration: { version: number; value: Configuration } | null = null;

  constructor(options: EditorOptions) {
    this.index = options.catalog.products instanceof Map ? (options.catalog as CatalogIndex) : indexCatalog(options.catalog as Catalog);
    this.world = createEditorWorld(emptyDesign(0), (id) => itemHitSize(this.index.products.get(id)));
    this.ctx = { world: this.world, index: this.index };
    this.editable = new BehaviorSubject(options.editable ?? true);
    this.streams = createEditorStreams({
      version$: this.committed,
      changes$: this.changesSubject,
      selection$: this.selection,
      editable$: this.editable,
      getConfiguration: () => this.getConfiguration(),
      compute: options.compute,
      priceDebounceMs: options.priceDebounceMs,
      index: this.index,
      selectedView: (uid) => this.selectedView(uid),
      canPrice: () => this.index.products.get(this.world.design.selectedHouse)?.house !== undefined,
    });
  }

  /** Run a command. A rejected command returns the reason and changes nothing. */
  dispatch(command: Command): CommandResult {
    if (command.type === 'setEditable') {
      this.dragging?.commit();
      this.editable.next(command.editable);
      return { ok: true };
    }
    if (!this.editable.value) return reject(texts.editor.readOnly);
    const handler = handlers[command.type] as CommandHandler<Command['type']> | undefined;
    if (!handler) return reject(texts.editor.unknownCommand);
    const tx = new Transaction(this.world, command.type);
    let result: CommandResult;
    try {
      result = handler(this.ctx, tx, this.resolve(command));
    } catch (error) {
      // A handler must validate before writing; if one throws anyway, put back what it wrote.
      this.rollback(tx);
      throw error;
    }
    if (!result.ok) return result;
    // Another accepted command ends a drag in progress: its step goes into history first. A rejected one
    // leaves it going (and publishes nothing).
    this.dragging?.commit();
    if (command.type === 'selectProduct') this.afterSelectProduct(command.productId);
    this.commit(tx);
    const created = CREATING_COMMANDS.has(command.type) ? tx.created.at(-1) : undefined;
    return created === undefined ? result : { ok: true, created };
  }

  /**
   * Start dragging an item (furniture or a light-street item) by uid: the answer owns the drag (gestures.ts),
   * whose moves reach the renderers only and whose end is one history step. Null when the design is read-only
   * or the uid names no item. A drag still open is committed first.
   */
  beginDrag(uid: number): ItemDrag | null {
    if (!this.editable.value) return null;
    const eid = this.world.uidToEid.get(uid);
    const kind = eid === undefined ? undefined : this.world.c.Kind.value[eid];
    if (eid === undefined || (kind !== EntityKind.furniture && kind !== EntityKind.light)) return null;
    this.dragging?.commit();
    this.dragging = new ItemDrag(this.dragHost, this.ctx, uid, eid);
    return this.dragging;
  }

  /** The item drag in progress, or null. */
  get drag(): ItemDrag | null {
    return this.dragging;
  }

  private readonly dragHost: DragHost = {
    publishMove: (tx) => this.publish(tx, 'move'),
    finish: (tx, shown) => this.commit(tx, shown),
    revert: (tx, shown) => {
      const back = new Transaction(this.world, 'cancelDrag');
      applyStep(back, tx.finish(), 'undo');
      this.publish(back, shown ? 'endsDrag' : 'commit');
    },
    closed: (drag) => {
      if (this.dragging === drag) this.dragging = null;
    },
  };

  /** Entity uids to live eids for the handlers; a uid that is gone becomes an id no entity has. */
  private resolve(command: Command): Command {
    if (!ENTITY_COMMANDS.has(command.type)) return command;
    const withEntity = command as Extract<Command, { entity: number }>;
    return { ...withEntity, entity: this.world.uidToEid.get(withEntity.entity) ?? -1 };
  }

  undo(): boolean {
    this.dragging?.commit();
    const step = this.history.takeUndo();
    if (!step) return false;
    const tx = new Transaction(this.world, 'undo');
    applyStep(tx, step, 'undo');
    this.afterHistoryMove(tx);
    return true;
  }

  redo(): boolean {
    this.dragging?.commit();
    const step = this.history.takeRedo();
    if (!step) return false;
    const tx = new Transaction(this.world, 'redo');
    applyStep(tx, step, 'redo');
    this.afterHistoryMove(tx);
    return true;
  }

  /** Open a stored design (the app's load path): replaces the world and clears history. */
  load(configuration: ConfigurationInput): void {
    this.dragging?.commit();
    const parsed = configurationSchema.parse(configuration);
    const tx = new Transaction(this.world, 'load');
    this.world.index.bulk(() => loadConfiguration(tx, parsed, this.index));
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

  /** The tool and the selected entity now (what selection$ last published), for reads outside a subscription. */
  getSelection(): Selection {
    return this.selection.value;
  }

  /** Forget every step (after opening a design, the first step is not undoable). */
  clearHistory(): void {
    this.dragging?.commit();
    this.history.clear();
    this.streams.history$.next({ canUndo: false, canRedo: false });
  }

  /** Select a placed entity by uid (for the item toolbar), or none. Not a design change; a uid that is gone selects none. */
  selectEntity(uid: number | null): void {
    this.selection.next({ ...this.selection.value, entity: uid !== null && this.world.uidToEid.has(uid) ? uid : null });
  }

  /** Arm the 'Kleur verwijderen' brush (the deleteColor pseudo-product); again puts it down. */
  selectDeleteColor(): void {
    const on = !this.selection.value.deleteColor;
    this.selection.next({ ...NO_TOOL, deleteColor: on, entity: this.selection.value.entity });
  }

  /** Arm a brush colour (a colour record, not a product); the same colour again puts it down. */
  selectBrushColor(colorId: number): void {
    if (!this.index.colors.has(colorId)) return;
    const same = this.selection.value.brushColor === colorId;
    this.selection.next({ ...NO_TOOL, brushColor: same ? null : colorId, entity: this.selection.value.entity });
  }

  /** Put down whatever tool is in hand (product, brush colour or 'Kleur verwijderen'); the selected entity stays. */
  clearTool(): void {
    const current = this.selection.value;
    if (current.productId === null && !current.deleteColor && current.brushColor === null) return;
    this.selection.next({ ...NO_TOOL, entity: current.entity });
  }

  /** What the item toolbar shows of the selected entity: its kind and, for an option, its alignment. */
  private selectedView(uid: number | null): SelectedEntity | null {
    const eid = uid === null ? undefined : this.world.uidToEid.get(uid);
    if (uid === null || eid === undefined) return null;
    const { c } = this.world;
    const kind = c.Kind.value[eid];
    if (kind === EntityKind.option) return { uid, kind: 'option', align: ALIGN_NAMES[c.Placement.value[eid]] };
    if (kind === EntityKind.furniture) return { uid, kind: 'furniture' };
    if (kind === EntityKind.light) return { uid, kind: 'light' };
    return { uid, kind: 'other' };
  }

  /** The live entity id of a uid, for the renderers (adapter.ts); undefined when it is gone. */
  eidOf(uid: number): number | undefined {
    return this.world.uidToEid.get(uid);
  }

  /** The uid of a live entity id (renderers hit-test by eid and speak uid to the editor). */
  uidOf(eid: number): number | null {
    return isAlive(this.world, eid) ? this.world.c.Uid.value[eid] : null;
  }

  /** Loading state for the shell (the app reports catalogue and quote loading through this). */
  setStatus(status: Status): void {
    this.streams.status$.next(status);
  }

  get canUndo(): boolean {
    return this.history.canUndo || (this.dragging?.moved ?? false);
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
    this.committed.complete();
    this.selection.complete();
    this.editable.complete();
    this.streams.dispose();
  }

  private afterSelectProduct(productId: number): void {
    const product = this.index.products.get(productId);
    if (!product || isDesignSlot(productRole(product, this.index))) return;
    const current = this.selection.value;
    const next = current.productId === productId ? null : productId;
    this.selection.next({ ...NO_TOOL, productId: next, entity: current.entity });
  }

  /** Record `tx` as a history step (unless it changed nothing) and publish it; `endsDrag`: see publish. */
  private commit(tx: Transaction, endsDrag = false): void {
    const step = tx.finish();
    if (!isEmptyStep(step)) this.history.record(step);
    this.publish(tx, endsDrag ? 'endsDrag' : 'commit');
  }

  private afterHistoryMove(tx: Transaction): void {
    this.publish(tx);
  }

  private rollback(tx: Transaction): void {
    applyStep(new Transaction(this.world, 'rollback'), tx.finish(), 'undo');
  }

  /**
   * Publish what `tx` changed since its last publish: `move`, a drag's transient move (renderers only);
   * `commit`, a committed change; `endsDrag`, a drag's end, published even when it changed nothing since its
   * last move, so renderers that waited for the end catch up.
   */
  private publish(tx: Transaction, kind: 'move' | 'commit' | 'endsDrag' = 'commit'): boolean {
    const transient = kind === 'move';
    const changes: ChangeSet = { ...tx.flush(), transient };
    // Only when it changes: a new object per drag move re-rendered the page around the plan on every move.
    const history = this.streams.history$.value;
    if (history.canUndo !== this.canUndo || history.canRedo !== this.canRedo) {
      this.streams.history$.next({ canUndo: this.canUndo, canRedo: this.canRedo });
    }
    const empty = changes.added.length + changes.updated.length + changes.removed.length === 0 && !changes.design;
    if (empty && kind !== 'endsDrag') return false;
    if (!empty) this.version.next(this.version.value + 1);
    if (!transient) this.committed.next(this.committed.value + 1);
    // A selection whose entity went (removed, undone, replaced by a new house) selects nothing any more.
    const selected = this.selection.value.entity;
    if (changes.removed.length > 0 && selected !== null && !this.world.uidToEid.has(selected)) {
      this.selection.next({ ...this.selection.value, entity: null });
    }
    this.changesSubject.next(changes);
    return true;
  }
}

export function createEditor(options: EditorOptions): Editor {
  return new Editor(options);
}
