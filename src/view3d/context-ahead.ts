/**
 * The 3D view's WebGL context, made ahead in small tasks (issue 26 item 2). Made by three's WebGLRenderer in the
 * view's constructor, the context and its extensions were one task of 250-650 ms on a throttled phone: each
 * `getExtension` waits on the GPU process, which is busy drawing the plan, and a drag started early met that
 * task at its drop (the view is made only when no drag is in progress, editor/frames.ts noDrag). Here the
 * context is made in one task and each extension enabled in one of its own, while the view waits; the renderer
 * then takes the context (`takeContext`) and finds its extensions enabled.
 *
 * The attributes are those three.js 0.187 asks for given the view's options (view.ts): three requests `alpha`
 * always and keeps the canvas opaque itself.
 */
import { yieldToPage } from './texture-cache';

const ATTRIBUTES: WebGLContextAttributes = {
  alpha: true, depth: true, stencil: false, antialias: true, premultipliedAlpha: true, preserveDrawingBuffer: true,
  powerPreference: 'high-performance', failIfMajorPerformanceCaveat: false,
};

/** What three's renderer enables at its start (WebGLExtensions.init) and asks for on its first frames. */
const EXTENSIONS = [
  'EXT_color_buffer_float', 'WEBGL_clip_cull_distance', 'OES_texture_float_linear', 'EXT_color_buffer_half_float',
  'WEBGL_multisampled_render_to_texture', 'WEBGL_render_shared_exponent', 'EXT_texture_filter_anisotropic',
  'WEBGL_multi_draw', 'KHR_parallel_shader_compile',
];

export interface ContextAhead { canvas: HTMLCanvasElement; context: WebGL2RenderingContext }

let ahead: ContextAhead | null = null;
let preparing: Promise<void> | null = null;

/** Makes the context and enables its extensions, one task each; callers while it runs share the one run. */
export function prepareContext(yieldTo: () => Promise<void> = yieldToPage): Promise<void> {
  preparing ??= (async () => {
    await yieldTo();
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2', ATTRIBUTES);
    // No WebGL 2: the view's own start meets (and reports) the same failure.
    if (!context) return;
    for (const name of EXTENSIONS) {
      await yieldTo();
      context.getExtension(name);
    }
    ahead = { canvas, context };
  })().catch(() => undefined);
  return preparing;
}

/** The context made ahead, once: the next view makes its own. A lost one is left to be collected. */
export function takeContext(): ContextAhead | null {
  const taken = ahead;
  ahead = null;
  preparing = null;
  return taken && !taken.context.isContextLost() ? taken : null;
}
