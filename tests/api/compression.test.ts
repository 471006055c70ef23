/**
 * Answers go out compressed when the browser accepts it (server/compression.ts): the product list and the built
 * app's files brotli- or gzip-encoded, decoding to exactly what an uncompressed request gets; small answers and
 * clients that accept no encoding get plain bytes. The build's own .br and .gz copies (vite.config.ts) are sent
 * as they are, not compressed again per request.
 */
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

interface Raw { status: number; encoding: string | undefined; body: Buffer }

/** A GET without the decoding fetch does on its own, so the wire's encoding can be checked. */
function rawGet(url: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((done, fail) => {
    const req = request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const decode = (raw: Raw) => (raw.encoding === 'br' ? brotliDecompressSync(raw.body) : raw.encoding === 'gzip' ? gunzipSync(raw.body) : raw.body);

let server: TestServer;
// A build's copy is recognisable by its bytes: the server's own brotli (quality 4) would encode differently.
const prebuilt = `export const prebuilt = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `gebouwd-${i}`))};\n`;
const prebuiltBr = brotliCompressSync(Buffer.from(prebuilt));
const prebuiltGz = gzipSync(Buffer.from(prebuilt), { level: 9 });
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `woord-${i}`))};\n`;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'compression-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'plan-def456.js'), prebuilt);
  writeFileSync(join(dist, 'assets', 'plan-def456.js.br'), prebuiltBr);
  writeFileSync(join(dist, 'assets', 'plan-def456.js.gz'), prebuiltGz);
  server = await startTestServer({ config: { distDir: dist } });
}, 120_000);
afterAll(() => server?.close());

describe('compressed answers', () => {
  it('sends the product list brotli-encoded to a browser, decoding to the plain answer', async () => {
    const url = `${server.url}/api/v1/product?limit=400&offset=0`;
    const plain = await rawGet(url);
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();
    const br = await rawGet(url, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(decode(br).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('falls back to gzip when brotli is not accepted', async () => {
    const url = `${server.url}/api/v1/product/category?limit=1000&offset=0`;
    const gz = await rawGet(url, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(JSON.parse(decode(gz).toString()).data.length).toBeGreaterThan(0);
  });

  it("compresses the app's files too", async () => {
    const asset = await rawGet(`${server.url}/assets/app-abc123.js`, 'br, gzip');
    expect(asset.status).toBe(200);
    expect(asset.encoding).toBe('br');
    expect(decode(asset).toString()).toBe(script);
  });

  it("sends the build's precompressed copies byte for byte", async () => {
    const url = `${server.url}/assets/plan-def456.js`;
    const br = await rawGet(url, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.encoding).toBe('br');
    expect(br.body.equals(prebuiltBr)).toBe(true);
    const gz = await rawGet(url, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gz.body.equals(prebuiltGz)).toBe(true);
    const plain = await rawGet(url);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(prebuilt);
  });

  it('leaves small answers plain', async () => {
    const small = await rawGet(`${server.url}/api/v1/config`, 'br, gzip');
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.encoding).toBeUndefined();
  });
});
