/**
 * The picture on screen, kept across a change of the drawing buffer's size and drawn stretched over the new
 * buffer: the first piece of a full frame drawn in bands (refine.ts) after motion frames at a lower pixel ratio.
 * Resizing empties the buffer, and the bands refine the picture one by one; drawing the coarse model at full size
 * first cost as much as 2.4 s of SwiftShader time at 3,000 items on the loaded bench machine, a copy and one
 * textured quad a few milliseconds. Only ever on screen until the bands have drawn over it.
 */
import {
  FramebufferTexture, Mesh, OrthographicCamera, PlaneGeometry, Scene, ShaderMaterial, Vector2, type WebGLRenderer,
} from 'three';

/**
 * The kept pixels put back as they are. The canvas holds output-encoded (sRGB) bytes in a linear RGBA8 buffer:
 * copied into an sRGB texture the copy is refused (GL_INVALID_OPERATION, "invalid copy texture format
 * combination": the picture came out near-black for the seconds the bands took), and through a material three
 * would encode them a second time. So the texture is plain RGBA8 and the shader writes what it samples.
 */
const passThrough = {
  vertexShader: 'varying vec2 vUv;\nvoid main() { vUv = uv; gl_Position = vec4(position.xy, 0.0, 1.0); }',
  fragmentShader: 'uniform sampler2D map;\nvarying vec2 vUv;\nvoid main() { gl_FragColor = texture2D(map, vUv); }',
};

export class StretchedPicture {
  private texture: FramebufferTexture | null = null;
  private kept = false;
  private readonly scene = new Scene();
  private readonly camera = new OrthographicCamera(-1, 1, 1, -1, 0, 1);
  private readonly material = new ShaderMaterial({ ...passThrough, uniforms: { map: { value: null } }, depthTest: false, depthWrite: false });
  private readonly size = new Vector2();

  constructor() {
    this.scene.add(new Mesh(new PlaneGeometry(2, 2), this.material));
  }

  /** Copy the canvas as it is now (before its size changes). */
  keep(renderer: WebGLRenderer): void {
    const { x, y } = renderer.getDrawingBufferSize(this.size);
    if (!this.texture || this.texture.image.width !== x || this.texture.image.height !== y) {
      this.texture?.dispose();
      this.texture = new FramebufferTexture(x, y);
    }
    renderer.setRenderTarget(null);
    renderer.copyFramebufferToTexture(this.texture);
    this.kept = true;
  }

  /** Draw the kept picture over the whole buffer (cleared first); false when nothing was kept. */
  draw(renderer: WebGLRenderer): boolean {
    if (!this.kept || !this.texture) return false;
    this.kept = false;
    this.material.uniforms.map.value = this.texture;
    renderer.render(this.scene, this.camera);
    return true;
  }

  dispose(): void {
    this.texture?.dispose();
    this.material.dispose();
    (this.scene.children[0] as Mesh).geometry.dispose();
  }
}
