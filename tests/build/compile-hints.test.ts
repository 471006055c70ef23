import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { COMPILE_HINT, compileHints, isHinted, withHint, type HintedChunks } from '../../build/compile-hints';

describe('withHint', () => {
  it('puts the hint on a line of its own before the code and moves the map down one line', () => {
    const next = withHint({ code: 'const a=1;\nexport{a};', mapText: JSON.stringify({ version: 3, mappings: 'AAAA;AACA', sources: ['a.ts'] }) });
    expect(next.code).toBe(`${COMPILE_HINT}\nconst a=1;\nexport{a};`);
    expect(JSON.parse(next.mapText!)).toEqual({ version: 3, mappings: ';AAAA;AACA', sources: ['a.ts'] });
  });

  it('leaves a chunk that already starts with the hint as it is', () => {
    const once = withHint({ code: 'x()', mapText: '{"mappings":"AAAA"}' });
    expect(withHint(once)).toEqual(once);
  });

  it('works without a map', () => {
    expect(withHint({ code: 'x()' })).toEqual({ code: `${COMPILE_HINT}\nx()` });
  });
});

describe('isHinted', () => {
  it('takes the entry by its own switch and the other chunks by name', () => {
    const hinted = { entry: false, names: ['index', 'three.core'] };
    expect(isHinted({ name: 'index', isEntry: true }, hinted)).toBe(false);
    expect(isHinted({ name: 'index', isEntry: false }, hinted)).toBe(true);
    expect(isHinted({ name: 'three.core', isEntry: false }, hinted)).toBe(true);
    expect(isHinted({ name: 'jspdf.es.min', isEntry: false }, hinted)).toBe(false);
  });
});

describe('compileHints in a Vite build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // The entry imports `lazy` dynamically and `lazy` imports a chunk it shares with `other`: Vite then writes its
  // preload list (`const __vite__mapDeps=…`) at the top of the entry, where the hint must still come first.
  const buildFixture = async (hinted: HintedChunks) => {
    const pad = `/* ${'x'.repeat(2000)} */`; // over the compression's 1 KB threshold
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="./entry.js"></script>');
    writeFileSync(join(dir, 'entry.js'), `${pad}\nimport('./lazy.js').then((m) => console.log(m.lazy()));\nimport('./other.js');\n`);
    writeFileSync(join(dir, 'lazy.js'), `import { shared } from './shared.js';\nexport const lazy = () => shared() + 1;\n`);
    writeFileSync(join(dir, 'other.js'), `import { shared } from './shared.js';\nconsole.log(shared());\n`);
    writeFileSync(join(dir, 'shared.js'), `export function shared() { return ${'1 + '.repeat(400)}1; }\n`);
    return (await build({
      root: dir, logLevel: 'silent', configFile: false,
      plugins: [compileHints(hinted), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' })],
      build: { write: false, manifest: true, sourcemap: 'hidden', minify: true },
    })) as Rolldown.RolldownOutput;
  };

  it('puts the hint first in the chosen chunks, ahead of Vite\'s preload list, and in their .br and .gz copies', async () => {
    const result = await buildFixture({ entry: true, names: ['shared'] });
    const files = new Map(result.output.map((file) => [file.fileName, file]));
    const chunks = result.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    const shared = chunks.find((chunk) => chunk.name === 'shared')!;
    const lazy = chunks.find((chunk) => chunk.name === 'lazy')!;

    expect(entry.code).toContain('__vite__mapDeps');
    expect(entry.code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(shared.code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(lazy.code).not.toContain(COMPILE_HINT);
    const source = (name: string) => (files.get(name) as Rolldown.OutputAsset | undefined)?.source as Uint8Array;
    expect(brotliDecompressSync(source(`${entry.fileName}.br`)).toString()).toBe(entry.code);
    expect(gunzipSync(source(`${entry.fileName}.gz`)).toString()).toBe(entry.code);
    // The map is the unhinted build's, one line down (the hint's line maps to nothing).
    const plain = await buildFixture({ entry: false, names: [] });
    const plainEntry = plain.output.find((file) => file.type === 'chunk' && file.isEntry)!;
    const plainMap = plain.output.find((file) => file.fileName === `${plainEntry.fileName}.map`) as Rolldown.OutputAsset;
    const mappings = (text: string | Uint8Array) => (JSON.parse(String(text)) as { mappings: string }).mappings;
    expect(mappings(source(`${entry.fileName}.map`))).toBe(`;${mappings(plainMap.source)}`);
  });

  it('fails the build when a name matches no chunk', async () => {
    await expect(buildFixture({ entry: false, names: ['shared', 'View3dPanel'] })).rejects.toThrow(/no chunk named View3dPanel/);
  });
});
