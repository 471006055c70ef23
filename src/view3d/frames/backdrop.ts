/**
 * The backdrop of a drag: a copy of the canvas (colour and depth) showing the scene without the dragged item,
 * taken once when the drag starts (partial.ts): the canvas as it is, then the item's old place redrawn without
 * it into the copy (`redraw`). Every later frame of the drag, and its release, puts the
 * copy back in the rectangles the item was and is in, and draws only the item over it, depth-tested: its cost
 * goes with the item alone. Without it a release at 3,000 items redrew ~500 instances (85k triangles) piled up
 * behind the item at the default camera.
 *
 * Plain WebGL 2, beside three.js: three has no depth copy from the canvas. The canvas is multisampled
 * (antialias); a blit from it into single-sample textures resolves it, and the copy goes back through a quad
 * that writes the colour and, with gl_FragDepth, the depth of each pixel. Pixels are copied as the canvas
 * holds them (tone mapped, sRGB encoded), so nothing is converted twice.
 */

const RGB8 = 0x8051;
const DEPTH24_STENCIL8 = 0x88f0;
const DEPTH_COMPONENT24 = 0x81a6;

/**
 * Depth formats tried for the copy, in order: a depth blit needs the canvas's own, which WebGL does not tell.
 * Chromium on SwiftShader (depth, no stencil) takes the first. The colour goes by copyTexSubImage2D, which
 * takes RGB from an RGB or RGBA canvas alike (a colour blit needs the same format too: the app's canvas is
 * RGBA8, a bare one with alpha: false RGB8).
 */
const DEPTH_FORMATS = [DEPTH24_STENCIL8, DEPTH_COMPONENT24];

const VERTEX = `#version 300 es
in vec2 corner;
void main() { gl_Position = vec4(corner, 0.0, 1.0); }`;

const FRAGMENT = `#version 300 es
precision highp float;
uniform sampler2D colour;
uniform highp sampler2D depth;
out vec4 pixel;
void main() {
  ivec2 at = ivec2(gl_FragCoord.xy);
  pixel = vec4(texelFetch(colour, at, 0).rgb, 1.0);
  gl_FragDepth = texelFetch(depth, at, 0).r;
}`;

/** A rectangle in drawing-buffer pixels (damage.ts's Rect). */
interface Box { x0: number; y0: number; x1: number; y1: number }

export class Backdrop {
  private colour: WebGLTexture | null = null;
  private depth: WebGLTexture | null = null;
  private framebuffer: WebGLFramebuffer | null = null;
  private program: WebGLProgram | null = null;
  private vao: WebGLVertexArrayObject | null = null;
  private corners: WebGLBuffer | null = null;
  private width = 0;
  private height = 0;
  private format = 0;
  /** The copy worked once in this context (checked after its frame's fence, when asking costs no wait). */
  private verified = false;
  /** A copy was taken and not checked yet. */
  private unchecked = false;
  /** Samples of a redraw's framebuffer (the canvas's); once per context. */
  private sampleCount: number | null = null;
  /** No format worked (or no WebGL 2): the caller keeps to plain partial frames. */
  broken = false;

  constructor(private readonly gl: WebGL2RenderingContext) {
    if (typeof gl.blitFramebuffer !== 'function') this.broken = true;
  }

  /** Whether a copy taken now may be drawn from (it is verified, or its check is still to come). */
  get usable(): boolean {
    return !this.broken && (this.verified || !this.unchecked);
  }

