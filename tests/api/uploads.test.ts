/** Uploads (type allow-list, size limit, served back) and the statistics endpoint against a real server. */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/server';
import { get, send } from './http';

let api: string;
const MAX = 1024 * 1024;

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('fake image body')]);
const pdf = Buffer.from('%PDF-1.4\n% test\n');
const glb = Buffer.concat([Buffer.from('glTF'), Buffer.alloc(16)]);

function form(file: { name: string; type: string; data: Buffer } | null, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return body;
}

const server = useTestServer({ config: { maxUploadBytes: MAX } });
beforeAll(async () => {
  api = `${server.url}/api/v1`;
}, 120_000);

describe('POST /upload', () => {
  it('stores a file in the chosen directory and serves it back', async () => {
    const { status, body } = await send('POST', `${api}/upload`, form({ name: 'ontwerp.png', type: 'image/png', data: png }, { directory: 'common' }));
    expect(status).toBe(200);
    expect(body.url).toMatch(/^\/files\/common\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${server.url}${body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    const row = await server.db.selectFrom('uploads').selectAll().where('url', '=', body.url).executeTakeFirstOrThrow();
    expect(row).toEqual(expect.objectContaining({ directory: 'common', original_name: 'ontwerp.png', size: png.length, mime_type: 'image/png' }));
  });

  it('defaults to common and accepts AR exports sent as octet-stream', async () => {
    const plain = await send('POST', `${api}/upload`, form({ name: 'a.pdf', type: 'application/pdf', data: pdf }));
    expect(plain.body.url).toMatch(/^\/files\/common\/.+\.pdf$/);
    const ar = await send('POST', `${api}/upload`, form({ name: 'huis.glb', type: 'application/octet-stream', data: glb }, { directory: 'ar-export' }));
    expect(ar.status).toBe(200);
    expect(ar.body.url).toMatch(/^\/files\/ar-export\/.+\.glb$/);
  });

  it('refuses a type outside the allow-list, or content that does not match its extension', async () => {
    const text = await send('POST', `${api}/upload`, form({ name: 'notes.txt', type: 'text/plain', data: Buffer.from('hello') }));
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/niet toegestaan/);
    const disguised = await send('POST', `${api}/upload`, form({ name: 'photo.png', type: 'image/png', data: Buffer.from('MZ\x90\x00 not a png') }));
    expect(disguised.status).toBe(400);
    const wrongMime = await send('POST', `${api}/upload`, form({ name: 'photo.png', type: 'text/html', data: png }));
    expect(wrongMime.status).toBe(400);
    const svg = await send('POST', `${api}/upload`, form({ name: 'logo.svg', type: 'image/svg+xml', data: Buffer.from('<svg/>') }));
    expect(svg.status).toBe(400);
  });

  it('refuses a file over the size limit and stores nothing', async () => {
    const before = await server.db.selectFrom('uploads').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const big = Buffer.concat([png, Buffer.alloc(MAX + 1)]);
    const { status, body } = await send('POST', `${api}/upload`, form({ name: 'big.png', type: 'image/png', data: big }));
    expect(status).toBe(400);
    expect(body.message).toMatch(/te groot/);
    const after = await server.db.selectFrom('uploads').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a missing file, a JSON body, two files and an unknown directory', async () => {
    expect((await send('POST', `${api}/upload`, form(null, { directory: 'common' }))).status).toBe(400);
    expect((await send('POST', `${api}/upload`, { file: 'x' })).status).toBe(400);
    const two = form({ name: 'a.png', type: 'image/png', data: png });
    two.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png');
    expect((await send('POST', `${api}/upload`, two)).status).toBe(400);
    const bad = await send('POST', `${api}/upload`, form({ name: 'a.png', type: 'image/png', data: png }, { directory: '../etc' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('directory');
  });

  it('needs a login for logo images', async () => {
    const file = { name: 'logo.png', type: 'image/png', data: png };
    expect((await send('POST', `${api}/upload`, form(file, { directory: 'logo-image' }))).status).toBe(401);
    const token = await server.login('manager@groenevinger.example');
    const ok = await send('POST', `${api}/upload`, form(file, { directory: 'logo-image' }), token);
    expect(ok.status).toBe(200);
    const row = await server.db.selectFrom('uploads').selectAll().where('url', '=', ok.body.url).executeTakeFirstOrThrow();
    expect(row.organization_id).toBe(3);
  });

  it('does not serve paths outside the upload directory', async () => {
    expect((await get(`${server.url}/files/../package.json`)).status).toBe(404);
    expect((await get(`${server.url}/files/common/does-not-exist.png`)).status).toBe(404);
  });
});

describe('POST /media/upload', () => {
  it('answers originalUrl and url', async () => {
    const { status, body } = await send('POST', `${api}/media/upload`, form({ name: 'foto.jpg', type: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) }));
    expect(status).toBe(200);
    expect(body.originalUrl).toMatch(/^\/files\/media\/.+\.jpg$/);
    expect(body.url).toBe(body.originalUrl);
    expect((await fetch(`${server.url}${body.originalUrl}`)).status).toBe(200);
  });
});

describe('PUT /quote/statistics', () => {
  it('stores a GLB export once per quote', async () => {
    const quote = await server.db.selectFrom('quotes').select('id').where('design_code', '=', '63058').executeTakeFirstOrThrow();
    const payload = { type: 'statistic_type_glb_export_amount', organization_id: 3, key: String(quote.id) };
    const first = await send('PUT', `${api}/quote/statistics`, payload);
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(true);
    const second = await send('PUT', `${api}/quote/statistics`, { ...payload, key: quote.id });
    expect(second.body.created).toBe(false);
    const rows = await server.db.selectFrom('statistics').selectAll().where('key', '=', String(quote.id)).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(expect.objectContaining({ type: 'statistic_type_glb_export_amount', organization_id: 3 }));
  });

  it('answers 400 for an unknown type, a missing key or an unknown organisation', async () => {
    expect((await send('PUT', `${api}/quote/statistics`, { type: 'other', organization_id: 3, key: '1' })).status).toBe(400);
    expect((await send('PUT', `${api}/quote/statistics`, { type: 'statistic_type_glb_export_amount', organization_id: 3 })).status).toBe(400);
    const quote = await server.db.selectFrom('quotes').select('id').where('design_code', '=', '63058').executeTakeFirstOrThrow();
    const unknownOrg = await send('PUT', `${api}/quote/statistics`, { type: 'statistic_type_glb_export_amount', organization_id: 999, key: String(quote.id) });
    expect(unknownOrg.status).toBe(400);
    expect(unknownOrg.body.message).toMatch(/999/);
  });
});
