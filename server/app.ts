/**
 * The Fastify app factory: external plugins first, then the API under /api/v1 (with the caller hook over the
 * whole subtree), then static serving of the web app and uploads. No listening here: main.ts listens, tests
 * listen on port 0.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppContext, Lifecycle } from './app-context';
import { withoutDealerFields } from './auth/audience';
import { anonymousCaller, isLoggedIn, resolveCallerHook, type Caller } from './auth/caller';
import type { AppConfig } from './config';
import type { Database } from './db/types';
import { errorHandler } from './error-handler';
import { emptyBodyHook, useRequiredMessage } from './generic-messages';
import { noNudge, type JobNudger } from './jobs/nudger';
import { accessHook } from './auth/access-hook';
import { requireAction, requireResponseSchema } from './schemas/guard';
import { textSafeValidatorCompiler } from './schemas/validator';
import { authRoutes } from './routes/auth';
import { eavRoutes } from './routes/eav';
import { productRoutes } from './routes/products';
import { quotePriceRoutes } from './routes/quote-price';
import { statisticsRoutes } from './routes/statistics';
import { quoteConsumerRoutes } from './routes/quote-consumer';
import { quoteUnauthorizedRoutes } from './routes/quote-unauthorized';
import { organizationExternalRoutes } from './routes/organization-external';
import { outboxRoutes } from './routes/dev-outbox';
import { systemRoutes } from './routes/system';
import { uploadRoutes } from './routes/uploads';
import { quoteRoutes } from './routes/quotes';
import { clientRoutes } from './routes/clients';
import { notificationRoutes } from './routes/notification';
import { integrationPdfRoutes } from './routes/integration-pdf';
import { leadAssignmentRoutes } from './routes/lead-assignment';
import { passwordRoutes } from './routes/passwords';
import { userRoutes } from './routes/users';
import { subdealerRoutes } from './routes/subdealers';
import { profileRoutes } from './routes/profile';
import { exampleRoutes } from './routes/examples';
import { insightsRoutes } from './routes/insights';
import { accountingRoutes } from './routes/accounting';
import { devCatalogRoutes } from './routes/dev-catalog';
import { registerStatic } from './static';
import { registerCompression } from './compression';
import { registerApiDocs } from './observability/api-docs';
import { answerRequestIds, requestIdOptions } from './observability/request-id';
import { REDACTED, redactedRequest, redactPaths } from './observability/log-redaction';
import { collectRoutes } from './route-registry';
import { initErrorReporting, reportFailedRequests } from './observability/error-reporting';
import { databaseRateLimitStore } from './security/rate-limit-store';
import { registerSecurityHeaders } from './security/headers';
import { rateLimitResponse } from './security/too-many';
import type { FileStorage } from './storage/storage';
import { S3Storage } from './storage/s3-storage';
import { createStorage } from './storage/create-storage';
import { CatalogCache } from './services/catalog-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** main.ts sets draining on SIGTERM (the readiness route then answers 503). */
    lifecycle: Lifecycle;
  }
}

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: AppConfig;
  /** Defaults to local storage in config.uploadDir. */
  storage?: FileStorage;
  /** The process's job worker (server/jobs/setup.ts); without it jobs wait for a worker elsewhere to poll. */
  jobs?: JobNudger;
  /** Where log lines go (tests read them); default stdout. */
  logStream?: { write(line: string): void };
  /**
   * True when this process is the database's only user (PGlite): the per-address rate limits then count in the
   * process, saving every limited request a statement (bench:api). Default false: counters in the database, so
   * that every node of a PostgreSQL deployment counts the same hits.
   */
  exclusiveDatabase?: boolean;
}

