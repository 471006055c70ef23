/**
 * Request ids: the server makes its own (a client-chosen id could forge or flood log lines), pino logs it
 * with every line of the request (`reqId`), and the answer carries it in X-Request-Id, so a user's report
 * ("Er is iets misgegaan", id ...) leads to the log lines and the error report.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

export const requestIdOptions = {
  genReqId: () => randomUUID(),
  requestIdHeader: false as const,
};

export function answerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
