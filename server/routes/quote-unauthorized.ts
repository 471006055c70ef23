/**
 * Opening saved work without login (ARCHITECTURE §3 reading 10):
 * - GET /api/v1/quote/unauthorized/{id}/{organizationId}/{secret} -> `{ quote }` (services/public-quote.ts);
 *   a wrong secret, id or organisation is 404 alike; the secret is compared in constant time.
 * - GET /api/v1/quote/unauthorized/{designCode} (5 digits) -> the design only (reading 19: no title but an example's,
 *   nothing naming a person); DESIGN_CODE_RATE_LIMIT look-ups per address per minute (codes are typed, not enumerated).
 * Malformed parameters: 400.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { limitsOf } from '../security/limits';
import { notFound } from '../http-error';
import { designOnlySchema, publicQuoteSchema } from '../schemas/quote';
import { toDesignOnly, toPublicQuote } from '../services/public-quote';
import { findQuoteByDesignCode, findQuoteBySecret } from '../services/quote-repository';
import { positiveId } from '../schemas/list-query';

const secretParams = z.object({
  id: positiveId,
  organizationId: positiveId,
  secret: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'ongeldig geheim'),
});

const designCodeParams = z.object({
  designCode: z.string().regex(/^\d{5}$/, 'een ontwerpcode heeft 5 cijfers'),
});

export function quoteUnauthorizedRoutes({ db, config }: AppContext): FastifyPluginAsyncZod {
  const codeLimit = { max: limitsOf(config).designCodeLookupsPerMinute, timeWindow: '1 minute' };
  return async (app) => {
    app.get('/quote/unauthorized/:id/:organizationId/:secret', { config: { action: 'public' }, schema: { params: secretParams, response: { 200: z.object({ quote: publicQuoteSchema }) } } }, async (request) => {
      const { id, organizationId, secret } = request.params;
      const row = await findQuoteBySecret(db, id, organizationId, secret);
      if (!row) throw notFound('Offerte niet gevonden');
      return { quote: await toPublicQuote(db, row) };
    });

    app.get('/quote/unauthorized/:designCode', { schema: { params: designCodeParams, response: { 200: designOnlySchema } }, config: { action: 'public', rateLimit: codeLimit } }, async (request) => {
      const row = await findQuoteByDesignCode(db, request.params.designCode);
      if (!row) throw notFound('Ontwerp niet gevonden');
      return toDesignOnly(db, row);
    });
  };
}