/** A hop count trusts that many proxies nearest to us (as proxy-addr reads a number); addresses as they are. */
function trustProxySetting(value: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const context: AppContext = {
    db, config, storage: options.storage ?? createStorage(config),
    catalog: new CatalogCache(db),
    jobs: options.jobs ?? noNudge, lifecycle: { draining: false },
  };

  const app = Fastify({
    // Secrets, tokens and reset links never reach a log line (observability/log-redaction.ts).
    logger: {
      level: config.logLevel, serializers: { req: redactedRequest }, redact: { paths: redactPaths, censor: REDACTED },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Quotes carry their design state as JSON; 10 MB leaves room for large designs.
    bodyLimit: 10 * 1024 * 1024,
    // Off unless configured (TRUST_PROXY): trusting every X-Forwarded-For lets a client choose its own address.
    trustProxy: trustProxySetting(config.trustProxy),
    ...requestIdOptions,
  });
  app.decorate('lifecycle', context.lifecycle);
  answerRequestIds(app);
  if (initErrorReporting({ dsn: config.sentryDsn, environment: config.environment })) reportFailedRequests(app);
  // Strings with a NUL or a lone surrogate are refused before any route's schema (schemas/validator.ts).
  app.setValidatorCompiler(textSafeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  useRequiredMessage();
  // Set per request by the API's hooks; a reference-type default would be shared between requests.
  app.decorateRequest('caller', null as unknown as Caller);

  await registerCompression(app);
  await registerSecurityHeaders(app, { imageUrls: [config.brand.logoUrl, config.s3?.publicUrl], connectUrls: [config.sentryDsn] });
  await registerApiDocs(app);
  // Counters in the database, so limits hold across nodes (in the process when it is the database's only user);
  // the 429 carries the Dutch text the screens show.
  await app.register(fastifyRateLimit, {
    global: false, ...(options.exclusiveDatabase ? {} : { store: databaseRateLimitStore(db) }), errorResponseBuilder: rateLimitResponse,
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10, fieldSize: 10_000 },
  });

  await app.register(async (api) => {
    // Every answer is declared (server/schemas/): the serializer sends only the fields a schema lists, so a
    // route without one could leak whatever its service returns. Refuse to start instead.
    api.addHook('onRoute', requireResponseSchema);
    // Every route also names its action, and one hook asks the access module before any handler runs.
    api.addHook('onRoute', requireAction);
    api.addHook('onRoute', collectRoutes(app));
    api.addHook('onRequest', async (request) => {
      request.caller = anonymousCaller;
    });
    // The spec's 'Geen velden ingevuld' / 'No fields set' for a body of no fields (generic-messages.ts).
    api.addHook('preValidation', emptyBodyHook);
    api.addHook('preHandler', resolveCallerHook(db, config.jwtSecret));
    api.addHook('preHandler', accessHook);
    api.addHook('preSerialization', async (request, _reply, payload) => (isLoggedIn(request.caller) ? payload : withoutDealerFields(payload)));
    await api.register(systemRoutes(context));
    await api.register(authRoutes(context));
    await api.register(productRoutes(context));
    await api.register(quotePriceRoutes(context));
    await api.register(eavRoutes(context));
    await api.register(uploadRoutes(context));
    await api.register(statisticsRoutes(context));
    await api.register(quoteConsumerRoutes(context));
    await api.register(quoteUnauthorizedRoutes(context));
    await api.register(organizationExternalRoutes(context));
    await api.register(exampleRoutes(context));
    await api.register(insightsRoutes(context));
    await api.register(quoteRoutes(context));
    await api.register(clientRoutes(context));
    await api.register(accountingRoutes(context));
    await api.register(outboxRoutes(context));
    await api.register(notificationRoutes(context));
    await api.register(integrationPdfRoutes(context));
    await api.register(leadAssignmentRoutes(context));
    // Issue 11 §1-3: passwords, users, sub-dealers, profile.
    await api.register(passwordRoutes(context));
    await api.register(userRoutes(context));
    await api.register(subdealerRoutes(context));
    await api.register(profileRoutes(context));
    await api.register(devCatalogRoutes(context));
  }, { prefix: '/api/v1' });

  const storage = context.storage;
  await registerStatic(app, { distDir: config.distDir, uploadDir: config.uploadDir, files: storage instanceof S3Storage ? storage : undefined });
  if (storage instanceof S3Storage) app.addHook('onClose', async () => storage.close());
  return app;
}
