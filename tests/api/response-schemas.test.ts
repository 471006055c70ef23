/**
 * Answers are declared, and what a caller may not see fails closed: a route without a response schema cannot be
 * registered, every route of the app has one, and cost fields are removed for callers without an organisation
 * whatever a service returned.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { withoutDealerFields } from '../../server/auth/audience';
import { requireResponseSchema } from '../../server/schemas/guard';
import { startTestServer } from '../helpers/server';

describe('response schemas', () => {
  it('refuses to register an API route without a response schema', async () => {
    const app = Fastify();
    app.addHook('onRoute', requireResponseSchema);
    app.get('/declared', { schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, async () => ({ ok: true }));
    expect(() => app.get('/undeclared', async () => ({ leaked: true }))).toThrow(/declares no response schema/);
    expect(() => app.get('/errors-only', { schema: { response: { 404: z.object({}) } } }, async () => ({}))).toThrow(/declares no response schema/);
    await app.close();
  });

  it('sends only the fields a schema lists', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.get('/user', { schema: { response: { 200: z.object({ id: z.number(), email: z.string() }) } } },
      async () => ({ id: 1, email: 'a@b.nl', password_hash: 'scrypt$secret' }));
    const answer = await app.inject('/user');
    expect(answer.json()).toEqual({ id: 1, email: 'a@b.nl' });
    await app.close();
  });

  it('every route of the app declares one (the app starts)', async () => {
    const server = await startTestServer();
    try {
      const routes = server.app.printRoutes({ commonPrefix: false });
      expect(routes).toContain('/api/v1/quote');
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe('the audience rule', () => {
  it('removes cost fields at any depth and leaves everything else', () => {
    const value = {
      totalPrice: { inclTax: 100 }, totalCostPrice: { inclTax: 50 },
      lines: [{ price: 10, costPrice: 5, totalCost: 5, tax: { percentage: 21 } }],
      categoryTotals: { material: { inclTax: 100, cost: 50 } },
      date: new Date(0),
    };
    expect(withoutDealerFields(value)).toEqual({
      totalPrice: { inclTax: 100 }, lines: [{ price: 10, tax: { percentage: 21 } }], categoryTotals: { material: { inclTax: 100 } }, date: new Date(0),
    });
    const clean = { a: [1, { b: 2 }] };
    expect(withoutDealerFields(clean)).toBe(clean);
  });
});
