/**
 * GET /api/v1/health (liveness, with the database's state), GET /api/v1/ready (readiness: 503 while the
 * process drains on SIGTERM or when the database does not answer) and GET /api/v1/config (brand and
 * environment for the web app).
 */
import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND_ORGANIZATION_ID } from '../../src/domain/constants';
import { texts } from '../../src/domain/texts';
import type { AppContext } from '../app-context';

/**
 * The brand organisation's public visitor settings (ARCHITECTURE §3 reading 11: a visitor without a quote or
 * dealer token gets the brand's settings), e.g. whether the AR export button shows. Values stay the spec's
 * strings ('true' when on); a missing setting reads as 'false'.
 */
async function visitorSettings(db: AppContext['db']) {
  const row = await db.selectFrom('organizations').select('settings').where('id', '=', BRAND_ORGANIZATION_ID).executeTakeFirst();
  const settings = (row?.settings ?? {}) as Record<string, string>;
  const value = (key: string): 'true' | 'false' => (settings[key] === 'true' ? 'true' : 'false');
  return {
    exportGlbActive: value('exportGlbActive'),
    exportGlbExampleActive: value('exportGlbExampleActive'),
    realTimePrice: value('realTimePrice'),
    dealerTokenActive: value('dealerTokenActive'),
  };
}

const healthAnswer = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'unavailable']) });
const readyAnswer = z.object({ status: z.enum(['ready', 'draining', 'unavailable']), database: z.enum(['ok', 'unavailable']) });
const onOff = z.enum(['true', 'false']);
const configAnswer = z.object({
  brand: z.object({
    name: z.string(), email: z.string(), siteUrl: z.string(), logoUrl: z.string(), brochureUrl: z.string(),
    deliveryTermsUrl: z.string(), developerUrl: z.string(),
  }),
  environment: z.string(),
  /** Error reporting for the web app (a DSN is public by design); null: the browser reports nothing. */
  sentryDsn: z.string().nullable(),
  /** The build-level alert (spec §8) over the quote; null: none. */
  quoteAlert: z.string().nullable(),
  visitorSettings: z.object({ exportGlbActive: onOff, exportGlbExampleActive: onOff, realTimePrice: onOff, dealerTokenActive: onOff }),
});

/** QUOTE_ALERT 'on' (or 'true') shows the catalogue's text; another value is the operator's own text. */
function quoteAlertText(setting: string | undefined): string | null {
  if (!setting) return null;
  return setting === 'on' || setting === 'true' ? texts.quote.buildAlert : setting;
}

export function systemRoutes({ db, config, lifecycle }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { config: { action: 'public' }, schema: { response: { 200: healthAnswer, 503: healthAnswer } } }, async (_request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch {
        return reply.code(503).send({ status: 'error' as const, database: 'unavailable' as const });
      }
    });

    app.get('/ready', { config: { action: 'public' }, schema: { response: { 200: readyAnswer, 503: readyAnswer } } }, async (_request, reply) => {
      if (lifecycle.draining) return reply.code(503).send({ status: 'draining' as const, database: 'ok' as const });
      try {
        // A query that needs the migrated schema, not just a connection.
        await db.selectFrom('catalog_version').select(sql<number>`1`.as('one')).limit(1).execute();
        return { status: 'ready' as const, database: 'ok' as const };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const, database: 'unavailable' as const });
      }
    });

    app.get('/config', { config: { action: 'public' }, schema: { response: { 200: configAnswer } } }, async () => ({
      brand: config.brand,
      environment: config.environment,
      sentryDsn: config.sentryDsn ?? null,
      quoteAlert: quoteAlertText(config.quoteAlert),
      visitorSettings: await visitorSettings(db),
    }));
  };
}
