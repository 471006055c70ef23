/**
 * The plan's pointer gestures as a small state machine (one state per gesture), free of Pixi and the DOM:
 *
 *   idle ──down on item──▶ pressingItem ──move past slop──▶ draggingItem ──up──▶ idle (one history step)
 *   idle ──down elsewhere──▶ pressing ──move past slop──▶ panning (the viewport pans) ──up──▶ idle
 *   pressing / pressingItem ──up──▶ tap (taps.ts)            any ──second pointer──▶ pinching (viewport zooms)
 *
 * Panning and pinching belong to the viewport (pixi-viewport); this machine only switches its drag plugin
 * off while an item is pressed, so the same finger moves the item instead of the plan. Placement previews
 * follow a hovering mouse, throttled (50 ms furniture, 500 ms light-street) and hidden while panning.
 */
import { TIMINGS } from '../domain/constants';
import type { Editor, ItemDrag } from '../editor';
import { itemGeometry, type Point } from './geometry';
import { hitTest, MOUSE_TOLERANCE_PX, TOUCH_TOLERANCE_PX, type HitTarget } from './hit-test';
import { tap, type TapOutcome } from './taps';
import type { PlanTool } from './tools';

export type PointerKind = 'mouse' | 'touch' | 'pen';

export interface PlanPort {
  editor: Editor;
  tool(): PlanTool;
  /** Screen px per mm. */
  scale(): number;
  toWorld(screen: Point): Point;
  setPanEnabled(on: boolean): void;
  /** Placement preview at a plan point, or hidden. */
  preview(point: Point | null): void;
  hover(target: HitTarget): void;
  /** A tap's outcome (the page shows rejections and selects). */
  outcome(outcome: TapOutcome): void;
  /** After a successful placement (the new item's uid): put the tool down. */
  placed(uid: number | undefined): void;
  /** An item drag starts (its eid) or ends (null): the view lifts it into its own layer meanwhile. */
  dragging?(eid: number | null): void;
  now(): number;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

type State =
  | { name: 'idle' }
  | { name: 'pressing'; id: number; start: Point; pointer: PointerKind }
  | { name: 'pressingItem'; id: number; start: Point; pointer: PointerKind; uid: number; grab: Point }
  /** The editor's drag (editor/gestures.ts) owns the moves and the history step; the machine only feeds it. */
  | { name: 'draggingItem'; id: number; drag: ItemDrag; grab: Point }
  | { name: 'panning'; id: number }
  | { name: 'pinching' };

/** How far a pointer may move before a press becomes a drag, screen px. */
export const SLOP = { mouse: 4, pen: 6, touch: 10 } as const;

export class GestureMachine {
  private state: State = { name: 'idle' };
  private readonly pointers = new Set<number>();
  private previewAt = -Infinity;
  private previewTimer: unknown = null;
  private pendingPreview: Point | null = null;

  constructor(private readonly port: PlanPort) {}

  get stateName(): State['name'] {
    return this.state.name;
  }

  down(id: number, screen: Point, pointer: PointerKind, button = 0): void {
    this.pointers.add(id);
    if (this.pointers.size > 1) {
      // A second finger: the viewport pinches; a drag in progress ends where it is.
      this.finishDrag();
      this.state = { name: 'pinching' };
      this.port.setPanEnabled(true);
      this.hidePreview();
      return;
    }
    if (button !== 0) return;
    const world = this.port.toWorld(screen);
    const tool = this.port.tool();
    const target = this.hit(world, pointer, tool);
    const movable = this.port.editor.isEditable && target.kind === 'item' && (tool.kind === 'none' || tool.kind === 'item');
    if (movable) {
      const item = itemGeometry(this.port.editor, target.eid);
      // The hit test speaks eid, the editor uid: the one conversion of a drag (beginDrag resolves it once).
      const uid = this.port.editor.uidOf(target.eid) ?? -1;
      this.state = { name: 'pressingItem', id, start: screen, pointer, uid, grab: { x: item.x - world.x, y: item.y - world.y } };
      this.port.setPanEnabled(false);
    } else {
      this.state = { name: 'pressing', id, start: screen, pointer };
      this.port.setPanEnabled(true);
    }
  }

