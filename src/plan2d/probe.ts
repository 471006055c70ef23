/**
 * `window.__plan2d`: what the e2e tests and the benchmarks read of the plan (screen points of plan places,
 * drawn objects, frames rendered and their log, open times, the snapshot's passes). Read-only: nothing here
 * changes the plan or the design, so it may ship. The page installs it after mounting the plan (PlanPanel); the
 * plan itself keeps no log for it: the frame log comes from the frame coordinator (editor/frames.ts).
 */
import type { Editor, PlanFrame } from '../editor';
import { EntityKind } from '../editor';
import { entities, itemGeometry, leafByLeafId, optionGeometry, pointAlong, type Point } from './geometry';
import type { PlanController } from './mount';
import type { ItemDetail } from './render/item-shapes';

/** One drawn frame: its number, start and end (performance.now()) and the dragged item's position in it. */
export type RenderRecord = Omit<PlanFrame, 'view'>;
const RENDER_LOG_SIZE = 240;

type HookKind = 'furniture' | 'light' | 'option' | 'pillar';

export interface Plan2dHook {
  rendererType(): 'webgl' | 'webgpu' | 'canvas';
  screenPoint(planX: number, planY: number): Point;
  spaceCenter(leafId: number, half?: 'start' | 'end'): Point | null;
  itemCenter(kind: HookKind, index: number): Point | null;
  drawnObjectCount(): number;
  /** Frames the plan has rendered so far (it renders on demand). */
  renders(): number;
  /** Whether the plan has drawn every change and has no frame (nor snapshot prewarm) due. */
  idle(): boolean;
  /** The recent frames after frame number `since`: timing and the dragged item's position (benchmarks). */
  renderLog(since: number): RenderRecord[];
  /** When the plan's first render call ended, ms since navigation start. */
  firstRenderAt(): number | null;
  /** When the plan's first frame was on screen (the next animation frame after it), ms since navigation start. */
  firstShownAt(): number | null;
  viewCenter(): Point;
  scale(): number;
  /** Passes of the static layers into the plan's snapshot: whole, and only the rectangles a drop changed. */
  snapshotDraws(): { full: number; rects: number };
  /** How finely items are drawn at the current zoom (item-shapes.ts). */
  itemDetail(): ItemDetail;
  /** The items the first frame left out, as they show no pixel in it: off screen, and covered by later items. */
  firstFrameHidden(): { outside: number; covered: number };
}

declare global {
  interface Window { __plan2d?: Plan2dHook }
}

/** Installs `window.__plan2d` for a mounted plan; answers the uninstall (call it before destroying the plan). */
export function installPlanProbe(editor: Editor, plan: PlanController): () => void {
  const { view } = plan;
  const renderLog: RenderRecord[] = [];
  const unfollow = editor.frames.onDrawn((frame) => {
    if (frame.view !== 'plan') return;
    const { view: _view, ...record } = frame;
    renderLog.push(record);
    if (renderLog.length > RENDER_LOG_SIZE) renderLog.splice(0, renderLog.length - RENDER_LOG_SIZE);
  });
  const hookPoint = (kind: HookKind, index: number): Point | null => {
    const list = entities(editor, EntityKind[kind]);
    const eid = list[index];
    if (eid === undefined) return null;
    if (kind === 'option') {
      const o = optionGeometry(editor, eid);
      return o ? view.toPage(o.center) : null;
    }
    if (kind === 'pillar') return view.toPage({ x: editor.world.c.Position.x[eid], y: editor.world.c.Position.y[eid] });
    const item = itemGeometry(editor, eid);
    return view.toPage({ x: item.x, y: item.y });
  };
  window.__plan2d = {
    rendererType: () => view.rendererName(),
    screenPoint: (x, y) => view.toPage({ x, y }),
    spaceCenter: (leafId, half) => {
      const leaf = leafByLeafId(editor, leafId);
      if (!leaf) return null;
      const along = half === 'start' ? leaf.length / 4 : half === 'end' ? (leaf.length * 3) / 4 : leaf.length / 2;
      return view.toPage(pointAlong(leaf, along));
    },
    itemCenter: hookPoint,
    drawnObjectCount: () => view.sync.count(),
    renders: () => view.renders,
    idle: () => view.idle,
    renderLog: (since) => renderLog.filter((r) => r.n > since),
    firstRenderAt: () => view.firstRenderAt,
    firstShownAt: () => view.firstShownAt,
    viewCenter: () => view.center(),
    scale: () => view.viewport.scaled,
    snapshotDraws: () => view.snapshotDraws(),
    itemDetail: () => view.sync.itemDetail,
    firstFrameHidden: () => ({ ...view.firstFrameHidden }),
  };
  return () => {
    unfollow();
    delete window.__plan2d;
  };
}
