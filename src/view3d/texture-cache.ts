/**
 * The procedural textures' pixels, made once per page and ahead of the 3D view's first frame in slices of a few
 * ms (issue 26 item 2): made in one go when the first material asked for them, the nine kinds cost ~0.3-0.6 s
 * of main-thread JS in one task on a throttled phone, and a visitor who touched the plan meanwhile waited for it.
 * Between slices the page handles input and draws the plan.
 */
import { TEXTURE_SIZE, textureRows, type TextureKind } from './textures';

export const TEXTURE_KINDS: readonly TextureKind[] = ['wood', 'woodVertical', 'concrete', 'shingles', 'tiles', 'sedum', 'grass', 'paving', 'corrugated'];

const made = new Map<TextureKind, Uint8Array>();

/** The pixels of `kind`: made ahead, or now (a kind nobody prepared, or asked for before its turn). */
export function texturePixelsOnce(kind: TextureKind): Uint8Array {
  let pixels = made.get(kind);
  if (!pixels) {
    const rows = textureRows(kind);
    rows.fill(0, TEXTURE_SIZE);
    pixels = rows.data;
    made.set(kind, pixels);
  }
  return pixels;
}

/** Gives the page back its main thread: a macrotask, so input and animation frames go first. */
export const yieldToPage = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Makes the pixels of `kinds` a few rows at a time, yielding whenever a slice ran `sliceMs`; resolves when all
 * are made, or early once `signal` aborts (what was made stays).
 */
export async function prepareTextures(kinds: readonly TextureKind[] = TEXTURE_KINDS, { sliceMs = 8, signal, yieldTo = yieldToPage }: { sliceMs?: number; signal?: AbortSignal; yieldTo?: () => Promise<void> } = {}): Promise<void> {
  const ROWS = 8;
  let sliceStart = performance.now();
  for (const kind of kinds) {
    if (made.has(kind)) continue;
    const rows = textureRows(kind);
    for (let row = 0; row < TEXTURE_SIZE; row += ROWS) {
      if (performance.now() - sliceStart >= sliceMs) {
        await yieldTo();
        if (signal?.aborted) return;
        sliceStart = performance.now();
      }
      // Someone needed it meanwhile and made it whole.
      if (made.has(kind)) break;
      rows.fill(row, row + ROWS);
    }
    if (!made.has(kind)) made.set(kind, rows.data);
  }
}

/** Forgets what was made (tests). */
export function forgetTextures(): void {
  made.clear();
}
