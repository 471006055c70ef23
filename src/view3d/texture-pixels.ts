/**
 * The procedural textures' pixels (no image files, no canvas, no three.js: they build in Node for the headless
 * tests too, and texture-cache.ts makes them while three.js is still loading).
 */
import { seededRandom as random } from '../domain/random';

export type TextureKind = 'wood' | 'woodVertical' | 'shingles' | 'tiles' | 'sedum' | 'grass' | 'paving' | 'concrete' | 'corrugated';

const SIZE = 256;

/** Smooth value noise on a periodic lattice (so the texture tiles without seams). */
function noise2(seed: number, cells: number): (x: number, y: number) => number {
  const rnd = random(seed);
  const grid = new Float64Array(cells * cells);
  for (let k = 0; k < grid.length; k++) grid[k] = rnd();
  return (x, y) => {
    const gx = x * cells;
    const gy = y * cells;
    const i = Math.floor(gx);
    const j = Math.floor(gy);
    const fx = gx - i;
    const fy = gy - j;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    // The lattice wraps (the texture tiles); indices worked out once per sample, not per corner.
    const i0 = ((i % cells) + cells) % cells;
    const i1 = i0 + 1 === cells ? 0 : i0 + 1;
    const j0 = (((j % cells) + cells) % cells) * cells;
    const j1 = j0 + cells === grid.length ? 0 : j0 + cells;
    const top = grid[j0 + i0] * (1 - sx) + grid[j0 + i1] * sx;
    const bottom = grid[j1 + i0] * (1 - sx) + grid[j1 + i1] * sx;
    return top * (1 - sy) + bottom * sy;
  };
}

/**
 * The first number of the sequence seeded with `seed`, remembered: shingles and paving stones take one per
 * tab or stone, and asked per pixel it made a generator (a closure) 65,536 times per texture.
 */
function firstRandom(): (seed: number) => number {
  const known = new Map<number, number>();
  return (seed) => {
    let value = known.get(seed);
    if (value === undefined) {
      value = random(seed)();
      known.set(seed, value);
    }
    return value;
  };
}

/** Writes a pixel's red, green and blue (0-1) into `out`: no array per pixel (the arithmetic is as it was). */
type Shader = (u: number, v: number, out: Float64Array) => void;

const grey = (out: Float64Array, g: number) => { out[0] = g; out[1] = g; out[2] = g; };

const shaders: Record<TextureKind, () => Shader> = {
  wood: () => woodShader(false),
  woodVertical: () => woodShader(true),
  shingles: () => {
    const n = noise2(11, 32);
    const first = firstRandom();
    return (u, v, out) => {
      const row = Math.floor(v * 8);
      const tab = Math.floor(u * 8 + (row % 2) * 0.5);
      const inRow = v * 8 - row;
      const edge = inRow < 0.08 || (u * 8 + (row % 2) * 0.5) % 1 < 0.03 ? 0.55 : 1;
      const tone = 0.82 + 0.18 * first(tab * 31 + row * 7) + 0.05 * n(u, v);
      grey(out, tone * edge * (0.9 + 0.1 * inRow));
    };
  },
  tiles: () => {
    const n = noise2(12, 16);
    return (u, v, out) => {
      const row = v * 6;
      const inRow = row - Math.floor(row);
      const wave = 0.75 + 0.25 * Math.cos(u * 5 * Math.PI * 2);
      const shade = inRow > 0.88 ? 0.5 : (0.8 + 0.2 * inRow) * wave;
      grey(out, shade * (0.92 + 0.08 * n(u, v)));
    };
  },
  sedum: () => {
    const n = noise2(13, 64);
    const m = noise2(14, 16);
    return (u, v, out) => {
      const a = n(u, v);
      const b = m(u, v);
      out[0] = 0.55 + 0.4 * b * a;
      out[1] = 0.75 + 0.25 * a;
      out[2] = 0.45 + 0.3 * (1 - b);
    };
  },
  grass: () => {
    const n = noise2(15, 64);
    const m = noise2(16, 8);
    return (u, v, out) => {
      const g = 0.7 + 0.2 * n(u, v) + 0.1 * m(u, v);
      out[0] = g * 0.95;
      out[1] = g;
      out[2] = g * 0.9;
    };
  },
  paving: () => {
    const n = noise2(17, 32);
    const first = firstRandom();
    return (u, v, out) => {
      const x = u * 4;
      const y = v * 4;
      const joint = x % 1 < 0.03 || y % 1 < 0.03 ? 0.6 : 1;
      const stone = 0.85 + 0.1 * first(Math.floor(x) * 13 + Math.floor(y) * 5 + 3) + 0.05 * n(u, v);
      grey(out, stone * joint);
    };
  },
  concrete: () => {
    const n = noise2(18, 64);
    return (u, v, out) => grey(out, 0.85 + 0.15 * n(u, v));
  },
  corrugated: () => (u, _v, out) => grey(out, 0.8 + 0.2 * Math.cos(u * 16 * Math.PI * 2)),
};

