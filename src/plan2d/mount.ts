/**
 * Mounts the 2D plan in an element: the Pixi view, the gesture machine fed by DOM pointer events, the
 * keyboard shortcuts and the subscriptions to the editor's streams. The page talks to it through the returned
 * controller; tests and benchmarks read it through the probe the page installs (`window.__plan2d`, probe.ts).
 */
import type { Subscription } from 'rxjs';
import type { Editor, Selection } from '../editor';
import type { Point } from './geometry';
import { GestureMachine, type PointerKind } from './gestures';
import { isTypingTarget, keyAction } from './keyboard';
import { PlanView } from './render/plan-view';
import { deleteCommand, rotateCommand, type TapOutcome } from './taps';
import { resolveTool, type PlanTool } from './tools';

export interface PlanMountOptions {
  editor: Editor;
  /** A Dutch message for the user (a refused edit, a hint). */
  onMessage(text: string): void;
  /** The user asked to delete a selected option or item (its uid): confirm, then call `controller.remove(uid)`. */
  onRequestDelete(uid: number): void;
  /** The plan drew its first frame (the page then starts the 3D view, so the two do not compete for it). */
  onFirstFrame?(): void;
  /**
   * Settles when the page's loads after the first frame leave the line free: the plan's pan and zoom are fetched
   * then, or at the visitor's first press or scroll on the plan if sooner (render/gestures-due.ts). Without it,
   * with the first frame.
   */
  gesturesAfter?(): Promise<unknown>;
  preference?: 'webgl' | 'webgpu';
}

export interface PlanController {
  resetView(): void;
  /** Delete an option or item by uid (after the confirmation). */
  remove(uid: number): void;
  /** Frame stats hook for the benchmark: entities redrawn in the last change. */
  lastRedrawn(): number;
  /** The Pixi side, for the read-only probe the page installs (probe.ts). */
  readonly view: PlanView;
  destroy(): void;
}

function pointerKind(e: PointerEvent): PointerKind {
  return e.pointerType === 'touch' ? 'touch' : e.pointerType === 'pen' ? 'pen' : 'mouse';
}

