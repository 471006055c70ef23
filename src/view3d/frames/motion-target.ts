/**
 * Where a motion frame is drawn (frames/motion.ts): a single-sampled target the size of the drawing buffer, put
 * on the canvas as one quad. The canvas is multisampled (antialias, 4 samples) for the picture at rest, and on
 * SwiftShader every triangle drawn into it pays for its samples: measured on the bench's orbit (desktop, load
 * 2-3) an antialiased canvas drew 27.9 / 14.6 / 3.1 frames/s at 1 / 300 / 3,000 items, a plain one 39.6 / 24.1 /
 * 5.0. A coarse frame shown for a moment needs no antialiasing; the quad costs one pass over the pixels.
 *
 * The target stores sRGB bytes (the GPU encodes on write and decodes on read, so the dark parts do not band; half
 * floats cost a quarter of the gain: 32.6 instead of 42-43 frames/s at 1 item); the quad applies the renderer's
 * tone mapping and output encoding as the scene's materials do when they draw on the canvas themselves.
 *
 * The target is sampled nearest: the quad covers the buffer texel for pixel, so each pixel's centre falls on its
 * texel's centre, where linear filtering returns that texel anyway, at four reads instead of one. Measured on the
 * phone bench (390 × 319 buffer, CPU 4×, load 9): the quad cost 7.7 ms of the GPU process's CPU time a frame
 * with linear filtering, 6.0 with nearest (median of 6 rounds of 30, interleaved).
 */
import {
  Mesh, MeshBasicMaterial, NearestFilter, OrthographicCamera, PlaneGeometry, Scene, SRGBColorSpace, Vector2, WebGLRenderTarget,
  type Camera, type Object3D, type WebGLRenderer,
} from 'three';

export class MotionTarget {
  private target: WebGLRenderTarget | null = null;
  private readonly quad = new Scene();
  private readonly camera = new OrthographicCamera(-1, 1, 1, -1, 0, 1);
  private readonly material = new MeshBasicMaterial({ depthTest: false, depthWrite: false, fog: false });
  private readonly size = new Vector2();

  constructor() {
    this.quad.add(new Mesh(new PlaneGeometry(2, 2), this.material));
  }

  /** Draw `scene` through the target onto the canvas; returns the triangles the scene's pass drew. */
  render(renderer: WebGLRenderer, scene: Object3D, camera: Camera): number {
    const target = this.sized(renderer);
    const previous = renderer.getRenderTarget();
    renderer.setRenderTarget(target);
    renderer.render(scene, camera);
    const triangles = renderer.info.render.triangles;
    renderer.setRenderTarget(previous);
    renderer.render(this.quad, this.camera);
    return triangles;
  }

  /**
   * `run` with the target bound, for a warm-up: three draws into a render target with variants of the programs
   * it draws the canvas with and chooses them when compile or compileAsync is called, so a warm-up compiling for
   * the canvas left the motion frames' programs, the view's first frame's among them, to its own task.
   */
  bound<T>(renderer: WebGLRenderer, run: () => T): T {
    const previous = renderer.getRenderTarget();
    renderer.setRenderTarget(this.sized(renderer));
    try {
      return run();
    } finally {
      renderer.setRenderTarget(previous);
    }
  }

  /** The quad and its camera: its program for a warm-up (it draws on the canvas). */
  get copy(): { scene: Scene; camera: Camera } {
    return { scene: this.quad, camera: this.camera };
  }

  /** The target at the drawing buffer's size, made anew when that changed. */
  private sized(renderer: WebGLRenderer): WebGLRenderTarget {
    const { x, y } = renderer.getDrawingBufferSize(this.size);
    if (!this.target || this.target.width !== x || this.target.height !== y) {
      this.target?.dispose();
      this.target = new WebGLRenderTarget(x, y, {
        samples: 0, depthBuffer: true, colorSpace: SRGBColorSpace, minFilter: NearestFilter, magFilter: NearestFilter,
      });
      this.material.map = this.target.texture;
      this.material.needsUpdate = true;
    }
    return this.target;
  }

  dispose(): void {
    this.target?.dispose();
    this.target = null;
    this.material.dispose();
  }
}
