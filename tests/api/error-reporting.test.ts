/**
 * Error reporting with SENTRY_DSN set (issue 13 §5): failed requests (400-599) reach the reporting service,
 * with route, status and request id, and without personal data: a fake ingest server started here receives
 * the envelopes. (This file's process has reporting on; every other test file runs without it.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushErrorReports } from '../../server/observability/error-reporting';
import { scrub, scrubText } from '../../src/domain/observability/scrub';
import { startTestServer, type TestServer } from '../helpers/server';
import { waitUntil } from '../helpers/wait';
import { client, leadBody } from './lead-fixtures';
import { get, send } from './http';

let server: TestServer;
let ingest: Server;
const envelopes: string[] = [];

beforeAll(async () => {
  ingest = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      envelopes.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => ingest.listen(0, '127.0.0.1', done));
  const port = (ingest.address() as AddressInfo).port;
  server = await startTestServer({ config: { sentryDsn: `http://publickey@127.0.0.1:${port}/42` } });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await new Promise((done) => ingest?.close(done));
});

describe('with SENTRY_DSN', () => {
  it('reports failed requests with route, status and request id, and no personal data', async () => {
    const login = await send('POST', `${server.url}/api/v1/auth/login`, { email: 'annelies.vermeulenhof@example.nl', password: 'geheim-wachtwoord-123' });
    expect(login.status).toBe(401);
    const lead = await send('POST', `${server.url}/api/v1/quote/consumer`, { ...leadBody(), configuration: { nonsense: true } });
    expect(lead.status).toBe(400);
    const ok = await get(`${server.url}/api/v1/health`);
    expect(ok.status).toBe(200);
    await flushErrorReports();
    await waitUntil(() => envelopes.length >= 2, 'two error reports');
    const all = envelopes.join('\n');
    expect(all).toContain('answered 401');
    expect(all).toContain('/api/v1/auth/login');
    expect(all).toContain(login.headers.get('x-request-id')!);
    expect(all).toContain('answered 400');
    expect(all).not.toContain('/api/v1/health answered');
    for (const secret of ['annelies', 'geheim-wachtwoord', client.lastName, client.street, client.postalCode, '1234 5678']) {
      expect(all.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });
});

describe('scrubbing', () => {
  it('drops personal fields and masks addresses, tokens and phone numbers in text', () => {
    const event = scrub({
      message: 'mail to jan@example.nl failed, Bearer abc.def.ghi, call +31 6 12345678',
      user: { email: 'jan@example.nl', ip_address: '1.2.3.4' },
      request: { headers: { authorization: 'Bearer x' }, data: { password: 'p' }, url: '/api/v1/quote' },
      extra: { client: { firstName: 'Jan', city: 'Utrecht' }, count: 3 },
      tags: { requestId: '0b8e1f6a-1234-4abc-8def-123456789012' },
    });
    expect(event).toEqual({
      message: 'mail to [e-mail] failed, Bearer [token], call [telefoon]',
      request: { url: '/api/v1/quote' },
      extra: { client: {}, count: 3 },
      tags: { requestId: '0b8e1f6a-1234-4abc-8def-123456789012' },
    });
    expect(scrubText('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-nature_x')).toBe('token [token]');
  });
});
