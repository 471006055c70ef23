/**
 * Flat textures for the frames drawn while the camera moves (frames/motion.ts): each visible material's texture is
 * swapped, for that frame only, for one pixel of the texture's mean colour (nearest filtering, no mipmaps), so a
 * surface shows its material's colour without the pattern. The program stays the same (three keys it on there
 * being a map, not on which); after the frame every material gets its own texture back, so the picture at rest is
 * drawn exactly as before. On SwiftShader texture filtering was a large part of a frame even after the cheaper
 * filtering (motion-sampling.ts, which now finds only these flat textures and leaves them be): an in-page timing
 * of motion frames, interleaved, desktop, scale 0.75, load 10-12: 1 item median 48.5 ms against 61.5 ms with
 * the cheaper filtering alone; 3,000 items 256-305 ms against 270-561 ms.
 */
import { DataTexture, NearestFilter, SRGBColorSpace, type Material, type Mesh, type Object3D, type Texture } from 'three';
import { byte, textureMean } from './motion-boxes';

/** Linear to an sRGB byte. */
function srgbByte(c: number): number {
  return byte(c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);
}

/** A one-pixel texture of `texture`'s mean colour, sampled as `texture` is (same colour space and UV channel). */
export function flatTexture(texture: Texture): DataTexture {
  // Blended surfaces keep their mean opacity.
  const mean = textureMean(texture as DataTexture) ?? [1, 1, 1, 1];
  // The mean colour is linear; stored as the texture stores its bytes, decoded by the GPU as the texture is.
  const encode = texture.colorSpace === SRGBColorSpace ? srgbByte : byte;
  const flat = new DataTexture(new Uint8Array([encode(mean[0]), encode(mean[1]), encode(mean[2]), byte(mean[3])]), 1, 1);
  flat.colorSpace = texture.colorSpace;
  flat.channel = texture.channel;
  flat.minFilter = NearestFilter;
  flat.magFilter = NearestFilter;
  flat.generateMipmaps = false;
  flat.needsUpdate = true;
  return flat;
}

export class MotionMaps {
  private readonly flats = new Map<Texture, DataTexture>();
  private readonly own = new Set<Texture>();
  private swapped: Array<{ material: Material & { map: Texture | null }; map: Texture }> = [];

  /** Flat textures on `root`'s visible materials for one frame. */
  begin(root: Object3D): void {
    this.end();
    root.traverseVisible((object) => {
      const material = (object as Mesh).material as Material | Material[] | undefined;
      if (!material) return;
      for (const m of Array.isArray(material) ? material : [material]) {
        const textured = m as Material & { map?: Texture | null };
        const map = textured.map;
        if (!map || this.own.has(map)) continue;
        let flat = this.flats.get(map);
        if (!flat) {
          this.flats.set(map, flat = flatTexture(map));
          this.own.add(flat);
        }
        this.swapped.push({ material: textured as Material & { map: Texture | null }, map });
        textured.map = flat;
      }
    });
  }

  /** Materials drawn with a flat texture since `begin`. */
  get count(): number {
    return this.swapped.length;
  }

  /** Every material `begin` changed gets its own texture back. */
  end(): void {
    for (const { material, map } of this.swapped) material.map = map;
    this.swapped = [];
  }

  /** Frees the flat textures (the materials' own belong to the registry). */
  dispose(): void {
    this.end();
    for (const flat of this.flats.values()) flat.dispose();
    this.flats.clear();
    this.own.clear();
  }
}
