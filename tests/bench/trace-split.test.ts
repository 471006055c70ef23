import { describe, expect, it } from 'vitest';
import { mainSplit, threadsOf, timeOrigin, windowSplit, type TraceEvent } from '../../bench/trace/split';

// A tiny trace in Chrome's shape: a renderer (pid 1) and the GPU process (pid 2), times in µs.
const meta = (pid: number, tid: number, process: string, thread: string): TraceEvent[] => [
  { ph: 'M', name: 'process_name', pid, tid: 0, args: { name: process } },
  { ph: 'M', name: 'thread_name', pid, tid, args: { name: thread } },
];
const x = (pid: number, tid: number, name: string, ts: number, dur: number): TraceEvent => ({ ph: 'X', name, pid, tid, ts, dur });

const events: TraceEvent[] = [
  ...meta(1, 10, 'Renderer', 'CrRendererMain'), ...meta(1, 11, 'Renderer', 'Compositor'),
  ...meta(2, 20, 'GPU Process', 'CrGpuMain'), ...meta(2, 21, 'GPU Process', 'VizCompositorThread'),
  // The page's clock: a mark at 5 ms after navigation start, at trace time 105,000 µs.
  { ph: 'I', name: 'open:x', cat: 'blink.user_timing', pid: 1, tid: 10, ts: 105_000, args: { data: { startTime: 5 } } },
  // Frame 1: a 10 ms task: 4 ms of JS of which 3 ms wait on the GPU, then a 5 ms commit whose readback takes 4 ms.
  x(1, 10, 'RunTask', 100_000, 10_000),
  x(1, 10, 'FunctionCall', 100_000, 4_000),
  x(1, 10, 'CommandBufferProxyImpl::WaitForGetOffset', 101_000, 3_000),
  x(1, 10, 'Commit', 105_000, 5_000),
  x(1, 10, 'GLES2::ReadPixels', 106_000, 4_000),
  // Frame 2 starts 20 ms later, the same shape.
  x(1, 10, 'RunTask', 120_000, 10_000),
  x(1, 10, 'Commit', 125_000, 5_000),
  x(1, 10, 'GLES2::ReadPixels', 126_000, 4_000),
  // Begin/end pairs count as slices too: 2 ms of layout in a 3 ms task.
  { ph: 'B', name: 'RunTask', pid: 1, tid: 10, ts: 140_000 }, { ph: 'B', name: 'Layout', pid: 1, tid: 10, ts: 140_500 },
  { ph: 'E', name: 'Layout', pid: 1, tid: 10, ts: 142_500 }, { ph: 'E', name: 'RunTask', pid: 1, tid: 10, ts: 143_000 },
  x(1, 11, 'RunTask', 112_000, 1_000),
  // The GPU process draws the WebGL frames: 8 ms then 8 ms; viz 2 ms.
  { ...x(2, 20, 'RunTask', 101_000, 8_000), tdur: 2_000 }, x(2, 20, 'WebGL', 101_000, 8_000),
  x(2, 20, 'RunTask', 121_000, 8_000), x(2, 20, 'WebGL', 121_000, 8_000),
  x(2, 21, 'RunTask', 131_000, 2_000),
  // A request in flight from 145 to 150 ms, when no main thread works.
  { ph: 'I', name: 'ResourceSendRequest', pid: 1, tid: 10, ts: 145_000, args: { data: { requestId: 'r1' } } },
  { ph: 'I', name: 'ResourceFinish', pid: 1, tid: 10, ts: 150_000, args: { data: { requestId: 'r1' } } },
];

describe('trace split', () => {
  const threads = threadsOf(events);
  const main = threads.find((t) => t.thread === 'CrRendererMain')!;

  it('nests slices and splits the main thread by the innermost classed slice', () => {
    expect(main.roots).toHaveLength(3);
    const split = mainSplit(main.roots, 0, 200_000);
    expect(split).toEqual({ js: 1_000, gc: 0, glFromJs: 3_000, glReadback: 8_000, render: 2_000 + 2_000, other: 1_000 + 5_000 + 1_000 });
  });

  it('clips a window and takes the page clock from a mark', () => {
    expect(timeOrigin(events)).toBe(100_000);
    // 102-106 ms: the GPU wait's last 2 ms (101-104), the task's own 104-105, the commit's own 105-106.
    const split = mainSplit(main.roots, 102_000, 106_000);
    expect(split.glFromJs).toBe(2_000);
    expect(split.render).toBe(1_000);
    expect(split.other).toBe(1_000);
  });

  it('reports busy, idle, network, GPU and per-frame medians for a window', () => {
    const s = windowSplit(events, threads, 100_000, 150_000);
    expect(s.ms).toBe(50);
    expect(s.main).toMatchObject({ busyMs: 23, idleMs: 27, glReadback: 8, glFromJs: 3 });
    // Thread time: 2 ms of the first task's 8 (the rest waited); the second task has none recorded.
    expect(s.gpu).toEqual({ busyMs: 16, cpuMs: 2, webglMs: 16, vizMs: 2 });
    expect(windowSplit(events, threads, 105_000, 150_000).gpu.cpuMs).toBe(1);
    expect(s.compositorMs).toBe(1);
    // Both idle: 110-120, 130-140 and 143-150 (27 ms), 5 ms of it with the request in flight.
    expect(s.bothIdle).toEqual({ networkMs: 5, nothingMs: 22 });
    expect(s.frames).toEqual({ count: 2, mainMs: 10, gpuMs: 8, compositorMs: 1, intervalMs: 20 });
    expect(s.threads[0]).toEqual({ process: 'Renderer (page)', thread: 'CrRendererMain', busyMs: 23 });
  });
});
