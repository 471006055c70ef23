/**
 * Access declared on the route (ARCHITECTURE §3 reading 16): every route under /api/v1 names its action in
 * `config.action`, and this one preHandler, after the caller hook, asks the access module before the handler
 * runs (401 without login, 403 for a role that may not). Handlers then read the authorized actor with
 * `actorOf(request)`; checks that depend on the request's data (e.g. showSubdealers, status EXAMPLE) stay with
 * the service that reads that data, through the same module.
 */
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http-error';
import { authorize, type Actor, type RouteAction } from './access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The action this route performs; required under /api/v1 (schemas/guard.ts requireAction). */
    action?: RouteAction;
  }
}

export async function accessHook(request: FastifyRequest): Promise<void> {
  const action = request.routeOptions.config.action;
  if (action === undefined || action === 'public') return;
  authorize(request.caller.actor, action);
}

/** The actor of a route that declares a non-public action (the hook has authorized it already). */
export function actorOf(request: FastifyRequest): Actor {
  const actor = request.caller.actor;
  // Unreachable behind the hook; kept so a route declared 'public' by mistake fails closed.
  if (!actor) throw unauthorized();
  return actor;
}
