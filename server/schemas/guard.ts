/**
 * The start-up check behind 'every route declares its answer': an onRoute hook over /api/v1 that refuses a route
 * without a response schema for its success status, so a route that could leak whatever its service returns
 * never starts serving.
 */
import type { RouteOptions } from 'fastify';

export function requireResponseSchema(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): void {
  const codes = Object.keys((route.schema?.response ?? {}) as Record<string, unknown>);
  if (!codes.some((code) => /^2\d\d$/.test(code))) {
    throw new Error(`Route ${String(route.method)} ${route.url} declares no response schema for its success answer`);
  }
}