/** Wood: long grain lines along u, plank joints every quarter of v, a knot here and there. */
function woodShader(vertical: boolean): Shader {
  const grain = noise2(21, 64);
  const wobble = noise2(22, 8);
  const knots = random(23);
  const knotList = Array.from({ length: 3 }, () => [knots(), knots()] as const);
  return (su, sv, out) => {
    const u = vertical ? sv : su;
    const v = vertical ? su : sv;
    const w = wobble(u, v) * 0.05;
    // Fine, slightly wavy growth rings along u; stronger late-wood lines.
    const ring = (v + w + grain(u * 0.5, v) * 0.03) * 40;
    const frac = ring - Math.floor(ring);
    const lines = Math.pow(Math.abs(Math.sin(frac * Math.PI)), 6);
    let g = 0.9 + 0.05 * grain(u * 2, v * 8) - 0.12 * lines;
    for (let k = 0; k < knotList.length; k++) {
      const [ku, kv] = knotList[k];
      const du = Math.min(Math.abs(u - ku), 1 - Math.abs(u - ku)) * 10;
      if (du >= 0.5) continue;
      const dv = Math.min(Math.abs(v - kv), 1 - Math.abs(v - kv)) * 30;
      // hypot is never below either side, so far from the knot on one axis is far: most pixels skip it.
      if (dv >= 0.5) continue;
      const d = Math.hypot(du, dv);
      if (d < 0.5) g *= 0.7 + 0.3 * (d / 0.5);
    }
    out[0] = g;
    out[1] = g * 0.98;
    out[2] = g * 0.95;
  };
}

const toByte = (c: number) => Math.max(0, Math.min(255, Math.round(c * 255)));

/** A texture's pixels made a few rows at a time (texture-cache.ts spreads them over several tasks). */
export interface TextureRows {
  /** RGBA bytes, SIZE x SIZE; rows not yet filled are zero. */
  readonly data: Uint8Array;
  /** Fills rows [from, to). */
  fill(from: number, to: number): void;
}

export function textureRows(kind: TextureKind): TextureRows {
  const shade = shaders[kind]();
  const data = new Uint8Array(SIZE * SIZE * 4);
  const rgb = new Float64Array(3);
  return {
    data,
    fill(from, to) {
      for (let y = from; y < Math.min(to, SIZE); y++) {
        for (let x = 0; x < SIZE; x++) {
          shade(x / SIZE, y / SIZE, rgb);
          const i = (y * SIZE + x) * 4;
          data[i] = toByte(rgb[0]);
          data[i + 1] = toByte(rgb[1]);
          data[i + 2] = toByte(rgb[2]);
          data[i + 3] = 255;
        }
      }
    },
  };
}

/**
 * `pixels` (RGBA, SIZE x SIZE) mirrored about the diagonal: the vertical wood from the wood, whose shader it is
 * with u and v swapped (woodShader), the same bytes at a copy's cost instead of the dearest texture's shading
 * (~17-29 ms of main thread on the desktop, texture-cache.ts).
 */
export function transposed(pixels: Uint8Array): Uint8Array {
  const out = new Uint8Array(pixels.length);
  const from = new Uint32Array(pixels.buffer, pixels.byteOffset, SIZE * SIZE);
  const to = new Uint32Array(out.buffer);
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) to[x * SIZE + y] = from[y * SIZE + x];
  return out;
}

/** The pixels of a texture kind: RGBA bytes, SIZE x SIZE. */
export function texturePixels(kind: TextureKind): Uint8Array {
  const rows = textureRows(kind);
  rows.fill(0, SIZE);
  return rows.data;
}

export const TEXTURE_SIZE = SIZE;
