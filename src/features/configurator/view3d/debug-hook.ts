/**
 * `window.__view3d`: what the e2e tests read of the 3D view (renderer type, draw calls and memory, object
 * count, model coverage) and the export entry points they call. What changes the view (`only`, `look`, `exportAr`)
 * exists only in test builds (app/test-build.ts).
 */
import type { FrameCoordinator, View3dFrame } from '../../../editor';
import type { View3d } from '../../../view3d/view';
import { buildExportScene } from '../../../view3d/export-scene';
import { TEST_BUILD } from '../../../app/test-build';

export interface View3dHook {
  rendererType(): 'webgl2' | 'webgl' | 'none';
  info(): { calls: number; triangles: number; geometries: number; textures: number };
  objectCount(): number;
  /** Share of canvas pixels the model covers (0..1). */
  coverage(): number;
  realistic(): boolean;
  modelStats(): ReturnType<View3d['model']['stats']> & { resources: ReturnType<View3d['model']['registry']['counts']> };
  /** Nodes and triangles an export would contain. */
  exportSummary(): { meshes: number; triangles: number; helpers: number };
  lastSyncMs(): number;
  /** Frames drawn and whether the last one shows every change the model was given (benchmarks). */
  frame(): { renders: number; firstAt: number | null; firstShownAt: number | null; lastEnd: number; upToDate: boolean; idle: boolean; scale: number; triangles: number; coarse: boolean; firstFramePrograms: number | null };
  /** The last frames drawn: start, submit and GPU-done times, partial or full (diagnostics). */
  frameLog(): FrameRecord[];
  /** Put the camera at a point looking at a target (mm), for screenshots: drawn as the camera's frames are (wait for `idle`). */
  look?(position: [number, number, number], target: [number, number, number]): void;
  /** Run the AR export as the AR button does (set by the panel; tests use it when the button is hidden). */
  exportAr?: () => void;
  /** Pieces of a full frame drawn in bands hold at most this many triangles (null: as measured); test builds only. */
  pieceBudget?(triangles: number | null): void;
  /** Show only batches whose key contains `filter` (empty: all), for debugging; test builds only. */
  only?(filter: string): string[];
}

/** One drawn frame, for diagnostics (BENCH_VIEW3D_LOG): ms since navigation start. */
export type FrameRecord = Omit<View3dFrame, 'view'>;
/** A frame drawn in pieces at 3,000 items is 40-60 of them on the throttled phone bench: the log holds a whole one. */
const FRAME_LOG = 120;

declare global {
  interface Window { __view3d?: View3dHook }
}

/** `frames`: the coordinator the view reports its frames to (the editor's), from which the frame log is kept. */
export function installView3dHook(view: View3d, frames: FrameCoordinator): () => void {
  // The records themselves: the view fills in a frame's GPU-done time when its fence signals.
  const frameLog: View3dFrame[] = [];
  const unfollow = frames.onDrawn((frame) => {
    if (frame.view !== 'view3d') return;
    frameLog.push(frame);
    if (frameLog.length > FRAME_LOG) frameLog.shift();
  });
  window.__view3d = {
    rendererType: () => {
      const gl = view.renderer.getContext();
      if (typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext) return 'webgl2';
      return gl ? 'webgl' : 'none';
    },
    info: () => {
      view.render();
      return view.info();
    },
    objectCount: () => {
      let count = 0;
      view.model.root.traverse(() => { count++; });
      return count;
    },
    coverage: () => view.modelCoverage(),
    realistic: () => view.model.realistic,
    modelStats: () => ({ ...view.model.stats(), resources: view.model.registry.counts() }),
    exportSummary: () => {
      const scene = buildExportScene(view.model);
      let meshes = 0;
      let helpers = 0;
      scene.root.traverse((object) => {
        if ((object as { isMesh?: boolean }).isMesh) meshes++;
        if (/light|camera|helper|ground|sky/i.test(object.type) || /ground|sky/.test(object.name)) helpers++;
      });
      scene.dispose();
      return { meshes, triangles: scene.triangles, helpers };
    },
    lastSyncMs: () => view.model.lastSyncMs,
    frameLog: () => frameLog.map(({ view: _view, ...record }) => record),
    frame: () => {
      const upToDate = view.frames.drawnSyncs === view.model.syncs && view.model.pendingChanges === 0;
      // Idle: every change drawn at full resolution and nothing scheduled; what tests wait for instead of a pause.
      return { ...view.frames, upToDate, idle: upToDate && view.idle };
    },
    ...(TEST_BUILD ? {
      only: (filter: string) => view.model.batcher.list().map((b) => {
        b.mesh.visible = !filter || b.key.includes(filter);
        view.render();
        return `${b.key.slice(0, 60)} x${b.count} ${b.mesh.visible}`;
      }),
      pieceBudget: (triangles) => view.pinPieceBudget(triangles),
      look: (position, target) => {
        view.camera.position.set(...position);
        view.controls.target.set(...target);
        view.controls.update();
        // A camera change like an orbit's, drawn by the pacer (a motion frame, then the full picture it measures).
        // Drawn here instead, outside the pacer, the frame left the pacer idle without a measured full frame when
        // it came before the view's first: a drag's first move then took the view for cheap and drew a full frame
        // where the drag's capture belongs (the flaky e2e view3d-partial).
        view.requestRender('camera');
      },
    } : {}),
  };
  return () => {
    unfollow();
    delete window.__view3d;
  };
}
