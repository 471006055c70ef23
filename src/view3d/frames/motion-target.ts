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
 * The sky is not drawn into the target: the quad paints it behind the picture, where the target's pixels are
 * empty or see-through (the target is cleared to transparent black, so a pixel holds its colour premultiplied by
 * its coverage: the sky shows through by what is left). The dome (environment.ts) covered the whole buffer with
 * one more draw and one more pipeline a frame; the quad covers it anyway. Its gradient is the dome's, worked out
 * per pixel along the pixel's ray rather than between the dome's vertices, so a motion frame's sky may differ from
 * the still picture's by a shade; the picture at rest draws the dome as before.
 *
 * The target is sampled nearest: the quad covers the buffer texel for pixel, so each pixel's centre falls on its
 * texel's centre, where linear filtering returns that texel anyway, at four reads instead of one. Measured on the
 * phone bench (390 × 319 buffer, CPU 4×, load 9): the quad cost 7.7 ms of the GPU process's CPU time a frame
 * with linear filtering, 6.0 with nearest (median of 6 rounds of 30, interleaved).
 */
import {
  Color, Matrix4, Mesh, NearestFilter, OrthographicCamera, PlaneGeometry, Scene, ShaderMaterial, SRGBColorSpace, Vector2, WebGLRenderTarget,
  type Camera, type Object3D, type Texture, type WebGLRenderer,
} from 'three';
import { SKY_CURVE, SKY_HORIZON, SKY_TOP } from '../environment';

/** The quad: the target's picture over the sky's gradient along each pixel's ray (see above). */
function copyMaterial(): ShaderMaterial {
  return new ShaderMaterial({
    uniforms: {
      map: { value: null as Texture | null },
      rayFromClip: { value: new Matrix4() },
      skyTop: { value: new Color(SKY_TOP) },
      skyHorizon: { value: new Color(SKY_HORIZON) },
    },
    vertexShader: /* glsl */ `
      uniform mat4 rayFromClip;
      varying vec2 vUv;
      varying vec3 vRay;
      void main() {
        vUv = uv;
        // The pixel's point on the far plane, turned as the camera is: linear across the screen, so exact per pixel.
        vec4 far = rayFromClip * vec4(position.xy, 1.0, 1.0);
        vRay = far.xyz / far.w;
        gl_Position = vec4(position.xy, 0.0, 1.0);
      }`,
    fragmentShader: /* glsl */ `
      uniform sampler2D map;
      uniform vec3 skyTop;
      uniform vec3 skyHorizon;
      varying vec2 vUv;
      varying vec3 vRay;
      void main() {
        vec4 picture = texture2D(map, vUv);
        float up = max(0.0, normalize(vRay).y);
        vec3 sky = mix(skyHorizon, skyTop, pow(up, ${SKY_CURVE.toFixed(3)}));
        gl_FragColor = vec4(picture.rgb + sky * (1.0 - picture.a), 1.0);
        #include <tonemapping_fragment>
        #include <colorspace_fragment>
      }`,
    depthTest: false,
    depthWrite: false,
  });
}

export class MotionTarget {
  private target: WebGLRenderTarget | null = null;
  private readonly quad = new Scene();
  private readonly camera = new OrthographicCamera(-1, 1, 1, -1, 0, 1);
  private readonly material = copyMaterial();
  private readonly size = new Vector2();
  private readonly clearColour = new Color();
  /** The sky dome the quad stands in for (skyBehind). */
  private sky: Object3D | null = null;
  /** The last frame's sky was painted by the quad, not drawn by the dome. */
  painted = false;

  constructor() {
    this.quad.add(new Mesh(new PlaneGeometry(2, 2), this.material));
  }

  /** The scene's sky dome: left out of the target's pass while it is visible, its sky painted by the quad instead. */
  skyBehind(dome: Object3D): void {
    this.sky = dome;
  }

  /** Draw `scene` through the target onto the canvas; returns the triangles the scene's pass drew. */
  render(renderer: WebGLRenderer, scene: Object3D, camera: Camera): number {
    const target = this.sized(renderer);
    const previous = renderer.getRenderTarget();
    renderer.setRenderTarget(target);
    this.painted = this.sky?.visible === true;
    this.withoutSky(renderer, () => renderer.render(scene, camera));
    const triangles = renderer.info.render.triangles;
    renderer.setRenderTarget(previous);
    this.aim(camera);
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
      // The dome is not drawn into the target: no program of its for it.
      return this.withoutSky(renderer, run);
    } finally {
      renderer.setRenderTarget(previous);
    }
  }

  /**
   * `run` with the dome hidden and the clear transparent black (what the quad's composite expects). Without a
   * visible dome `run` is left as it is: the clear stays opaque and no sky shows through.
   */
  private withoutSky<T>(renderer: WebGLRenderer, run: () => T): T {
    const sky = this.sky;
    if (!sky?.visible) return run();
    renderer.getClearColor(this.clearColour);
    const alpha = renderer.getClearAlpha();
    sky.visible = false;
    renderer.setClearColor(0x000000, 0);
    try {
      return run();
    } finally {
      sky.visible = true;
      renderer.setClearColor(this.clearColour, alpha);
    }
  }

  /** The quad's rays for `camera` as it is now: clip space to the far plane, turned by the camera's rotation. */
  private aim(camera: Camera): void {
    const ray = this.material.uniforms.rayFromClip.value as Matrix4;
    ray.extractRotation(camera.matrixWorld).multiply(camera.projectionMatrixInverse);
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
      this.material.uniforms.map.value = this.target.texture;
    }
    return this.target;
  }

  dispose(): void {
    this.target?.dispose();
    this.target = null;
    this.material.dispose();
  }
}
