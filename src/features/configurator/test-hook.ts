/**
 * `window.__configurator`: read-only state for the e2e tests (configuration, history, selection, mode, price),
 * plus `dispatch` for the 3D view's tests, in test builds only (app/test-build.ts): a production page offers no
 * way to change the design from the console. The plan's own tests drive it with real mouse and touch input.
 */
import type { Configuration } from '../../domain/configuration';
import { modeFor, type Command, type CommandResult, type Editor, type Mode, type PriceState, type Selection } from '../../editor';
import { TEST_BUILD } from '../../app/test-build';
import { texts } from '../../domain/texts';

export interface ConfiguratorHook {
  configuration(): Configuration;
  history(): { canUndo: boolean; canRedo: boolean };
  selection(): Selection;
  mode(): Mode;
  price(): PriceState;
  /** The design version now; a settled price() with the same version priced this very design. */
  version(): number;
  /** Whether this session keeps a working copy of the design in local storage (never in a read-only view). */
  keepsWorkingDesign(): boolean;
  /** Test builds only (absent in production bundles); typed as present for the e2e specs' convenience. */
  dispatch(command: Command): CommandResult;
  /**
   * Test builds only: a move of the item `entity` (uid) as one of a drag in the plan (`editor.beginDrag`, or the
   * drag of that item in progress); `drop`: then the drag ends (one history step).
   */
  drag(entity: number, x: number, y: number, drop?: boolean): CommandResult;
}

declare global {
  interface Window { __configurator?: ConfiguratorHook }
}

export function installConfiguratorHook(editor: Editor, session: { keepsWorkingDesign: boolean }): () => void {
  let selection: Selection = { productId: null, deleteColor: false, brushColor: null, entity: null };
  let price: PriceState = { status: 'idle' };
  const subs = [
    editor.streams.selection$.subscribe((s) => { selection = s; }),
    editor.streams.price$.subscribe((p) => { price = p; }),
  ];
  window.__configurator = {
    configuration: () => editor.getConfiguration(),
    history: () => ({ canUndo: editor.canUndo, canRedo: editor.canRedo }),
    selection: () => selection,
    mode: () => modeFor(selection, editor.index),
    price: () => price,
    version: () => editor.designVersion,
    keepsWorkingDesign: () => session.keepsWorkingDesign,
    ...(TEST_BUILD ? {
      dispatch: (command: Command) => editor.dispatch(command),
      drag: (entity: number, x: number, y: number, drop = false): CommandResult => {
        const drag = editor.drag?.uid === entity ? editor.drag : editor.beginDrag(entity);
        if (!drag) return { ok: false, reason: texts.editor.unknownEntity };
        const result = drag.update(x, y);
        if (drop) drag.commit();
        return result;
      },
    } : {}),
  } as ConfiguratorHook;
  return () => {
    for (const s of subs) s.unsubscribe();
    delete window.__configurator;
  };
}
