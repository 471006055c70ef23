/**
 * Procedural textures, generated into pixel arrays (no image files, no canvas: they build in Node for the
 * headless tests too). They are nearly white with structure in them, so a material's colour tints them:
 * one wood grain serves natural, stained and painted wood alike.
 */
import { DataTexture, LinearFilter, LinearMipmapLinearFilter, RepeatWrapping, RGBAFormat, SRGBColorSpace, UnsignedByteType } from 'three';
import { seededRandom as random } from '../domain/random';

export type TextureKind = 'wood' | 'woodVertical' | 'shingles' | 'tiles' | 'sedum' | 'grass' | 'paving' | 'concrete' | 'corrugated';

const SIZE = 256;


/** Smooth value noise on a periodic lattice (so the texture tiles without seams). */
function noise2(seed: number, cells: number): (x: number, y: number) => number {
  const rnd = random(seed);
  const grid = Array.from({ length: cells * cells }, () => rnd());
  const at = (i: number, j: number) => grid[((j + cells) % cells) * cells + ((i + cells) % cells)];
  return (x, y) => {
    const gx = x * cells;
    const gy = y * cells;
    const i = Math.floor(gx);
    const j = Math.floor(gy);
    const fx = gx - i;
    const fy = gy - j;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const top = at(i, j) * (1 - sx) + at(i + 1, j) * sx;
    const bottom = at(i, j + 1) * (1 - sx) + at(i + 1, j + 1) * sx;
    return top * (1 - sy) + bottom * sy;
  };
}

type Shader = (u: number, v: number) => [number, number, number];

const shaders: Record<TextureKind, () => Shader> = {
  wood: () => woodShader(false),
  woodVertical: () => woodShader(true),
  shingles: () => {
    const n = noise2(11, 32);
    return (u, v) => {
      const row = Math.floor(v * 8);
      const tab = Math.floor(u * 8 + (row % 2) * 0.5);
      const inRow = v * 8 - row;
      const edge = inRow < 0.08 || (u * 8 + (row % 2) * 0.5) % 1 < 0.03 ? 0.55 : 1;
      const tone = 0.82 + 0.18 * random(tab * 31 + row * 7)() + 0.05 * n(u, v);
      const g = tone * edge * (0.9 + 0.1 * inRow);
      return [g, g, g];
    };
  },
  tiles: () => {
    const n = noise2(12, 16);
    return (u, v) => {
      const row = v * 6;
      const inRow = row - Math.floor(row);
      const wave = 0.75 + 0.25 * Math.cos(u * 5 * Math.PI * 2);
      const shade = inRow > 0.88 ? 0.5 : (0.8 + 0.2 * inRow) * wave;
      const g = shade * (0.92 + 0.08 * n(u, v));
      return [g, g, g];
    };
  },
  sedum: () => {
    const n = noise2(13, 64);
    const m = noise2(14, 16);
    return (u, v) => {
      const a = n(u, v);
      const b = m(u, v);
      return [0.55 + 0.4 * b * a, 0.75 + 0.25 * a, 0.45 + 0.3 * (1 - b)];
    };
  },
  grass: () => {
    const n = noise2(15, 64);
    const m = noise2(16, 8);
    return (u, v) => {
      const g = 0.7 + 0.2 * n(u, v) + 0.1 * m(u, v);
      return [g * 0.95, g, g * 0.9];
    };
  },
  paving: () => {
    const n = noise2(17, 32);
    return (u, v) => {
      const x = u * 4;
      const y = v * 4;
      const joint = x % 1 < 0.03 || y % 1 < 0.03 ? 0.6 : 1;
      const stone = 0.85 + 0.1 * random(Math.floor(x) * 13 + Math.floor(y) * 5 + 3)() + 0.05 * n(u, v);
      const g = stone * joint;
      return [g, g, g];
    };
  },
  concrete: () => {
    const n = noise2(18, 64);
    return (u, v) => {
      const g = 0.85 + 0.15 * n(u, v);
      return [g, g, g];
    };
  },
  corrugated: () => (u) => {
    const g = 0.8 + 0.2 * Math.cos(u * 16 * Math.PI * 2);
    return [g, g, g];
  },
};

/** Wood: long grain lines along u, plank joints every quarter of v, a knot here and there. */
function woodShader(vertical: boolean): Shader {
  const grain = noise2(21, 64);
  const wobble = noise2(22, 8);
  const knots = random(23);
  const knotList = Array.from({ length: 3 }, () => [knots(), knots()] as const);
  return (su, sv) => {
    const u = vertical ? sv : su;
    const v = vertical ? su : sv;
    const w = wobble(u, v) * 0.05;
    // Fine, slightly wavy growth rings along u; stronger late-wood lines.
    const ring = (v + w + grain(u * 0.5, v) * 0.03) * 40;
    const frac = ring - Math.floor(ring);
    const lines = Math.pow(Math.abs(Math.sin(frac * Math.PI)), 6);
    let g = 0.9 + 0.05 * grain(u * 2, v * 8) - 0.12 * lines;
    for (const [ku, kv] of knotList) {
      const du = Math.min(Math.abs(u - ku), 1 - Math.abs(u - ku)) * 10;
      const dv = Math.min(Math.abs(v - kv), 1 - Math.abs(v - kv)) * 30;
      const d = Math.hypot(du, dv);
      if (d < 0.5) g *= 0.7 + 0.3 * (d / 0.5);
    }
    return [g, g * 0.98, g * 0.95];
  };
}

/** The pixels of a texture kind: RGBA bytes, SIZE x SIZE. */
export function texturePixels(kind: TextureKind): Uint8Array {
  const shade = shaders[kind]();
  const data = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const [r, g, b] = shade(x / SIZE, y / SIZE);
      const i = (y * SIZE + x) * 4;
      data[i] = Math.max(0, Math.min(255, Math.round(r * 255)));
      data[i + 1] = Math.max(0, Math.min(255, Math.round(g * 255)));
      data[i + 2] = Math.max(0, Math.min(255, Math.round(b * 255)));
      data[i + 3] = 255;
    }
  }
  return data;
}

export const TEXTURE_SIZE = SIZE;

export function createTexture(kind: TextureKind): DataTexture {
  const texture = new DataTexture(texturePixels(kind), SIZE, SIZE, RGBAFormat, UnsignedByteType);
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
