/**
 * The procedural textures' pixels, made once per page and ahead of the 3D view in slices of a few ms (issue 26
 * item 2): made in one go when the first material asked for them, the nine kinds cost ~0.3-0.6 s of main-thread
 * JS in one task on a throttled phone, and a visitor who touched the plan meanwhile waited for it. Between
 * slices the page handles input and draws the plan. Free of three.js, so the configurator starts it as soon as
 * the plan shows, while the 3D view's code is still loading.
 */
import { TEXTURE_SIZE, textureRows, transposed, type TextureKind } from './texture-pixels';

export const TEXTURE_KINDS: readonly TextureKind[] = ['wood', 'woodVertical', 'concrete', 'shingles', 'tiles', 'sedum', 'grass', 'paving', 'corrugated'];

const made = new Map<TextureKind, Uint8Array>();
let running: Promise<void> | null = null;

/** The pixels of `kind`: made ahead, or now (a kind nobody prepared, or asked for before its turn). */
export function texturePixelsOnce(kind: TextureKind): Uint8Array {
  let pixels = made.get(kind) ?? derived(kind);
  if (!pixels) {
    const rows = textureRows(kind);
    rows.fill(0, TEXTURE_SIZE);
    pixels = rows.data;
    made.set(kind, pixels);
  }
  return pixels;
}

/** The vertical wood, made from the wood when that is made (transposed): answers it, or nothing. */
function derived(kind: TextureKind): Uint8Array | undefined {
  const wood = kind === 'woodVertical' ? made.get('wood') : undefined;
  if (!wood) return undefined;
  const pixels = transposed(wood);
  made.set(kind, pixels);
  return pixels;
}

/**
 * Gives the page back its main thread: a new task (a message, not setTimeout, which Chromium clamps to 4 ms
 * when timers nest), so input and animation frames go first.
 */
export function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { channel.port1.close(); resolve(); };
    channel.port2.postMessage(null);
  });
}

/**
 * Makes the pixels of every kind a few rows at a time, yielding whenever a slice ran `sliceMs`; resolves when all
 * are made. Callers while it runs share the one run.
 */
export function prepareTextures({ sliceMs = 10, yieldTo = yieldToPage }: { sliceMs?: number; yieldTo?: () => Promise<void> } = {}): Promise<void> {
  running ??= makeAll(TEXTURE_KINDS, sliceMs, yieldTo);
  return running;
}

async function makeAll(kinds: readonly TextureKind[], sliceMs: number, yieldTo: () => Promise<void>): Promise<void> {
  const ROWS = 4;
  let sliceStart = performance.now();
  for (const kind of kinds) {
    if (made.has(kind) || derived(kind)) continue;
    const rows = textureRows(kind);
    for (let row = 0; row < TEXTURE_SIZE; row += ROWS) {
      if (performance.now() - sliceStart >= sliceMs) {
        await yieldTo();
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
  running = null;
}
