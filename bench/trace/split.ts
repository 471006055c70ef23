/**
 * Where the wall time of a window of a Chrome trace went, by process and thread (bench/trace-split.ts prints it).
 * Pure functions over the trace's JSON events, no I/O, so tests/bench/trace-split.test.ts checks them on a tiny
 * synthetic trace.
 *
 * The names are the ones a real trace of ours has (headless Chromium 14x, software WebGL, --disable-gpu; read off
 * bench:orbit's BENCH_TRACE traces, round 20): the renderer's main thread is `CrRendererMain`, its tasks
 * `RunTask`/`ThreadControllerImpl::RunTask`; a WebGL call that has to wait for the GPU process shows as
 * `CommandBufferProxyImpl::WaitForGetOffset` under `CommandBufferHelper::Finish` / `ImplementationBase::WaitForCmd`;
 * with software compositing the 3D canvas is read back for the compositor in `GLES2::ReadPixels` inside the
 * commit (`Commit` > `LayerTreeHost::DoUpdateLayers`), not in our JavaScript. In the GPU process `CrGpuMain` runs
 * the command buffers (`GPUTask` > `WebGL` > `CommandBuffer::Flush` ... `CommandBufferService:PutChanged`: the
 * decoding and SwiftShader's work); `VizCompositorThread` draws and swaps the page's frames (software renderer).
 */

/** A trace event as Chrome writes it (only the fields read here). */
export interface TraceEvent {
  ph: string; name: string; pid: number; tid: number; ts?: number; dur?: number; cat?: string;
  /** The thread's CPU time in a complete slice, µs (Chrome writes it with `tts`). */
  tdur?: number;
  args?: { name?: string; data?: { navigationId?: string; startTime?: number; documentLoaderURL?: string; requestId?: string } & Record<string, unknown> };
}

/** One slice on a thread, with its children (µs). */
export interface Slice { name: string; start: number; end: number; children: Slice[]; cpu?: number }

export interface Thread { pid: number; tid: number; process: string; thread: string; roots: Slice[] }

/** What the renderer's main thread's time was spent on (self time of the innermost slice that has a class). */
export type MainClass = 'js' | 'gc' | 'glFromJs' | 'glReadback' | 'render' | 'other';

const JS = /^(FunctionCall|EvaluateScript|v8\.|V8\.|FireAnimationFrame|TimerFire|EventDispatch|RunMicrotasks|AsyncTask Run|MessagePort::Accept|HandlePostMessage|FireIdleCallback|XHRReadyStateChange|XHRLoad|ParseAndCompile|CompileScript|CompileCode|ScriptEvaluate|BlinkScheduler_PerformMicrotaskCheckpoint|ResolvePromise|WebAssembly|wasm)/;
const GC = /GC|^BlinkGC|^ThreadState::/;
/** Client side of the command buffer: a WebGL call (or the compositor's readback) waiting on the GPU process, or flushing to it. */
const GL = /^(CommandBuffer|ImplementationBase::|GLES2|GpuChannelHost|SharedImageInterface|ClientSharedImage|WebGraphicsContext3D|DrawingBuffer|gpu::)/;
const RENDER = /^(UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|UpdateLayer|LocalFrameView::|Blink\.(Style|Layout|Paint|PrePaint|Compositing|UpdateLayer)|Document::updateStyle|ParseHTML|HTMLDocumentParser|ParseAuthorStyleSheet|Decode|ImageDecode|Commit|LayerTreeHost|ProxyMain::|WebFrameWidgetImpl::UpdateLifecycle|HitTest|PaintArtifactCompositor|ScrollAnchor|IntersectionObserver|RecalcStyle|ResizeObserver)/;

function classOf(name: string): 'js' | 'gc' | 'gl' | 'render' | null {
  if (GC.test(name) && !name.startsWith('GLES2')) return 'gc';
  if (GL.test(name)) return 'gl';
  if (JS.test(name)) return 'js';
  if (RENDER.test(name)) return 'render';
  return null;
}

