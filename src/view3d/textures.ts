/**
 * Procedural textures as three.js textures; their pixels come from texture-pixels.ts. They are nearly white with
 * structure in them, so a material's colour tints them: one wood grain serves natural, stained and painted wood alike.
 */
import { DataTexture, LinearFilter, LinearMipmapLinearFilter, RepeatWrapping, RGBAFormat, SRGBColorSpace, UnsignedByteType } from 'three';
import { TEXTURE_SIZE as SIZE, texturePixels, type TextureKind } from './texture-pixels';

export { TEXTURE_SIZE, texturePixels, textureRows, type TextureKind, type TextureRows } from './texture-pixels';

/** `pixels`: made ahead (texture-cache.ts), else now. */
export function createTexture(kind: TextureKind, pixels: Uint8Array = texturePixels(kind)): DataTexture {
  const texture = new DataTexture(pixels, SIZE, SIZE, RGBAFormat, UnsignedByteType);
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.magFilter = LinearFilter;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.generateMipmaps = true;
  texture.anisotropy = 4;
  texture.colorSpace = SRGBColorSpace;
  texture.name = kind;
  texture.needsUpdate = true;
  return texture;
}
