/**
 * Access is declared on the route (ARCHITECTURE §3 reading 16): a route without an action, or with one the access
 * module does not know, cannot be registered; every route of the app declares one; and the one access hook
 * answers 401 for an anonymous caller on every route whose action is not public, before the handler runs.
 */
import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRouteAction } from '../../server/auth/access';
import { requireAction } from '../../server/schemas/guard';
import { startTestServer, type TestServer } from '../helpers/server';

describe('declared actions', () => {
  it('refuses to register a route without an action or with an unknown one', async () => {
    const app = Fastify();
    app.addHook('onRoute', requireAction);
    const answer = { schema: { response: { 200: z.object({ ok: z.boolean() }) } } };
    app.get('/declared', { ...answer, config: { action: 'quote.read' } }, async () => ({ ok: true }));
    app.get('/public', { ...answer, config: { action: 'public' } }, async () => ({ ok: true }));
    expect(() => app.get('/undeclared', answer, async () => ({ ok: true }))).toThrow(/declares no action/);
    // A typo must not pass as 'no check': an action the access module has no rule for is refused too.
    expect(() => app.get('/typo', { ...answer, config: { action: 'quote.raed' as 'quote.read' } }, async () => ({ ok: true }))).toThrow(/declares no action/);
    await app.close();
  });

  it('an app with an undeclared route does not start', async () => {
    const app = Fastify();
    void app.register(async (api) => {
      api.addHook('onRoute', requireAction);
      api.get('/leaky', { schema: { response: { 200: z.object({}) } } }, async () => ({}));
    }, { prefix: '/api/v1' });
    // The same start-up as server/app.ts: registering the plugin fails, so the app never becomes ready.
    await expect(app.ready()).rejects.toThrow(/GET \/api\/v1\/leaky declares no action/);
  });
});

describe('the app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(async () => server?.close());

  it('declares a known action on every route', () => {
    expect(server.app.apiRoutes.length).toBeGreaterThan(50);
    const undeclared = server.app.apiRoutes.filter((route) => !isRouteAction(route.action)).map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('answers 401 to an anonymous caller on every non-public route whose request is valid without a body', async () => {
    // Bodies are validated before the caller is known (a malformed request is 400 for anyone), so only routes
    // without a body; the query satisfies the example routes' required status/type.
    const guarded = server.app.apiRoutes.filter((route) => route.action !== 'public' && (route.method === 'GET' || route.method === 'DELETE'));
    expect(guarded.length).toBeGreaterThan(15);
    for (const route of guarded) {
      const url = `${route.url.replace(/:[A-Za-z]+/g, '1')}?status=example&type=example`;
      const answer = await server.app.inject({ method: route.method as 'GET', url });
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