/** Builds each thread's slice trees from complete ('X') and begin/end ('B'/'E') events, and names the threads. */
export function threadsOf(events: readonly TraceEvent[]): Thread[] {
  const processNames = new Map<number, string>();
  const threadNames = new Map<string, string>();
  const flat = new Map<string, { name: string; start: number; end: number; cpu?: number }[]>();
  const open = new Map<string, { name: string; start: number }[]>();
  const key = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  for (const e of events) {
    if (e.ph === 'M') {
      if (e.name === 'process_name') processNames.set(e.pid, e.args?.name ?? '');
      if (e.name === 'thread_name') threadNames.set(key(e), e.args?.name ?? '');
      continue;
    }
    if (e.ts === undefined) continue;
    const k = key(e);
    if (e.ph === 'X') {
      if (!flat.has(k)) flat.set(k, []);
      flat.get(k)!.push({ name: e.name, start: e.ts, end: e.ts + (e.dur ?? 0), ...(e.tdur !== undefined ? { cpu: e.tdur } : {}) });
    } else if (e.ph === 'B') {
      if (!open.has(k)) open.set(k, []);
      open.get(k)!.push({ name: e.name, start: e.ts });
    } else if (e.ph === 'E') {
      const b = open.get(k)?.pop();
      if (b) {
        if (!flat.has(k)) flat.set(k, []);
        flat.get(k)!.push({ name: b.name, start: b.start, end: e.ts });
      }
    }
  }
  const threads: Thread[] = [];
  for (const [k, slices] of flat) {
    const [pid, tid] = k.split(':').map(Number) as [number, number];
    threads.push({ pid, tid, process: processNames.get(pid) ?? String(pid), thread: threadNames.get(k) ?? String(tid), roots: nest(slices) });
  }
  return threads;
}

/** Nests slices by containment (a parent first when two start together and it is the longer). */
function nest(slices: { name: string; start: number; end: number; cpu?: number }[]): Slice[] {
  const sorted = [...slices].sort((a, b) => a.start - b.start || b.end - a.end);
  const roots: Slice[] = [];
  const stack: Slice[] = [];
  for (const s of sorted) {
    const slice: Slice = { ...s, children: [] };
    while (stack.length && stack[stack.length - 1]!.end <= s.start) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent && s.end <= parent.end) parent.children.push(slice);
    else { while (stack.length) stack.pop(); roots.push(slice); }
    stack.push(slice);
  }
  return roots;
}

const clip = (s: { start: number; end: number }, from: number, to: number) => Math.max(0, Math.min(s.end, to) - Math.max(s.start, from));

/** Busy µs of a thread in [from, to): its top-level slices, merged where they overlap. */
export function busyUs(roots: readonly Slice[], from: number, to: number): number {
  return unionUs(roots.map((s) => ({ start: s.start, end: s.end })), from, to);
}

/**
 * CPU µs of a thread's top-level slices in [from, to) (their thread time, prorated when clipped): wall time
 * minus the time the thread slept waiting, or waited for a core.
 */
export function cpuUs(roots: readonly Slice[], from: number, to: number): number {
  return roots.reduce((sum, s) => sum + (s.cpu === undefined || s.end <= s.start ? 0 : (s.cpu * clip(s, from, to)) / (s.end - s.start)), 0);
}

/** µs covered by the union of intervals, clipped to [from, to). */
export function unionUs(intervals: readonly { start: number; end: number }[], from: number, to: number): number {
  return merged(intervals, from, to).reduce((sum, s) => sum + (s.end - s.start), 0);
}

