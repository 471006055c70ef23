/** Health, config, JSON 404s and the single-page-app fallback, with a tiny dist fixture. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSpaRoute } from '../../server/static';
import { startTestServer, type TestServer } from '../helpers/server';
import { get, send } from './http';

let server: TestServer;
let dist: string;
const INDEX = '<!doctype html><html><body><div id="root">fixture app</div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'configurator-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
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
    '/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/48213',
    '/instellingen/subdealer/wijzigen/5/Tuinhuizen%20Oost/user',
  ])('serves index.html for the route %s', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe(INDEX);
  });

  it('serves built files, and 404 for missing files instead of index.html', async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toContain('app');
    expect((await fetch(`${server.url}/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/catalog/nope.svg`)).status).toBe(404);
  });

  it('tells SPA routes from API calls and files', () => {
    expect(isSpaRoute('GET', '/help')).toBe(true);
    expect(isSpaRoute('POST', '/help')).toBe(false);
    expect(isSpaRoute('GET', '/api/v1/x')).toBe(false);
    expect(isSpaRoute('GET', '/files/common/x')).toBe(false);
    expect(isSpaRoute('GET', '/favicon.ico')).toBe(false);
  });
});
