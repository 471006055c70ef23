import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXTURE_SIZE, texturePixels, transposed, type TextureKind } from './texture-pixels';
import { forgetTextures, prepareTextures, TEXTURE_KINDS, texturePixelsOnce } from './texture-cache';

/** SHA-256 of each kind's pixels as the textures were before they were made in slices (issue 26 item 2). */
const HASHES: Record<TextureKind, string> = {
  wood: 'fc66f53daca80cdf823425032fa204740ebbbcd855b3bd314845a49e51c72db6',
  woodVertical: '1ebe1a69c32148e39221d49434c903b23b71cab0f45ca5b0dc08b0cbd5611ee4',
  shingles: '448f9cfe7967e637ad6a63c68f213b3610448cdba32a9b913558db9df1a95b87',
  tiles: '03c6e5cb62905d81ebf86d62ed744e4e3bad2bb17c7180ed59975a6c61dfa575',
  sedum: 'c4f9b5d5d20082b31133fd19580077b6d03c4a33438b229714bda6883de6dbd1',
  grass: '94f3fe455227683c46588cfc28376025f213b6b198b707a3feb18b00e415dfc2',
  paving: 'fb011b0bc49a47368a5ebc93826957834c9f483c03aa9717e07b5d17367e81b2',
  concrete: '028e89ecc02086ef785ed274f177b8e2132025f997831011e93e78b975c1789b',
  corrugated: 'a9e5c173cf68fede869cb1d40c054323793b149d6ed348afb47856f9b45d3053',
};
const hash = (pixels: Uint8Array) => createHash('sha256').update(pixels).digest('hex');

afterEach(() => forgetTextures());

describe('procedural textures', () => {
  it('make the same pixels as before, kind by kind', () => {
    for (const kind of TEXTURE_KINDS) expect(hash(texturePixels(kind)), kind).toBe(HASHES[kind]);
    expect(TEXTURE_KINDS).toHaveLength(Object.keys(HASHES).length);
  });

  it('made ahead in slices, give the same pixels, and yield between slices', async () => {
    let yields = 0;
    await prepareTextures({ sliceMs: 0, yieldTo: async () => { yields++; } });
    for (const kind of TEXTURE_KINDS) expect(hash(texturePixelsOnce(kind)), kind).toBe(HASHES[kind]);
    // One slice of 4 rows per yield: 64 per kind shaded (the vertical wood is the wood transposed).
    expect(yields).toBeGreaterThanOrEqual(((TEXTURE_KINDS.length - 1) * TEXTURE_SIZE) / 4 - 1);
  });

  it('make the vertical wood as the wood transposed, the same bytes as its own shader', () => {
    expect(hash(transposed(texturePixels('wood')))).toBe(HASHES.woodVertical);
    expect(hash(transposed(texturePixels('woodVertical')))).toBe(HASHES.wood);
  });

  it('make the vertical wood from the wood once the wood is made, without shading it', async () => {
    let slices = 0;
    await prepareTextures({ sliceMs: 0, yieldTo: async () => { slices++; } });
    expect(hash(texturePixelsOnce('woodVertical'))).toBe(HASHES.woodVertical);
    // 4 rows a slice: the kinds but one shaded, none of the vertical wood's 64.
    expect(slices).toBeLessThan((TEXTURE_KINDS.length * TEXTURE_SIZE) / 4 - 32);
    forgetTextures();
    // Asked for before its turn with the wood made: transposed too.
    const wood = texturePixelsOnce('wood');
    expect(hash(texturePixelsOnce('woodVertical'))).toBe(HASHES.woodVertical);
    expect(texturePixelsOnce('wood')).toBe(wood);
  });

  it('are made once: callers share one run, and a kind asked for again is the same array', async () => {
    const first = prepareTextures();
    expect(prepareTextures()).toBe(first);
    await first;
    const grass = texturePixelsOnce('grass');
    expect(texturePixelsOnce('grass')).toBe(grass);
  });

  it('are made whole at once when a material needs one before its turn', async () => {
    let yields = 0;
    let early: Uint8Array | null = null;
    await prepareTextures({ sliceMs: 0, yieldTo: async () => { if (++yields === 3) early = texturePixelsOnce('paving'); } });
    expect(hash(early!)).toBe(HASHES.paving);
    expect(texturePixelsOnce('paving')).toBe(early);
  });
});
