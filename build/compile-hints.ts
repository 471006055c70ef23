import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136+): a script or module whose source starts with this comment, before any
 * code, has all its functions compiled eagerly instead of at their first call (V8's scanner takes it only while it
 * has seen nothing but comments), and a streamed one on a background thread while its bytes still arrive. Without
 * it V8 pre-parses each function, then parses and compiles it again on the main thread at its first call.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the plugin knows of a chunk when it chooses (rolldown's output chunks have these). */
export interface ChunkInfo {
  name: string;
  isEntry: boolean;
}

/** The parts of a built chunk and its source map that the hint changes. */
export interface HintTarget {
  code: string;
  /** The map's JSON text (the bundle's `.map` asset), if the build writes one. */
  mapText?: string;
}

/**
 * The chunk with the hint on a line of its own in front. The map's `mappings` get an empty first line, so the
 * positions the error reports upload (sourcemap 'hidden') still point at the right source.
 */
export function withHint(target: HintTarget): HintTarget {
  if (target.code.startsWith(COMPILE_HINT)) return target;
  const code = `${COMPILE_HINT}\n${target.code}`;
  if (target.mapText === undefined) return { code };
  const map = JSON.parse(target.mapText) as { mappings: string };
  return { code, mapText: JSON.stringify({ ...map, mappings: `;${map.mappings}` }) };
}

// Vite's plugin that, in its generateBundle, puts `const __vite__mapDeps=…` (the dynamic imports' preload lists)
// at the top of the chunks that import others dynamically: the hint has to go in after it, or it is not first.
const IMPORT_ANALYSIS = 'vite:build-import-analysis';

type GenerateBundle = (this: unknown, options: unknown, bundle: Record<string, unknown>, isWrite: boolean) => unknown;
interface OutputChunk extends ChunkInfo { type: 'chunk'; code: string; fileName: string }

/** Which chunks get the hint: the entry, and others by their chunk names (no hash). */
export interface HintedChunks {
  entry: boolean;
  names: readonly string[];
}

/** The chunk's hint choice; a chunk named like one in `names` that is the entry counts as the entry. */
export function isHinted(chunk: ChunkInfo, hinted: HintedChunks): boolean {
  return chunk.isEntry ? hinted.entry : hinted.names.includes(chunk.name);
}

/**
 * Puts the hint in front of the chosen chunks. It runs right after Vite's import analysis has written the chunks'
 * last lines of code, and before the manifest plugin's generateBundle, in which vite-plugin-compression makes the
 * .br and .gz copies the server sends (so they carry it too). Neither rolldown's `banner` (dropped by the
 * minifier) nor its `postBanner` (then the preload list goes in front of it) would put it first. A name that
 * matches no chunk fails the build: a renamed or merged chunk would otherwise just lose its hint.
 */
export function compileHints(hinted: HintedChunks): Plugin {
  const addHints = (bundle: Record<string, unknown>) => {
    const missing = new Set(hinted.names);
    for (const output of Object.values(bundle)) {
      const chunk = output as OutputChunk;
      if (chunk.type !== 'chunk') continue;
      missing.delete(chunk.name);
      if (!isHinted(chunk, hinted)) continue;
      const mapAsset = bundle[`${chunk.fileName}.map`] as { type: string; source: string | Uint8Array } | undefined;
      const mapText = mapAsset?.type === 'asset' ? String(mapAsset.source) : undefined;
      const next = withHint({ code: chunk.code, mapText });
      chunk.code = next.code;
      if (mapAsset && next.mapText !== undefined) mapAsset.source = next.mapText;
    }
    if (missing.size > 0) throw new Error(`compile-hints: no chunk named ${[...missing].join(', ')} in this build`);
  };
  return {
    name: 'compile-hints',
    apply: 'build',
    configResolved(config) {
      const analysis = config.plugins.find((plugin) => plugin.name === IMPORT_ANALYSIS);
      const hook = analysis?.generateBundle as GenerateBundle | { handler: GenerateBundle } | undefined;
      if (!analysis || !hook) throw new Error(`compile-hints: no ${IMPORT_ANALYSIS} generateBundle to follow (Vite changed?)`);
      const handler = typeof hook === 'function' ? hook : hook.handler;
      const wrapped: GenerateBundle = async function (options, bundle, isWrite) {
        await handler.call(this, options, bundle, isWrite);
        addHints(bundle);
      };
      // Wrapped in place, as vite-plugin-compression wraps the manifest plugin's hook to compress after it.
      (analysis as { generateBundle: unknown }).generateBundle = typeof hook === 'function' ? wrapped : { ...hook, handler: wrapped };
    },
  };
}
