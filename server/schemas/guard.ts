/**
 * The start-up checks behind 'every route declares its answer and its action': onRoute hooks over /api/v1 that
 * refuse a route without a response schema for its success status (a route that could leak whatever its service
 * returns) or without a declared action (a route the access hook would not guard), so neither ever serves.
 */
import type { RouteOptions } from 'fastify';
import { isRouteAction } from '../auth/access';

export function requireResponseSchema(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): void {
  const codes = Object.keys((route.schema?.response ?? {}) as Record<string, unknown>);
  if (!codes.some((code) => /^2\d\d$/.test(code))) {
    throw new Error(`Route ${String(route.method)} ${route.url} declares no response schema for its success answer`);
  }
}

export function requireAction(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): void {
  const action = (route.config as { action?: unknown } | undefined)?.action;
  if (!isRouteAction(action)) {
    throw new Error(`Route ${String(route.method)} ${route.url} declares no action (config.action; 'public' for anyone)`);
  }
}
