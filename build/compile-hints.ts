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

/**
 * Puts the hint in front of the chunks `hinted` chooses. It runs right after Vite's import analysis has written
 * the chunks' last lines of code, and before the manifest plugin's generateBundle, in which vite-plugin-compression
 * makes the .br and .gz copies the server sends (so they carry it too). Neither rolldown's `banner` (dropped by the
 * minifier) nor its `postBanner` (then the preload list goes in front of it) would put it first.
 */
export function compileHints(hinted: (chunk: ChunkInfo) => boolean): Plugin {
  const addHints = (bundle: Record<string, unknown>) => {
    for (const output of Object.values(bundle)) {
      const chunk = output as OutputChunk;
      if (chunk.type !== 'chunk' || !hinted(chunk)) continue;
      const mapAsset = bundle[`${chunk.fileName}.map`] as { type: string; source: string | Uint8Array } | undefined;
      const mapText = mapAsset?.type === 'asset' ? String(mapAsset.source) : undefined;
      const next = withHint({ code: chunk.code, mapText });
      chunk.code = next.code;
      if (mapAsset && next.mapText !== undefined) mapAsset.source = next.mapText;
    }
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
      // The plugin objects of a resolved config are frozen to new keys, not to a changed hook.
      (analysis as { generateBundle: unknown }).generateBundle = typeof hook === 'function' ? wrapped : { ...hook, handler: wrapped };
    },
  };
}
