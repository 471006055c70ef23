/** The configurator addresses' HTML: the configurator's and the plan's chunks preloaded (server/app-html.ts). */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appHtml, chunkFiles, CONFIGURATOR_MODULES, isConfiguratorAddress, preloadTags, type Manifest } from '../../server/app-html';
import { to } from '../../src/app/routes';

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b.js' },
  [CONFIGURATOR_MODULES[0]]: { file: 'assets/ConfiguratorRoute-c.js', imports: ['_react.js', '_store.js'] },
  '_store.js': { file: 'assets/store-d.js', imports: ['_pixi.js'] },
  [CONFIGURATOR_MODULES[1]]: { file: 'assets/plan-app-e.js', imports: ['_pixi.js'] },
  '_pixi.js': { file: 'assets/pixi-f.js' },
  'src/features/help/HelpPage.tsx': { file: 'assets/HelpPage-g.js', imports: ['_react.js'] },
};

const dist = mkdtempSync(join(tmpdir(), 'app-html-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the configurator\'s preloads', () => {
  it('name the configurator\'s and the plan\'s chunks with their static imports, once each, not the entry\'s own', () => {
    expect(chunkFiles(MANIFEST, CONFIGURATOR_MODULES).sort()).toEqual(['assets/ConfiguratorRoute-c.js', 'assets/pixi-f.js', 'assets/plan-app-e.js', 'assets/store-d.js']);
    expect(chunkFiles(MANIFEST, ['src/not-in-the-build.ts'])).toEqual([]);
  });

  it('are for the consumer configurator\'s addresses only', () => {
    for (const path of [to.configureViaId(), to.configureViaId('12345'), to.configureViaId(6, 2, 'f7df8eed'), `${to.configureViaId(6, 2, 'f7df8eed')}/`]) {
      expect(isConfiguratorAddress(path), path).toBe(true);
    }
    for (const path of ['/', '/inloggen', `${to.configureViaId(6, 2, 'abc')}/extra`, to.configureViaQuoteEditor(5, 'abc', 2), '/3d-configurator-zelf-ontwerpen-samenstellen/kies/10/tuinhuis']) {
      expect(isConfiguratorAddress(path), path).toBe(false);
    }
  });

  it('put the largest file first', () => {
    const tags = preloadTags([{ file: 'assets/a.js', bytes: 10 }, { file: 'assets/b.js', bytes: 300 }, { file: 'assets/c.js', bytes: 20 }]);
    expect([...tags.matchAll(/href="\/assets\/(\w)\.js"/g)].map((m) => m[1])).toEqual(['b', 'c', 'a']);
  });

  it('go into index.html\'s head when the build has a manifest, and follow a new build', () => {
    writeFileSync(join(dist, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
    const html = appHtml(dist);
    const saved = to.configureViaId(6, 2, 'f7df8eed');
    expect(html(saved)).toBeNull(); // no manifest: the server sends index.html as it is
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'pixi-f.js'), 'x'.repeat(5000));
    writeFileSync(join(dist, 'assets', 'store-d.js'), 'x'.repeat(50));
    const page = html(saved)!;
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/pixi-f.js">');
    expect(page.indexOf('pixi-f.js')).toBeLessThan(page.indexOf('store-d.js'));
    expect(page.lastIndexOf('modulepreload')).toBeLessThan(page.indexOf('</head>'));
    expect(page).not.toContain('HelpPage');
    expect(page).not.toContain('react-b.js');
    expect(html('/inloggen')).toBeNull();

    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ ...MANIFEST, [CONFIGURATOR_MODULES[1]]: { file: 'assets/plan-app-z.js' } }));
    writeFileSync(join(dist, 'index.html'), '<html><head><title>y</title></head><body></body></html>');
    utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5000));
    expect(html(saved)).toContain('plan-app-z.js');
    expect(html(saved)).toContain('<title>y</title>');
  });
});
