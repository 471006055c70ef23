import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXTURE_SIZE, texturePixels, type TextureKind } from './textures';
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
    await prepareTextures(['wood', 'paving'], { sliceMs: 0, yieldTo: async () => { yields++; } });
    expect(hash(texturePixelsOnce('wood'))).toBe(HASHES.wood);
    expect(hash(texturePixelsOnce('paving'))).toBe(HASHES.paving);
    // One slice of 8 rows per yield: 32 per kind.
    expect(yields).toBeGreaterThanOrEqual((2 * TEXTURE_SIZE) / 8 - 1);
  });

  it('are made once: a kind asked for again is the same array', async () => {
    await prepareTextures(['grass']);
    const first = texturePixelsOnce('grass');
    expect(texturePixelsOnce('grass')).toBe(first);
    expect(texturePixelsOnce('tiles')).toBe(texturePixelsOnce('tiles'));
  });

  it('stop making when the open is given up, keeping what was whole', async () => {
    const stop = new AbortController();
    let yields = 0;
    await prepareTextures(['sedum', 'concrete'], { sliceMs: 0, signal: stop.signal, yieldTo: async () => { if (++yields === 40) stop.abort(); } });
    // sedum was whole after 31 yields; concrete was cut off and is made whole when asked for.
    expect(hash(texturePixelsOnce('sedum'))).toBe(HASHES.sedum);
    expect(hash(texturePixelsOnce('concrete'))).toBe(HASHES.concrete);
  });
});