/** The union's intervals (merged), clipped to [from, to). */
export function merged(intervals: readonly { start: number; end: number }[], from: number, to: number): { start: number; end: number }[] {
  const inside = intervals.map((s) => ({ start: Math.max(s.start, from), end: Math.min(s.end, to) })).filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  const out: { start: number; end: number }[] = [];
  for (const s of inside) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

/**
 * The renderer main thread's busy time in [from, to) by class, µs. Each slice's self time (its time minus its
 * children's) goes to its own class, else to its nearest classed ancestor's, else 'other' (task overhead, mojo).
 * A GL slice under JavaScript is a WebGL call of ours waiting on (or flushing to) the GPU process; a GL slice
 * outside JavaScript is the compositor's commit reading the canvas back (software compositing).
 */
export function mainSplit(roots: readonly Slice[], from: number, to: number): Record<MainClass, number> {
  const out: Record<MainClass, number> = { js: 0, gc: 0, glFromJs: 0, glReadback: 0, render: 0, other: 0 };
  const walk = (s: Slice, inherited: 'js' | 'gc' | 'gl' | 'render' | null, underJs: boolean) => {
    if (s.end <= from || s.start >= to) return;
    const own = classOf(s.name) ?? inherited;
    const js = underJs || own === 'js';
    const self = clip(s, from, to) - s.children.reduce((sum, c) => sum + clip(c, from, to), 0);
    const bucket: MainClass = own === 'gl' ? (underJs ? 'glFromJs' : 'glReadback') : own ?? 'other';
    out[bucket] += Math.max(0, self);
    for (const c of s.children) walk(c, own, js);
  };
  for (const r of roots) walk(r, null, false);
  return out;
}

/** Total µs of slices named `name` (outermost only) in [from, to). */
export function namedUs(roots: readonly Slice[], test: (name: string) => boolean, from: number, to: number): number {
  let total = 0;
  const walk = (s: Slice) => {
    if (s.end <= from || s.start >= to) return;
    if (test(s.name)) { total += clip(s, from, to); return; }
    s.children.forEach(walk);
  };
  roots.forEach(walk);
  return total;
}

/** Outermost slices named so, in [from, to) (e.g. each drawn frame's readback or commit). */
export function findSlices(roots: readonly Slice[], test: (name: string) => boolean, from: number, to: number): Slice[] {
  const out: Slice[] = [];
  const walk = (s: Slice) => {
    if (s.end <= from || s.start >= to) return;
    if (test(s.name)) { out.push(s); return; }
    s.children.forEach(walk);
  };
  roots.forEach(walk);
  return out;
}

/**
 * The page's time origin (µs, trace clock): its navigationStart, found through the navigation the page's own
 * user-timing marks name (a trace has several navigationStarts: about:blank, the omnibox, iframes).
 */
export function timeOrigin(events: readonly TraceEvent[]): number | null {
  const mark = events.find((e) => e.ph === 'I' && e.cat?.includes('blink.user_timing') && typeof e.args?.data?.startTime === 'number' && e.ts !== undefined);
  if (mark) return mark.ts! - mark.args!.data!.startTime! * 1000;
  const nav = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL);
  return nav.length ? nav[nav.length - 1]!.ts ?? null : null;
}

/** A user-timing mark's time (µs, trace clock), the last of that name. */
export function markAt(events: readonly TraceEvent[], name: string): number | null {
  const marks = events.filter((e) => e.name === name && e.cat?.includes('blink.user_timing') && e.ts !== undefined);
  return marks.length ? marks[marks.length - 1]!.ts! : null;
}

/** Requests in flight as intervals (µs): ResourceSendRequest to ResourceFinish of the same request id. */
export function requestsInFlight(events: readonly TraceEvent[]): { start: number; end: number }[] {
  const sent = new Map<string, number>();
  const out: { start: number; end: number }[] = [];
  for (const e of events) {
    const id = e.args?.data?.requestId;
    if (!id || e.ts === undefined) continue;
    if (e.name === 'ResourceSendRequest' && !sent.has(id)) sent.set(id, e.ts);
    if (e.name === 'ResourceFinish' && sent.has(id)) { out.push({ start: sent.get(id)!, end: e.ts }); sent.delete(id); }
  }
  return out;
}

/** The figures of one window (ms), as bench/trace-split.ts prints them. */
export interface WindowSplit {
  ms: number;
  /** Busy ms of each thread with any work in the window, most first. */
  threads: { process: string; thread: string; busyMs: number }[];
  /** The page's renderer main thread: busy, its split, idle. */
  main: { busyMs: number; cpuMs: number; idleMs: number } & Record<MainClass, number>;
  /** The GPU process's main thread (command buffers, SwiftShader) and its WebGL part; its compositor thread (viz). */
  gpu: { busyMs: number; cpuMs: number; webglMs: number; vizMs: number };
  /** The renderer's compositor thread. */
  compositorMs: number;
  /** Neither the page's main thread nor the GPU main thread busy: with a request in flight, and with none. */
  bothIdle: { networkMs: number; nothingMs: number };
  /** Requests in flight (union), ms. */
  networkMs: number;
  /** Per drawn frame (a canvas readback on the main thread starts each): count and medians, ms. */
  frames: { count: number; mainMs: number | null; gpuMs: number | null; compositorMs: number | null; intervalMs: number | null };
}

