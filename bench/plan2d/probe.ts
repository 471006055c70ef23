/**
 * Bench-only GPU probe (`?probe=1`): wraps Application.render with a gl.finish() sync so one render's real
 * cost (JS + SwiftShader) is timed, and counts per render the WebGL work it issued: draw calls, vertices and
 * indices drawn, buffer bytes uploaded, texture uploads, program and texture binds.
 */
import { Application, type WebGLRenderer } from 'pixi.js';

export interface ProbeFrame { perDraw?: Array<[number, number, number]>; ms: number; jsMs: number; draws: number; indices: number; bufferBytes: number; texUploads: number; programs: number; textureBinds: number }

export function installProbe(): { frames: ProbeFrame[] } {
  const frames: ProbeFrame[] = [];
  let lastBatch: unknown = null;
  const pixel = new Uint8Array(4);
  const hide = (new URLSearchParams(location.search).get('hide') ?? '').split(',').filter(Boolean);
  let cur: ProbeFrame | null = null;
  const proto = WebGL2RenderingContext.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const wrap = (name: string, count: (f: ProbeFrame, args: unknown[]) => void) => {
    const orig = proto[name];
    proto[name] = function (this: unknown, ...args: unknown[]) {
      if (cur) count(cur, args);
      return orig.apply(this, args);
    };
  };
  wrap('drawElements', (f, a) => { f.draws++; f.indices += a[1] as number; });
  // `?probe=draws`: finish after every draw call, to see which draws cost the time (slow; diagnosis only).
  if (new URLSearchParams(location.search).get('probe') === 'draws') {
    const draw = proto.drawElements;
    proto.drawElements = function (this: WebGL2RenderingContext, ...args: unknown[]) {
      if (!cur) return draw.apply(this, args);
      // Chrome's WebGL finish() only flushes: a 1-pixel readPixels is the real sync.
      this.readPixels(0, 0, 1, 1, this.RGBA, this.UNSIGNED_BYTE, pixel);
      const t = performance.now();
      draw.apply(this, args);
      this.readPixels(0, 0, 1, 1, this.RGBA, this.UNSIGNED_BYTE, pixel);
      (cur.perDraw ??= []).push([args[1] as number, Math.round((performance.now() - t) * 100) / 100, this.getParameter(this.CURRENT_PROGRAM) === lastBatch ? 1 : 0]);
    };
    const use = proto.useProgram;
    let n = 0;
    proto.useProgram = function (this: unknown, ...args: unknown[]) { if (n++ === 0) lastBatch = args[0]; return use.apply(this, args); };
  }
  wrap('drawArrays', (f, a) => { f.draws++; f.indices += a[2] as number; });
  wrap('bufferData', (f, a) => { f.bufferBytes += (a[1] as ArrayBufferView).byteLength ?? 0; });
  wrap('bufferSubData', (f, a) => { f.bufferBytes += (a[2] as ArrayBufferView).byteLength ?? 0; });
  wrap('texImage2D', (f) => { f.texUploads++; });
  wrap('texSubImage2D', (f) => { f.texUploads++; });
  wrap('useProgram', (f) => { f.programs++; });
  wrap('bindTexture', (f) => { f.textureBinds++; });
  const render = Application.prototype.render;
  Application.prototype.render = function (this: Application) {
    cur = { ms: 0, jsMs: 0, draws: 0, indices: 0, bufferBytes: 0, texUploads: 0, programs: 0, textureBinds: 0 };
    // `?hide=items,grid`: hide layers by label, to see what each costs.
    for (const name of hide) { const layer = this.stage.getChildByLabel(name, true); if (layer) layer.visible = false; }
    const t0 = performance.now();
    render.call(this);
    const t1 = performance.now();
    const gl = (this.renderer as WebGLRenderer).gl;
    const px = new Uint8Array(4);
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
    cur.jsMs = t1 - t0;
    cur.ms = performance.now() - t0;
    frames.push(cur);
    cur = null;
  };
  return { frames };
}