  move(id: number, screen: Point, pointer: PointerKind): void {
    const s = this.state;
    if (s.name === 'idle') {
      if (pointer === 'mouse') this.hoverAt(screen);
      return;
    }
    if (s.name === 'pinching' || (s.name !== 'draggingItem' && s.name !== 'panning' && s.id !== id)) return;
    if (s.name === 'pressing') {
      if (distance(screen, s.start) > SLOP[s.pointer]) {
        this.state = { name: 'panning', id };
        this.hidePreview();
      }
      return;
    }
    if (s.name === 'pressingItem') {
      if (distance(screen, s.start) <= SLOP[s.pointer]) return;
      this.port.outcome({ type: 'select', entity: s.uid });
      const drag = this.port.editor.beginDrag(s.uid);
      if (!drag) {
        this.reset();
        return;
      }
      this.state = { name: 'draggingItem', id, drag, grab: s.grab };
      this.hidePreview();
      // The item leaves with its own outline; a hover outline drawn now would stay where it was picked up (the
      // plan's canvas is not redrawn during the drag, nor is the hover after it until the mouse moves on).
      this.port.hover({ kind: 'none' });
      this.port.dragging?.(drag.eid);
    }
    const d = this.state;
    if (d.name === 'draggingItem' && d.id === id) {
      // Another edit during the drag (an undo by keyboard, say) committed it: the pointer goes on with a new one.
      if (!d.drag.active) d.drag = this.port.editor.beginDrag(d.drag.uid) ?? d.drag;
      const next = this.itemPoint(screen, d.grab);
      d.drag.update(next.x, next.y);
    }
  }

  up(id: number, screen: Point, pointer: PointerKind): void {
    this.pointers.delete(id);
    const s = this.state;
    if (s.name === 'pinching') {
      if (this.pointers.size === 0) this.reset();
      return;
    }
    if (s.name === 'idle' || ('id' in s && s.id !== id)) return;
    if (s.name === 'draggingItem') this.finishDrag();
    else if (s.name === 'pressing' || s.name === 'pressingItem') this.tapAt(screen, pointer);
    this.reset();
  }

  /** The browser took the pointer (scroll, system gesture): end without a tap. */
  cancel(id: number): void {
    this.pointers.delete(id);
    this.finishDrag();
    if (this.pointers.size === 0) this.reset();
  }

  /** The pointer left the plan. */
  leave(): void {
    this.hidePreview();
    this.port.hover({ kind: 'none' });
  }

  dispose(): void {
    if (this.previewTimer !== null) this.port.clearTimer(this.previewTimer);
  }

  private reset(): void {
    this.state = { name: 'idle' };
    this.port.setPanEnabled(true);
  }

  private finishDrag(): void {
    const s = this.state;
    if (s.name !== 'draggingItem') return;
    // The whole drag becomes one history step, where the item stands (a pointer taken by the browser too).
    s.drag.commit();
    this.state = { name: 'idle' };
    this.port.dragging?.(null);
  }

  private itemPoint(screen: Point, grab: Point): Point {
    const world = this.port.toWorld(screen);
    return { x: Math.round(world.x + grab.x), y: Math.round(world.y + grab.y) };
  }

  private hit(world: Point, pointer: PointerKind, tool: PlanTool): HitTarget {
    return hitTest(this.port.editor, world, {
      scale: this.port.scale(),
      tolerancePx: pointer === 'mouse' ? MOUSE_TOLERANCE_PX : TOUCH_TOLERANCE_PX,
      spacesFirst: tool.kind === 'wall' || tool.kind === 'option' || tool.kind === 'gable',
    });
  }

  private tapAt(screen: Point, pointer: PointerKind): void {
    const world = this.port.toWorld(screen);
    const tool = this.port.tool();
    const outcome = tap(this.port.editor, tool, this.hit(world, pointer, tool), world);
    this.port.outcome(outcome);
    if (tool.kind === 'item' && outcome.type === 'command' && outcome.result.ok) {
      this.hidePreview();
      this.port.placed(outcome.result.created);
    }
  }

  private hoverAt(screen: Point): void {
    const tool = this.port.tool();
    const world = this.port.toWorld(screen);
    if (tool.kind === 'item') {
      this.throttledPreview(world, tool.light ? TIMINGS.lightStreetMouseMoveMs : TIMINGS.furnitureMouseMoveMs);
      return;
    }
    this.port.hover(this.hit(world, 'mouse', tool));
  }

  private throttledPreview(point: Point, interval: number): void {
    const now = this.port.now();
    if (now - this.previewAt >= interval) {
      this.previewAt = now;
      this.port.preview(point);
      return;
    }
    // Trailing call: the last position is shown once the interval has passed.
    this.pendingPreview = point;
    if (this.previewTimer !== null) return;
    this.previewTimer = this.port.setTimer(() => {
      this.previewTimer = null;
      if (!this.pendingPreview || this.state.name !== 'idle' || this.port.tool().kind !== 'item') return;
      this.previewAt = this.port.now();
      this.port.preview(this.pendingPreview);
      this.pendingPreview = null;
    }, interval - (now - this.previewAt));
  }

  private hidePreview(): void {
    this.pendingPreview = null;
    this.port.preview(null);
  }
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
