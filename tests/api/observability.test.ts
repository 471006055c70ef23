/**
 * Issue 13 §5 and §4 (health): every answer carries the request id, the OpenAPI document lists every
 * registered API route (enumerated from the app, so routes added later are checked too) and /api/docs
 * serves the browser for it; the readiness route; without SENTRY_DSN nothing reports errors.
 */
import { describe, expect, it } from 'vitest';
import { errorReportingEnabled } from '../../server/observability/error-reporting';
import { useTestServer } from '../helpers/server';
import { get, send } from './http';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const server = useTestServer();

describe('request ids', () => {
  it('answers every request, failed or not, with its own X-Request-Id and ignores one the client sends', async () => {
    const answers = await Promise.all([
      get(`${server.url}/api/v1/health`),
      get(`${server.url}/api/v1/nope`),
      send('POST', `${server.url}/api/v1/auth/login`, { email: 'x' }),
      fetch(`${server.url}/api/v1/health`, { headers: { 'x-request-id': 'forged-id' } }),
    ]);
    const ids = answers.map((a) => a.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(answers.map((a) => a.status)).toEqual([200, 404, 400, 200]);
  });
});

describe('OpenAPI', () => {
  it('documents every registered API route with its method', async () => {
    const { status, body } = await get(`${server.url}/api/docs/json`);
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    const routes = server.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes.filter((route) => {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      return !body.paths[path]?.[route.method.toLowerCase()];
    }).map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    // Nothing but the API: no static files or documentation routes.
    expect(Object.keys(body.paths).every((path) => path.startsWith('/api/v1/'))).toBe(true);
  });

  it('describes request bodies and answers from the zod schemas', async () => {
    const { body } = await get(`${server.url}/api/docs/json`);
    const login = body.paths['/api/v1/auth/login'].post;
    const request = login.requestBody.content['application/json'].schema;
    expect(request.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(login.responses['200']).toBeDefined();
  });

  it('serves the documentation browser at /api/docs', async () => {
    const answer = await fetch(`${server.url}/api/docs/`, { redirect: 'follow' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('swagger');
  });
});

describe('readiness', () => {
  it('is ready when the database answers, and answers 503 while the process drains', async () => {
    expect((await get(`${server.url}/api/v1/ready`)).body).toEqual({ status: 'ready', database: 'ok' });
    server.app.lifecycle.draining = true;
    try {
      const answer = await get(`${server.url}/api/v1/ready`);
      expect(answer.status).toBe(503);
      expect(answer.body.status).toBe('draining');
      // Liveness is unaffected: the process is alive while it drains.
      expect((await get(`${server.url}/api/v1/health`)).status).toBe(200);
    } finally {
      server.app.lifecycle.draining = false;
    }
  });
});

describe('error reporting', () => {
  it('is off without SENTRY_DSN', () => {
    expect(server.config.sentryDsn).toBeUndefined();
    expect(errorReportingEnabled()).toBe(false);
  });
});