const ms = (us: number) => Math.round(us / 100) / 10;
const medianOf = (xs: number[]) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/**
 * Splits [from, to) (µs, trace clock). `pagePid`: the page's renderer (default: the renderer whose main thread is
 * busiest in the window: the trace has one per context and the old about:blank's).
 */
export function windowSplit(events: readonly TraceEvent[], threads: readonly Thread[], from: number, to: number, pagePid?: number): WindowSplit {
  const busy = threads.map((t) => ({ t, us: busyUs(t.roots, from, to) })).filter((x) => x.us > 0).sort((a, b) => b.us - a.us);
  const mains = threads.filter((t) => t.thread === 'CrRendererMain');
  const main = (pagePid !== undefined ? mains.find((t) => t.pid === pagePid) : null)
    ?? mains.map((t) => ({ t, us: busyUs(t.roots, from, to) })).sort((a, b) => b.us - a.us)[0]?.t;
  const pid = main?.pid;
  const gpuMain = threads.find((t) => t.process === 'GPU Process' && t.thread === 'CrGpuMain');
  const viz = threads.find((t) => t.process === 'GPU Process' && t.thread === 'VizCompositorThread');
  const compositor = threads.find((t) => t.pid === pid && t.thread === 'Compositor');
  const mainRoots = main?.roots ?? [];
  const gpuRoots = gpuMain?.roots ?? [];
  const split = mainSplit(mainRoots, from, to);
  const mainBusy = busyUs(mainRoots, from, to);
  const network = requestsInFlight(events);
  // Both idle: the window minus the union of the two threads' busy time; of that, how much had a request in flight.
  const busyBoth = merged([...mainRoots, ...gpuRoots], from, to);
  const gaps: { start: number; end: number }[] = [];
  let at = from;
  for (const b of busyBoth) { if (b.start > at) gaps.push({ start: at, end: b.start }); at = Math.max(at, b.end); }
  if (at < to) gaps.push({ start: at, end: to });
  const netMerged = merged(network, from, to);
  const gapNet = gaps.reduce((sum, g) => sum + unionUs(netMerged, g.start, g.end), 0);
  const gapAll = gaps.reduce((sum, g) => sum + g.end - g.start, 0);
  // Frames: each canvas readback (software compositing) is one drawn canvas frame committed.
  const starts = findSlices(mainRoots, (n) => n === 'GLES2::ReadPixels', from, to).map((s) => s.start);
  const per = { main: [] as number[], gpu: [] as number[], comp: [] as number[], gap: [] as number[] };
  for (let i = 1; i < starts.length; i++) {
    const [a, b] = [starts[i - 1]!, starts[i]!];
    per.main.push(busyUs(mainRoots, a, b)); per.gpu.push(busyUs(gpuRoots, a, b));
    per.comp.push(compositor ? busyUs(compositor.roots, a, b) : 0); per.gap.push(b - a);
  }
  const med = (xs: number[]) => { const m = medianOf(xs); return m === null ? null : ms(m); };
  return {
    ms: ms(to - from),
    threads: busy.map(({ t, us }) => ({ process: t.pid === pid ? 'Renderer (page)' : t.process, thread: t.thread, busyMs: ms(us) })),
    main: {
      busyMs: ms(mainBusy), cpuMs: ms(cpuUs(mainRoots, from, to)), idleMs: ms(to - from - mainBusy),
      js: ms(split.js), gc: ms(split.gc), glFromJs: ms(split.glFromJs), glReadback: ms(split.glReadback), render: ms(split.render), other: ms(split.other),
    },
    gpu: { busyMs: ms(busyUs(gpuRoots, from, to)), cpuMs: ms(cpuUs(gpuRoots, from, to)), webglMs: ms(namedUs(gpuRoots, (n) => n === 'WebGL', from, to)), vizMs: ms(viz ? busyUs(viz.roots, from, to) : 0) },
    compositorMs: ms(compositor ? busyUs(compositor.roots, from, to) : 0),
    bothIdle: { networkMs: ms(gapNet), nothingMs: ms(gapAll - gapNet) },
    networkMs: ms(unionUs(netMerged, from, to)),
    frames: { count: starts.length, mainMs: med(per.main), gpuMs: med(per.gpu), compositorMs: med(per.comp), intervalMs: med(per.gap) },
  };
}
