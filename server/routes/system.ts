/** GET /api/v1/health and GET /api/v1/config (brand and environment for the web app). */
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';

export function systemRoutes({ db, config }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', async (_request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ok', database: 'ok' };
      } catch {
        return reply.code(503).send({ status: 'error', database: 'unavailable' });
      }
    });

    app.get('/config', async () => ({ brand: config.brand, environment: config.environment }));
  };
}
