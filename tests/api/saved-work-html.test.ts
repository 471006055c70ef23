/** The saved-work address's HTML: preloads of the open's requests and the configurator's chunks (server/saved-work-html.ts). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkFiles, SAVED_WORK_MODULES, savedWorkHtml } from '../../server/saved-work-html';
import { earlyOpenUrls } from '../../src/root/early-open-urls';

const SAVED = '/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/6/2/f7df8eed';
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b.js' },
  [SAVED_WORK_MODULES[0]]: { file: 'assets/ConfiguratorRoute-c.js', imports: ['_react.js', '_store.js'] },
  '_store.js': { file: 'assets/store-d.js' },
  [SAVED_WORK_MODULES[1]]: { file: 'assets/plan-app-e.js', imports: ['_pixi.js'] },
  '_pixi.js': { file: 'assets/pixi-f.js' },
  'src/features/help/HelpPage.tsx': { file: 'assets/HelpPage-g.js' },
};

const dist = mkdtempSync(join(tmpdir(), 'saved-work-html-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('saved-work HTML', () => {
  it('names the configurator and plan chunks with their imports, not the entry\'s own', () => {
    expect(chunkFiles(MANIFEST, SAVED_WORK_MODULES).sort()).toEqual(['assets/ConfiguratorRoute-c.js', 'assets/pixi-f.js', 'assets/plan-app-e.js', 'assets/store-d.js']);
  });

  it('preloads the open\'s requests and chunks on a saved-work address only', () => {
    writeFileSync(join(dist, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
    const html = savedWorkHtml(dist);
    expect(html(SAVED)).toBeNull(); // no manifest yet: the plain index.html
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    const page = html(SAVED)!;
    for (const url of earlyOpenUrls(SAVED)) expect(page).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${url.replace(/&/g, '&amp;')}">`);
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/pixi-f.js">');
    expect(page).not.toContain('HelpPage');
    expect(page.indexOf('modulepreload')).toBeLessThan(page.indexOf('</head>'));
    expect(html('/3d-configurator-zelf-ontwerpen-samenstellen/kies/10/tuinhuis')).toBeNull();
  });

  it('puts nothing from an address with other characters into the HTML', () => {
    expect(savedWorkHtml(dist)('/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/6/2/"><script>x')).toBeNull();
  });
});
