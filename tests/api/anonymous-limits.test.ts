/**
 * What anonymous callers can read or write (issue 24 §5, reading 19): design-code look-ups are limited per address
 * and answer the design only; design statistics accept only a real quote, once, rate-limited; uploads have a daily
 * quota per address and anonymous ones no record refers to are removed after a day; source maps are not served.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orphanUploadsJob, removeOrphanUploads } from '../../server/jobs/orphan-uploads';
import { recurringJobs } from '../../server/jobs/kinds';
import { createStorage } from '../../server/storage/create-storage';
import { startTestServer, type TestServer } from '../helpers/server';
import { get, send } from './http';
import { exampleDesign } from './lead-fixtures';

const dist = mkdtempSync(join(tmpdir(), 'h2-dist-'));
let server: TestServer;
let api: string;
let manager: string;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  server = await startTestServer({ config: {
    distDir: dist,
    limits: { designCodeLookupsPerMinute: 4, statisticsPerMinute: 5, uploadsPerDay: 3 },
  } });
  api = `${server.url}/api/v1`;
  manager = await server.login('manager@groenevinger.example');
}, 240_000);
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /quote/unauthorized/{code}', () => {
  it("answers a dealer's quote without its title, and refuses the 5th look-up in a minute from one address", async () => {
    const created = await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), title: 'Offerte familie Jansen' }, manager);
    expect(created.status).toBe(201);
    const code = (await server.db.selectFrom('quotes').select('design_code').where('id', '=', created.body.id).executeTakeFirstOrThrow()).design_code!;
    const answer = await get(`${api}/quote/unauthorized/${code}`);
    expect(answer.status).toBe(200);
    expect(answer.body.title).toBe('');
    expect(JSON.stringify(answer.body)).not.toContain('Jansen');
    expect(answer.body.configuration).toEqual(JSON.parse(JSON.stringify(exampleDesign('48213'))));
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await get(`${api}/quote/unauthorized/${String(10000 + i)}`)).status);
    // 4 per minute: the look-up above was the first.
    expect(statuses.slice(0, 3).every((s) => s === 200 || s === 404)).toBe(true);
    expect(statuses[3]).toBe(429);
  });
});

describe('PUT /quote/statistics', () => {
  it("stores only a real quote's key, once, for the quote's own organisation; junk changes nothing", async () => {
    const quote = await server.db.selectFrom('quotes').select(['id', 'organization_id']).where('design_code', '=', '63058').executeTakeFirstOrThrow();
    const body = (key: unknown, organization_id: unknown = quote.organization_id) => ({ type: 'statistic_type_glb_export_amount', organization_id, key });
    const junk = await send('PUT', `${api}/quote/statistics`, body('junk-123'));
    expect(junk.status).toBe(400);
    expect((await send('PUT', `${api}/quote/statistics`, body('999999'))).status).toBe(400);
    expect((await send('PUT', `${api}/quote/statistics`, body(String(quote.id), 4))).status).toBe(400);
    expect(await server.db.selectFrom('statistics').select('id').execute()).toEqual([]);
    const first = await send('PUT', `${api}/quote/statistics`, body(quote.id, null));
    expect(first.body).toMatchObject({ created: true, organizationId: quote.organization_id });
    const again = await send('PUT', `${api}/quote/statistics`, body(String(quote.id)));
    expect(again.body).toMatchObject({ created: false });
    expect(await server.db.selectFrom('statistics').select('key').execute()).toEqual([{ key: String(quote.id) }]);
    // 5 calls a minute per address.
    expect((await send('PUT', `${api}/quote/statistics`, body(String(quote.id)))).status).toBe(429);
  });
});

describe('POST /example/{id}/view', () => {
  it('counts an example once per address and half hour, refuses what is no example, and is rate-limited', async () => {
    const example = await server.db.selectFrom('quotes').select('id').where('design_code', '=', '90316').where('status', '=', 'EXAMPLE')
      .executeTakeFirstOrThrow();
    const concept = await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), title: 'Geen voorbeeld' }, manager);
    const views = () => server.db.selectFrom('example_views').select(['example_id', 'views']).execute();
    const notExample = await send('POST', `${api}/example/${concept.body.id}/view`, undefined);
    expect(notExample.status).toBe(400);
    expect(notExample.body.message).toMatch(/geen voorbeeldconfiguratie/);
    expect((await send('POST', `${api}/example/abc/view`, undefined)).status).toBe(400);
    expect(await views()).toEqual([]);
    expect((await send('POST', `${api}/example/${example.id}/view`, undefined)).body).toEqual({ counted: true });
    expect((await send('POST', `${api}/example/${example.id}/view`, undefined)).body).toEqual({ counted: false });
    expect(await views()).toEqual([{ example_id: example.id, views: 1 }]);
    // The same limit as the statistics: 5 calls a minute per address; the 6th is refused.
    expect((await send('POST', `${api}/example/${example.id}/view`, undefined)).body).toEqual({ counted: false });
    expect((await send('POST', `${api}/example/${example.id}/view`, undefined)).status).toBe(429);
    expect(await views()).toEqual([{ example_id: example.id, views: 1 }]);
  });
});

describe('uploads', () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('fake image body')]);
  const upload = () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    return send('POST', `${api}/upload`, form);
  };

  it('allows 3 uploads a day per address, then 429 storing nothing; unreferenced anonymous ones go after a day', async () => {
    const [kept, referenced, recent] = [await upload(), await upload(), await upload()];
    expect([kept.status, referenced.status, recent.status]).toEqual([200, 200, 200]);
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(await server.db.selectFrom('uploads').select('id').execute()).toHaveLength(3);

    const fileName = (url: string) => url.split('/').pop()!;
    // One old upload is named by a quote written after it; two are a day old, one is new.
    await server.db.updateTable('uploads').set({ created_at: sql<Date>`now() - interval '25 hours'` })
      .where('file_name', 'in', [fileName(kept.body.url), fileName(referenced.body.url)]).execute();
    await server.db.updateTable('quotes').set({ attributes: sql`attributes || jsonb_build_object('arExportUrl', ${referenced.body.url}::text)`, updated_at: sql<Date>`now()` })
      .where('design_code', '=', '63058').execute();
    const removed = await removeOrphanUploads(server.db, createStorage(server.config), { maxAgeHours: 24, batch: 100 });
    expect(removed).toBe(1);
    const left = (await server.db.selectFrom('uploads').select('url').execute()).map((row) => row.url).sort();
    expect(left).toEqual([referenced.body.url, recent.body.url].sort());
    expect((await fetch(`${server.url}${kept.body.url}`)).status).toBe(404);
    expect((await fetch(`${server.url}${referenced.body.url}`)).status).toBe(200);
  });

  it('the removal is a daily durable job', () => {
    const job = recurringJobs(server.config).find((j) => j.name === 'uploads.orphans');
    expect(job?.type).toBe(orphanUploadsJob);
    expect(job?.payload).toMatchObject({ maxAgeHours: 24 });
  });
});

describe('source maps', () => {
  it('are not served; the bundle is', async () => {
    expect((await fetch(`${server.url}/assets/index-abc.js`)).status).toBe(200);
    const map = await fetch(`${server.url}/assets/index-abc.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.ts');
  });
});
