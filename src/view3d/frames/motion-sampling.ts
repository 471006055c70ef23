/**
 * Cheaper texture filtering for the frames drawn while the camera moves (frames/motion.ts). Measured on
 * SwiftShader (house 1040 with one chair, canvas 507 × 692, full resolution, render + 1-pixel read-back, load
 * 8-10): a frame 240-330 ms; anisotropy 1 instead of 4: 180 ms; also sampling one mip level instead of blending
 * two: 128 ms; no textures at all: 62 ms; clearing alone: 1 ms. Texture filtering, not the triangles, the
 * multisampled canvas or its read-back, is two thirds of a frame. A motion frame is coarse anyway, so it samples
 * the textures bilinearly from the nearest mip level without anisotropy; after it every texture gets back the
 * state three.js gave it, so the picture at rest is drawn exactly as before.
 */
import { LinearMipmapLinearFilter, type Material, type Mesh, type Object3D, type Texture, type WebGLRenderer } from 'three';

/** The texture state three.js set (WebGLTextures.setTextureParameters) for a trilinear, anisotropic texture. */
interface Saved { handle: WebGLTexture; anisotropy: number }

export class MotionSampling {
  private saved: Saved[] = [];

  constructor(private readonly renderer: WebGLRenderer) {}

  /** Cheap filtering for the textures of `root`'s visible materials that three.js already uploaded. */
  begin(root: Object3D): void {
    this.end();
    const gl = this.renderer.getContext();
    const extensions = this.renderer.extensions;
    const anisotropic = extensions.has('EXT_texture_filter_anisotropic') ? extensions.get('EXT_texture_filter_anisotropic') as { TEXTURE_MAX_ANISOTROPY_EXT: number } : null;
    const max = this.renderer.capabilities.getMaxAnisotropy();
    const seen = new Set<Texture>();
    root.traverseVisible((object) => {
      const material = (object as Mesh).material as Material | Material[] | undefined;
      if (!material) return;
      for (const m of Array.isArray(material) ? material : [material]) {
        const map = (m as Material & { map?: Texture | null }).map;
        if (!map || seen.has(map) || map.minFilter !== LinearMipmapLinearFilter) continue;
        seen.add(map);
        const handle = (this.renderer.properties.get(map) as { __webglTexture?: WebGLTexture }).__webglTexture;
        // Not uploaded yet: three.js uploads it in this frame with its own state.
        if (!handle) continue;
        // Through three.js's state, so its record of the bound texture stays true.
        this.renderer.state.bindTexture(gl.TEXTURE_2D, handle);
        gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR_MIPMAP_NEAREST);
        const anisotropy = anisotropic && map.anisotropy > 1 ? Math.min(map.anisotropy, max) : 0;
        if (anisotropy) gl.texParameterf(gl.TEXTURE_2D, anisotropic!.TEXTURE_MAX_ANISOTROPY_EXT, 1);
        this.saved.push({ handle, anisotropy });
      }
    });
  }

  /** Every texture `begin` changed gets back the state three.js gave it. */
  end(): void {
    if (!this.saved.length) return;
    const gl = this.renderer.getContext();
    const anisotropic = this.renderer.extensions.get('EXT_texture_filter_anisotropic') as { TEXTURE_MAX_ANISOTROPY_EXT: number } | null;
    for (const { handle, anisotropy } of this.saved) {
      this.renderer.state.bindTexture(gl.TEXTURE_2D, handle);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR_MIPMAP_LINEAR);
      if (anisotropy && anisotropic) gl.texParameterf(gl.TEXTURE_2D, anisotropic.TEXTURE_MAX_ANISOTROPY_EXT, anisotropy);
    }
    this.saved = [];
  }
}
