/** Health, config, JSON 404s and the single-page-app fallback, with a tiny dist fixture. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSpaRoute, isSubresourceAsset } from '../../server/static';
import { startTestServer, type TestServer } from '../helpers/server';
import { get, send } from './http';

let server: TestServer;
let dist: string;
const INDEX = '<!doctype html><html><head><title>fixture</title></head><body><div id="root">fixture app</div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'configurator-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body { margin: 0 }');
  writeFileSync(join(dist, 'assets', 'compute.worker-abc123.js'), 'onmessage = () => {}');
  // The build's manifest: the configurator's addresses get its chunks as preloads (server/app-html.ts).
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({
    'index.html': { file: 'assets/index-abc123.js', isEntry: true },
    'src/features/configurator/ConfiguratorRoute.tsx': { file: 'assets/ConfiguratorRoute-abc123.js' },
  }));
  // The build's brotli copies: served in their place to a browser that accepts br.
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app")'));
  writeFileSync(join(dist, 'assets', 'compute.worker-abc123.js.br'), brotliCompressSync('onmessage = () => {}'));
  server = await startTestServer({ config: { distDir: dist, brand: { name: 'Testmerk', email: 'a@b.example', siteUrl: 'https://b.example', logoUrl: '/brand/logo.svg', brochureUrl: 'x', deliveryTermsUrl: 'y', developerUrl: 'z' } } });
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('system routes', () => {
  it('GET /api/v1/health reports the database', async () => {
    expect((await get(`${server.url}/api/v1/health`)).body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('GET /api/v1/config serves the brand from configuration', async () => {
    const { body } = await get(`${server.url}/api/v1/config`);
    expect(body.brand.name).toBe('Testmerk');
    expect(body.brand).toEqual(expect.objectContaining({ email: 'a@b.example', siteUrl: 'https://b.example', logoUrl: '/brand/logo.svg' }));
    expect(body.environment).toBe('test');
  });

  it('answers unknown API routes with a JSON 404, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const { status, body } = await send(method, `${server.url}/api/v1/does-not-exist`, undefined);
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'Not Found', message: expect.stringContaining('/api/v1/does-not-exist') });
    }
  });
});

describe('web app', () => {
  it.each([
    '/',
    '/inloggen',
    '/3d-configurator-zelf-ontwerpen-samenstellen/kies/10/tuinhuis',
    '/instellingen/subdealer/wijzigen/5/Tuinhuizen%20Oost/user',
  ])('serves index.html for the route %s', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe(INDEX);
  });

  it.each([
    '/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp',
    '/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/48213',
    '/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/6/2/f7df8eed',
  ])('serves index.html with the configurator\'s chunks preloaded for %s', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await response.text();
    const preload = html.indexOf('<link rel="modulepreload" crossorigin href="/assets/ConfiguratorRoute-abc123.js">');
    expect(preload).toBeGreaterThan(html.indexOf('<title>fixture</title>'));
    expect(preload).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<body><div id="root">fixture app</div></body>');
    // The entry's own chunk is in index.html already.
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/index-abc123.js"');
  });

  it('keeps the build\'s manifest and source maps to itself', async () => {
    expect((await fetch(`${server.url}/.vite/manifest.json`)).status).toBe(404);
  });

  it('serves built files, and 404 for missing files instead of index.html', async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toContain('app');
    expect((await fetch(`${server.url}/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/catalog/nope.svg`)).status).toBe(404);
  });

  it('leaves the document-only security headers off hashed scripts and stylesheets, not off pages or workers', async () => {
    const headersOf = async (path: string, encoding = 'identity') => (await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': encoding } })).headers;
    for (const [path, encoding] of [['/assets/index-abc123.js', 'identity'], ['/assets/index-abc123.js', 'br'], ['/assets/index-abc123.css', 'identity']]) {
      const headers = await headersOf(path, encoding);
      expect(headers.get('content-security-policy'), path).toBeNull();
      expect(headers.get('x-frame-options'), path).toBeNull();
      expect(headers.get('cross-origin-opener-policy'), path).toBeNull();
      // What acts on a subresource stays.
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('cross-origin-resource-policy'), path).toBe('same-site');
      expect(headers.get('cache-control'), path).toContain('immutable');
    }
    expect((await headersOf('/assets/index-abc123.js', 'br')).get('content-encoding')).toBe('br');
    // A worker's script is its scope's document: its own CSP is the one that applies in it.
    for (const encoding of ['identity', 'br']) {
      const worker = await headersOf('/assets/compute.worker-abc123.js', encoding);
      expect(worker.get('content-security-policy')).toContain("default-src 'self'");
      expect(worker.get('x-frame-options')).toBe('SAMEORIGIN');
    }
    for (const path of ['/', '/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/1/2/abc', '/api/v1/health']) {
      const headers = await headersOf(path);
      expect(headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('tells SPA routes from API calls and files', () => {
    expect(isSpaRoute('GET', '/help')).toBe(true);
    expect(isSpaRoute('POST', '/help')).toBe(false);
    expect(isSpaRoute('GET', '/api/v1/x')).toBe(false);
    expect(isSpaRoute('GET', '/files/common/x')).toBe(false);
    expect(isSpaRoute('GET', '/favicon.ico')).toBe(false);
  });

  it('tells a hashed script or stylesheet from a worker or another file, also as its .br or .gz copy', () => {
    expect(isSubresourceAsset('/srv/dist/assets/pixi-build-DaEJFttM.js')).toBe(true);
    expect(isSubresourceAsset('/srv/dist/assets/pixi-build-DaEJFttM.js.br')).toBe(true);
    expect(isSubresourceAsset('/srv/dist/assets/index-BtWjN7qO.css.gz')).toBe(true);
    expect(isSubresourceAsset('/srv/dist/assets/compute.worker-DwJA3c4K.js')).toBe(false);
    expect(isSubresourceAsset('/srv/dist/assets/compute.worker-DwJA3c4K.js.br')).toBe(false);
    expect(isSubresourceAsset('/srv/dist/assets/logo-abc.svg')).toBe(false);
    expect(isSubresourceAsset('/srv/dist/assets/index.html')).toBe(false);
  });
});
