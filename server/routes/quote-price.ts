/**
 * POST /api/v1/quote/consumer/price (spec §7 'anonymous price only'): the price that counts, computed on the
 * server by the same src/domain code the editor's worker runs, from the catalogue in the database. Any price
 * a browser sends is ignored (the body's schema keeps only the design). Answer: the priced quote — lines,
 * disabledLines, categoryTotals, taxTotals, totalPrice — with cost fields only for a logged-in dealer.
 * A design the catalogue does not allow: 400 { error, message, reasons }.
 */
import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configurationSchema } from '../../src/domain/configuration';
import { priceConfiguration } from '../../src/domain/pricing';
import { texts } from '../../src/domain/texts';
import { validateConfiguration } from '../../src/domain/validate-configuration';
import type { AppContext } from '../app-context';
import { isLoggedIn } from '../auth/caller';
import { pricedQuoteSchema } from '../schemas/pricing';
import { errorSchema } from '../schemas/common';

const priceBody = z.object({ configuration: configurationSchema });

export function quotePriceRoutes({ catalog }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/quote/consumer/price', { config: { action: 'public' }, schema: { body: priceBody, response: { 200: pricedQuoteSchema, 400: errorSchema } } }, async (request, reply) => {
      // Test products exist only for callers allowed to see them; for others they are unknown products.
      const index = await catalog.index(request.caller.canSeeTestItems);
      const { configuration } = request.body;
      const reasons = validateConfiguration(configuration, index);
      if (reasons.length > 0) {
        return reply.code(400).send({
          error: STATUS_CODES[400] ?? 'Bad Request',
          message: `${texts.pricing.invalidConfiguration}: ${reasons.join(' ')}`,
          reasons,
        });
      }
      return priceConfiguration(configuration, index, { includeCost: isLoggedIn(request.caller) });
    });
  };
}
