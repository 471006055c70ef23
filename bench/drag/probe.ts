/**
 * The drag benchmark's in-page probe, installed before the app's own scripts (Playwright `addInitScript`, so
 * it must be self-contained). While recording it keeps:
 * - every pointer event the page received, with each raw (coalesced) event's timestamp and the time the page
 *   started handling it; the app handles it in the same dispatch, so any plan render that starts later shows it;
 * - the plan's frames from the read-only `window.__plan2d.renderLog` (start, end, dragged item position);
 * - the page's animation-frame times, to find when a drawn frame reached the screen (the next frame's start);
 * - long tasks (PerformanceObserver).
 * After the pointer is released, `caughtUp()` waits for the 3D view's first frame that shows every change.
 */

export interface ProbeInput { t: number; h: number }
export interface ProbeRender { n: number; start: number; end: number; x: number | null; y: number | null }
export interface ProbeResult {
  inputs: ProbeInput[];
  up: ProbeInput | null;
  frames: number[];
  plan: ProbeRender[];
  longTasks: { start: number; duration: number }[];
  /** When the drag's press was sent (page clock, ms). */
  pressedAt: number;
}

export function installDragProbe(): void {
  type Hook = { renderLog(since: number): ProbeRender[]; renders(): number } | undefined;
  type View = { frame(): { lastEnd: number; upToDate: boolean } } | undefined;
  const w = window as unknown as { __plan2d: Hook; __view3d: View; __dragProbe: unknown };
  let recording = false;
  let startedAt = 0;
  let lastPlan = 0;
  let result: ProbeResult = { inputs: [], up: null, frames: [], plan: [], longTasks: [], pressedAt: 0 };
  const longTasks: { start: number; duration: number }[] = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: the figure stays empty.
  }
  const record = (e: PointerEvent, into: ProbeInput[]) => {
    const h = performance.now();
    const raw = typeof e.getCoalescedEvents === 'function' ? e.getCoalescedEvents() : [];
    for (const c of raw.length > 0 ? raw : [e]) into.push({ t: c.timeStamp, h });
  };
  addEventListener('pointermove', (e: PointerEvent) => { if (recording) record(e, result.inputs); }, { capture: true });
  addEventListener('pointerup', (e) => {
    if (recording) result.up = { t: e.timeStamp, h: performance.now() };
  }, { capture: true });
  const pullPlan = () => {
    const log = w.__plan2d?.renderLog(lastPlan) ?? [];
    for (const r of log) result.plan.push({ ...r });
    if (log.length > 0) lastPlan = log[log.length - 1].n;
  };
  const loop = (now: number) => {
    if (!recording) return;
    result.frames.push(now);
    pullPlan();
    requestAnimationFrame(loop);
  };
  w.__dragProbe = {
    start(): void {
      result = { inputs: [], up: null, frames: [], plan: [], longTasks: [], pressedAt: 0 };
      lastPlan = w.__plan2d?.renders() ?? 0;
      recording = true;
      startedAt = performance.now();
      result.pressedAt = startedAt;
      requestAnimationFrame(loop);
    },
    /** Resolves with the ms from the pointer's release to the start of the frame after the 3D frame that shows it (null: timeout). */
    caughtUp(timeoutMs: number): Promise<number | null> {
      return new Promise((resolve) => {
        const began = performance.now();
        const check = (now: number) => {
          const up = result.up;
          const frame = w.__view3d?.frame();
          // The frame after the one the 3D view drew in: by then the drawn frame went to the screen.
          if (up && frame && frame.upToDate && frame.lastEnd >= up.h && now > frame.lastEnd) { resolve(now - up.t); return; }
          if (performance.now() - began > timeoutMs) { resolve(null); return; }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    },
    /** fromPress: long tasks from the press on (a drag started while the page is still busy opening). */
    stop(fromPress = false): ProbeResult {
      recording = false;
      pullPlan();
      // Long tasks of the drag itself: from the first move to the release (the 3D catch-up is reported apart).
      const from = fromPress ? startedAt : result.inputs[0]?.h ?? 0;
      const to = result.up?.h ?? Infinity;
      result.longTasks = longTasks.filter((t) => t.start + t.duration >= from && t.start <= to);
      return result;
    },
  };
}