export async function mountPlan(host: HTMLElement, options: PlanMountOptions): Promise<PlanController> {
  const { editor } = options;
  const view = new PlanView(editor, host, options.onFirstFrame, options.gesturesAfter?.bind(options));
  await view.init(options.preference);
  let tool: PlanTool = { kind: 'none' };
  let selection: Selection = { productId: null, deleteColor: false, brushColor: null, entity: null };
  /** The overlay outlines the selected entity by its current eid. */
  const selectedEid = () => (selection.entity === null ? null : editor.eidOf(selection.entity) ?? null);

  const handleOutcome = (outcome: TapOutcome) => {
    if (outcome.type === 'select') editor.selectEntity(outcome.entity);
    else if (outcome.type === 'message') options.onMessage(outcome.text);
    else if (outcome.type === 'command' && !outcome.result.ok) options.onMessage(outcome.result.reason);
  };

  const machine = new GestureMachine({
    editor,
    tool: () => tool,
    scale: () => view.viewport.scaled,
    toWorld: (p) => view.toWorld(p),
    setPanEnabled: (on) => view.setPanEnabled(on),
    preview: (p) => { view.overlay.setPreview(p, tool.kind === 'item' ? tool.product : null); view.invalidate(); },
    hover: (target) => { view.overlay.setHover(target); view.invalidate(); },
    outcome: handleOutcome,
    placed: (uid) => {
      editor.clearTool();
      if (uid !== undefined) editor.selectEntity(uid);
    },
    dragging: (eid) => {
      view.setDragging(eid);
      if (eid === null) view.overlay.setSelected(selectedEid());
    },
    now: () => performance.now(),
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (h) => window.clearTimeout(h as number),
  });

  const local = (e: PointerEvent): Point => {
    const rect = view.app.canvas.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const active = new Set<number>();
  // Capture on the host runs before Pixi's own listeners on the canvas: the drag plugin is paused in time
  // when a press lands on an item.
  const onDown = (e: PointerEvent) => {
    if (e.target !== view.app.canvas) return;
    active.add(e.pointerId);
    machine.down(e.pointerId, local(e), pointerKind(e), e.button);
  };
  const onMove = (e: PointerEvent) => {
    if (!active.has(e.pointerId) && e.target !== view.app.canvas) return;
    machine.move(e.pointerId, local(e), pointerKind(e));
  };
  const onUp = (e: PointerEvent) => {
    if (!active.delete(e.pointerId)) return;
    machine.up(e.pointerId, local(e), pointerKind(e));
  };
  const onCancel = (e: PointerEvent) => {
    if (active.delete(e.pointerId)) machine.cancel(e.pointerId);
  };
  const onLeave = () => machine.leave();
  const remove = (uid: number) => {
    const command = deleteCommand(editor, uid);
    if (!command) return;
    const result = editor.dispatch(command);
    if (!result.ok) options.onMessage(result.reason);
    else editor.selectEntity(null);
  };
  const onKey = (e: KeyboardEvent) => {
    if (isTypingTarget(e.target) || overlayOwnsKeys()) return;
    const action = keyAction(e);
    if (!action) return;
    const selected = selection.entity;
    if (action === 'undo') editor.undo();
    else if (action === 'redo') editor.redo();
    else if (action === 'escape') { editor.clearTool(); editor.selectEntity(null); view.overlay.setPreview(null, null); view.invalidate(); }
    else if (action === 'delete') { if (selected !== null && deleteCommand(editor, selected)) options.onRequestDelete(selected); else return; }
    else if (action === 'rotate') {
      const command = selected === null ? null : rotateCommand(editor, selected);
      if (!command) return;
      const result = editor.dispatch(command);
      if (!result.ok) options.onMessage(result.reason);
    }
    e.preventDefault();
  };
  host.addEventListener('pointerdown', onDown, { capture: true });
  window.addEventListener('pointermove', onMove);
  window.addEventListener('pointerup', onUp);
  window.addEventListener('pointercancel', onCancel);
  view.app.canvas.addEventListener('pointerleave', onLeave);
  window.addEventListener('keydown', onKey);
  const resizeObserver = new ResizeObserver(() => view.resize());
  resizeObserver.observe(host);

  const subscriptions: Subscription[] = [
    editor.streams.changes$.subscribe((changes) => {
      const houseBefore = view.house;
      // A drag's move: only the drag picture follows (no plan frame, no overlay redraw).
      if (view.sync.apply(changes) && view.dragMove()) return;
      // Anything else (an undo mid-drag, say) may have moved the dragged item too: its picture follows as well.
      view.dragMove();
      if (changes.design && view.house !== houseBefore) { view.applyBounds(); view.fit(); }
      view.overlay.touched([...changes.added, ...changes.updated]);
      if (changes.removed.length > 0) view.overlay.setSelected(selectedEid());
      view.invalidate();
    }),
    editor.streams.selection$.subscribe((s) => {
      selection = s;
      tool = resolveTool(editor, s);
      view.overlay.setSelected(selectedEid());
      if (tool.kind !== 'item') view.overlay.setPreview(null, null);
      view.app.canvas.style.cursor = tool.kind === 'none' ? 'default' : 'crosshair';
      view.invalidate();
    }),
  ];

  return {
    resetView: () => view.fit(),
    remove,
    lastRedrawn: () => view.sync.lastRedrawn,
    view,
    destroy: () => {
      for (const s of subscriptions) s.unsubscribe();
      machine.dispose();
      resizeObserver.disconnect();
      host.removeEventListener('pointerdown', onDown, { capture: true });
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('keydown', onKey);
      view.destroy();
    },
  };
}

/**
 * An open dialog or popover (the phone's help menu) owns the keys: the plan neither acts on them nor cancels
 * them, so Escape reaches the popover's light dismiss.
 */
function overlayOwnsKeys(): boolean {
  if (document.querySelector('[role="dialog"]')) return true;
  try {
    return document.querySelector(':popover-open') !== null;
  } catch {
    return false; // a browser without popovers has none open
  }
}
