/**
 * The quote PDF (spec §7 GET v1/integration-pdf/quote/{id} → url), rendered on the server
 * (services/quote-pdf-service.ts): for a logged-in dealer with the quote in reach, and for the customer page
 * by id + organisation + secret (GET /quote/unauthorized/{id}/{organizationId}/{secret}/pdf), like the quote itself.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { actorOf } from '../auth/access-hook';
import { notFound } from '../http-error';
import { errorSchema } from '../schemas/common';
import { pdfUrlSchema } from '../schemas/notification';
import { dealerQuotePdf, renderQuotePdf } from '../services/quote-pdf-service';
import { findQuoteBySecret } from '../services/quote-repository';
import { positiveId } from '../schemas/list-query';

const secretParams = z.object({
  id: positiveId,
  organizationId: positiveId,
  secret: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'ongeldig geheim'),
});
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export function integrationPdfRoutes({ db, config, storage, catalog }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/integration-pdf/quote/:id', { config: { action: 'quote.pdf' }, schema: { params: z.object({ id: positiveId }), response: { 200: pdfUrlSchema, ...errors } } }, async (request) => {
      return dealerQuotePdf(db, actorOf(request), request.params.id, { brand: config.brand, storage, index: () => catalog.index(request.caller.canSeeTestItems) });
    });

    app.get('/quote/unauthorized/:id/:organizationId/:secret/pdf', { config: { action: 'public' }, schema: { params: secretParams, response: { 200: pdfUrlSchema, ...errors } } }, async (request) => {
      const { id, organizationId, secret } = request.params;
      const row = await findQuoteBySecret(db, id, organizationId, secret);
      if (!row) throw notFound('Offerte niet gevonden');
      return renderQuotePdf(db, row, { brand: config.brand, storage, index: () => catalog.index(false) });
    });
  };
}
