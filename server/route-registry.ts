/**
 * Every API route as registered, with its zod schemas: the fuzzer (tests/api/fuzz.test.ts) and the OpenAPI
 * test enumerate routes from here at run time, so a route added anywhere is covered without a hand-kept list.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteAction } from './auth/access';

export interface RegisteredRoute {
  method: string;
  /** Full path with Fastify parameters, e.g. '/api/v1/quote/:id'. */
  url: string;
  schema: RouteOptions['schema'];
  /** Whether the route declares a per-address rate limit. */
  rateLimited: boolean;
  /** The action it declares (server/auth/access-hook.ts); 'public' for anyone. */
  action: RouteAction | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: RegisteredRoute[];
  }
}

export function collectRoutes(app: FastifyInstance): (route: RouteOptions) => void {
  const routes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', routes);
  return (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const config = route.config as { rateLimit?: unknown; action?: RouteAction } | undefined;
      routes.push({ method, url: route.url, schema: route.schema, rateLimited: Boolean(config?.rateLimit), action: config?.action });
    }
  };
}
