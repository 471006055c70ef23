/**
 * Error reporting (spec: the error-reporting service samples 100% and captures failed requests with status
 * 400 to 599) through @sentry/node, only when SENTRY_DSN is set: without it nothing is initialised and
 * nothing leaves the process. Every event passes `scrub` (src/domain/observability/scrub.ts, shared with the web app) before it is sent; the
 * request body, query, headers and user are never attached.
 */
import * as Sentry from '@sentry/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scrub } from '../../src/domain/observability/scrub';

let enabled = false;

export function errorReportingEnabled(): boolean {
  return enabled;
}

export function initErrorReporting(options: { dsn?: string; environment: string; release?: string }): boolean {
  if (!options.dsn) return false;
  if (!enabled) {
    Sentry.init({
      dsn: options.dsn,
      environment: options.environment,
      release: options.release,
      sampleRate: 1,
      sendDefaultPii: false,
      // No automatic instrumentation: the app reports what it decides to (below), nothing else is patched.
      defaultIntegrations: false,
      integrations: [],
      beforeSend: (event) => scrub(event),
      beforeBreadcrumb: () => null,
    });
    enabled = true;
  }
  return true;
}

function context(request: FastifyRequest, status: number) {
  const route = request.routeOptions.url ?? 'unknown';
  return { tags: { status: String(status), method: request.method, route, requestId: request.id } };
}

/** A server error (500), from the error handler, with its stack. */
export function reportServerError(error: unknown, request: FastifyRequest): void {
  if (!enabled) return;
  Sentry.captureException(error, { ...context(request, 500), level: 'error' });
}

/** Every other failed request (400-599) as a message: route and status, no body. */
export function reportFailedRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    if (!enabled || status < 400 || status > 599 || status === 500) return;
    Sentry.captureMessage(`${request.method} ${request.routeOptions.url ?? 'unknown route'} answered ${status}`, {
      ...context(request, status), level: status >= 500 ? 'error' : 'warning',
    });
  });
}

export async function flushErrorReports(timeoutMs = 2000): Promise<void> {
  if (enabled) await Sentry.flush(timeoutMs);
}