  /**
   * Copy the whole canvas (colour and depth) into the backdrop; multisampled, it is resolved on the way. The caller restores three's GL state after
   * (`renderer.resetState()`).
   */
  capture(width: number, height: number): void {
    const gl = this.gl;
    this.allocate(width, height);
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, null);
    gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, this.framebuffer);
    gl.disable(gl.SCISSOR_TEST);
    gl.blitFramebuffer(0, 0, width, height, 0, 0, width, height, gl.DEPTH_BUFFER_BIT, gl.NEAREST);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, this.colour);
    gl.copyTexSubImage2D(gl.TEXTURE_2D, 0, 0, 0, 0, 0, width, height);
    gl.bindTexture(gl.TEXTURE_2D, null);
    if (!this.verified) this.unchecked = true;
  }

  /**
   * Redraw `rects` of the copy without touching the canvas. `draw` renders into the framebuffer it is given,
   * which covers only the rectangles' bounding box, its corner at `origin` of the canvas (so the drawing's
   * viewport starts at minus `origin`); it is multisampled as the canvas is, so edges come out as on screen. It
   * is resolved whole into a plain one (resolved straight into the copy, SwiftShader wrote the whole buffer, not
   * the rectangle), and each rectangle copied from that into the copy. The framebuffers live for this call
   * only. The caller restores three's GL state after (`renderer.resetState()`).
   */
  redraw(rects: Box[], draw: (framebuffer: WebGLFramebuffer, origin: { x: number; y: number }) => void): void {
    if (rects.length === 0) return;
    const gl = this.gl;
    const x = Math.min(...rects.map((r) => r.x0));
    const y = Math.min(...rects.map((r) => r.y0));
    const width = Math.max(...rects.map((r) => r.x1)) - x;
    const height = Math.max(...rects.map((r) => r.y1)) - y;
    const samples = this.samples();
    const drawn = this.scratch(samples, width, height);
    const resolved = samples > 0 ? this.scratch(0, width, height) : drawn;
    try {
      draw(drawn.framebuffer, { x, y });
      // A blit is scissored too.
      gl.disable(gl.SCISSOR_TEST);
      const both = gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT;
      if (resolved !== drawn) {
        gl.bindFramebuffer(gl.READ_FRAMEBUFFER, drawn.framebuffer);
        gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, resolved.framebuffer);
        gl.blitFramebuffer(0, 0, width, height, 0, 0, width, height, both, gl.NEAREST);
      }
      gl.bindFramebuffer(gl.READ_FRAMEBUFFER, resolved.framebuffer);
      gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, this.framebuffer);
      // Same formats on both sides (the copy's check covers a refusal).
      for (const r of rects) gl.blitFramebuffer(r.x0 - x, r.y0 - y, r.x1 - x, r.y1 - y, r.x0, r.y0, r.x1, r.y1, both, gl.NEAREST);
    } finally {
      gl.bindFramebuffer(gl.FRAMEBUFFER, null);
      // Deleted now, freed by GL once the commands that use them ran.
      for (const scratch of new Set([drawn, resolved])) {
        gl.deleteFramebuffer(scratch.framebuffer);
        for (const buffer of scratch.buffers) gl.deleteRenderbuffer(buffer);
      }
    }
    if (!this.verified) this.unchecked = true;
  }

  /** A framebuffer of the copy's formats, `width` × `height`, with `samples` samples (0: plain). */
  private scratch(samples: number, width: number, height: number): { framebuffer: WebGLFramebuffer; buffers: WebGLRenderbuffer[] } {
    const gl = this.gl;
    const depthFormat = DEPTH_FORMATS[this.format];
    const buffers = [RGB8, depthFormat].map((format) => {
      const buffer = gl.createRenderbuffer()!;
      gl.bindRenderbuffer(gl.RENDERBUFFER, buffer);
      if (samples > 0) gl.renderbufferStorageMultisample(gl.RENDERBUFFER, samples, format, width, height);
      else gl.renderbufferStorage(gl.RENDERBUFFER, format, width, height);
      return buffer;
    });
    gl.bindRenderbuffer(gl.RENDERBUFFER, null);
    const framebuffer = gl.createFramebuffer()!;
    gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
    gl.framebufferRenderbuffer(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.RENDERBUFFER, buffers[0]);
    const attachment = depthFormat === DEPTH24_STENCIL8 ? gl.DEPTH_STENCIL_ATTACHMENT : gl.DEPTH_ATTACHMENT;
    gl.framebufferRenderbuffer(gl.FRAMEBUFFER, attachment, gl.RENDERBUFFER, buffers[1]);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    return { framebuffer, buffers };
  }

  /**
   * The canvas's sample count: Chromium gives an antialiased canvas 4 samples where the GPU has them. Asked from
   * what the client knows (the context's attributes, MAX_SAMPLES), not the drawing buffer's SAMPLES, which waits
   * for the GPU process: at the first capture it is busy (19 ms on the throttled phone bench). Both formats are
   * renderable with up to MAX_SAMPLES samples (ES 3.0). The composed-frame e2e notices another count (without
   * multisampling, 438-783 pixels differ from a full frame).
   */
  private samples(): number {
    if (this.sampleCount === null) {
      const gl = this.gl;
      this.sampleCount = gl.getContextAttributes()?.antialias ? Math.min(4, Number(gl.getParameter(gl.MAX_SAMPLES)) || 0) : 0;
    }
    return this.sampleCount;
  }

  /**
   * After the capture's frame finished on the GPU: whether the blit was accepted. The first failure moves on
   * to the next format (the next capture uses it); answers false when the copy on hand is not usable.
   * Asked only once per context: getError waits for the GPU process, which by then has nothing left to do.
   */
  check(): boolean {
    if (!this.unchecked) return this.usable;
    this.unchecked = false;
    const gl = this.gl;
    let failed = false;
    for (let error = gl.getError(); error !== gl.NO_ERROR && error !== gl.CONTEXT_LOST_WEBGL; error = gl.getError()) failed = true;
    if (!failed) {
      this.verified = true;
      return true;
    }
    this.release();
    this.format++;
    if (this.format >= DEPTH_FORMATS.length) this.broken = true;
    return false;
  }

  /** Put the copy back inside `rect` (colour and depth, every pixel as captured). */
  restore(rect: Box): void {
    const gl = this.gl;
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    gl.viewport(0, 0, this.width, this.height);
    gl.enable(gl.SCISSOR_TEST);
    gl.scissor(rect.x0, rect.y0, rect.x1 - rect.x0, rect.y1 - rect.y0);
    gl.disable(gl.BLEND);
    gl.disable(gl.CULL_FACE);
    gl.disable(gl.POLYGON_OFFSET_FILL);
    gl.disable(gl.STENCIL_TEST);
    gl.colorMask(true, true, true, true);
    gl.enable(gl.DEPTH_TEST);
    gl.depthFunc(gl.ALWAYS);
    gl.depthMask(true);
    gl.useProgram(this.program);
    gl.bindVertexArray(this.vao);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, this.colour);
    gl.activeTexture(gl.TEXTURE1);
    gl.bindTexture(gl.TEXTURE_2D, this.depth);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    gl.bindVertexArray(null);
  }

  /** Textures of the canvas's size and the current format; the program and the quad once. */
  private allocate(width: number, height: number): void {
    const gl = this.gl;
    if (!this.program) this.makeProgram();
    if (this.framebuffer && width === this.width && height === this.height) return;
    this.release();
    const depth = DEPTH_FORMATS[this.format];
    this.colour = texture(gl, RGB8, width, height);
    this.depth = texture(gl, depth, width, height);
    this.framebuffer = gl.createFramebuffer();
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.framebuffer);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, this.colour, 0);
    const attachment = depth === DEPTH24_STENCIL8 ? gl.DEPTH_STENCIL_ATTACHMENT : gl.DEPTH_ATTACHMENT;
    gl.framebufferTexture2D(gl.FRAMEBUFFER, attachment, gl.TEXTURE_2D, this.depth, 0);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    this.width = width;
    this.height = height;
  }

  private makeProgram(): void {
    const gl = this.gl;
    const program = gl.createProgram()!;
    for (const [type, source] of [[gl.VERTEX_SHADER, VERTEX], [gl.FRAGMENT_SHADER, FRAGMENT]] as const) {
      const shader = gl.createShader(type)!;
      gl.shaderSource(shader, source);
      gl.compileShader(shader);
      gl.attachShader(program, shader);
      gl.deleteShader(shader);
    }
    gl.bindAttribLocation(program, 0, 'corner');
    gl.linkProgram(program);
    gl.useProgram(program);
    gl.uniform1i(gl.getUniformLocation(program, 'colour'), 0);
    gl.uniform1i(gl.getUniformLocation(program, 'depth'), 1);
    this.program = program;
    this.vao = gl.createVertexArray();
    gl.bindVertexArray(this.vao);
    this.corners = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, this.corners);
    // One triangle over the whole buffer; the scissor cuts it to the rectangle.
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 3, -1, -1, 3]), gl.STATIC_DRAW);
    gl.enableVertexAttribArray(0);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
    gl.bindVertexArray(null);
  }

  private release(): void {
    const gl = this.gl;
    if (this.framebuffer) gl.deleteFramebuffer(this.framebuffer);
    if (this.colour) gl.deleteTexture(this.colour);
    if (this.depth) gl.deleteTexture(this.depth);
    this.framebuffer = this.colour = this.depth = null;
    this.width = this.height = 0;
  }

  /** A lost context took every object with it; a restored one starts over. */
  lost(): void {
    this.framebuffer = this.colour = this.depth = null;
    this.program = null;
    this.vao = null;
    this.corners = null;
    this.width = this.height = 0;
    this.unchecked = false;
    this.sampleCount = null;
  }

  dispose(): void {
    this.release();
    const gl = this.gl;
    if (this.program) gl.deleteProgram(this.program);
    if (this.vao) gl.deleteVertexArray(this.vao);
    if (this.corners) gl.deleteBuffer(this.corners);
    this.program = null;
    this.vao = null;
    this.corners = null;
  }
}

function texture(gl: WebGL2RenderingContext, format: number, width: number, height: number): WebGLTexture {
  const t = gl.createTexture()!;
  gl.bindTexture(gl.TEXTURE_2D, t);
  gl.texStorage2D(gl.TEXTURE_2D, 1, format, width, height);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  gl.bindTexture(gl.TEXTURE_2D, null);
  return t;
}
