/**
 * GET /api/v1/insights?weeks=4|13|52: the Inzicht page's figures (issue 28) for the caller's reach
 * (server/auth/access.ts where.insights). Another period answers 400 with the allowed ones.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { actorOf } from '../auth/access-hook';
import { errorSchema } from '../schemas/common';
import { insightsQuery, insightsSchema } from '../../src/domain/contracts/insights';
import { insightsFor } from '../services/insights/insights-service';

export function insightsRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/insights', {
      config: { action: 'insights.read' },
      schema: { querystring: insightsQuery, response: { 200: insightsSchema, 400: errorSchema, 401: errorSchema } },
    }, async (request) => insightsFor(db, actorOf(request), request.query.weeks));
  };
}
