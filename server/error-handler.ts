/**
 * Errors as JSON `{ error, message }`. A client's mistake (validation, bad JSON, wrong content type, our own
 * HttpError) keeps its 4xx status with a readable reason; only real failures answer 500, and their details
 * go to the log, not to the client.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requiredReason } from './generic-messages';
import { HttpError } from './http-error';
import { reportServerError } from './observability/error-reporting';

/** A refused request's reasons, one per issue with its path ('lines.0.price: ...'), as the services' 400s list them. */
function validationReasons(error: FastifyError): string[] {
  return (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const message = requiredReason(path, issue.message ?? '');
    return path ? `${path}: ${message}` : message;
  });
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    const reasons = validationReasons(error);
    return reply.code(400).send({ error: STATUS_CODES[400], message: `Ongeldige ${error.validationContext ?? 'request'}: ${reasons.join('; ')}`, reasons });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Payload too large and unsupported media type are client mistakes too; answered as they are.
    const details = error instanceof HttpError ? error.details : {};
    return reply.code(status).send({ error: STATUS_CODES[status] ?? 'Error', message: error.message, ...details });
  }
  if (error instanceof HttpError) {
    // A deliberate 5xx (502: the accounting system refused): its message is written for the client.
    request.log.warn({ err: error, reqId: request.id }, 'upstream failed');
    return reply.code(status).send({ error: STATUS_CODES[status] ?? 'Error', message: error.message, requestId: request.id });
  }
  // Logged with the request id (pino's reqId); the client gets the id, never the error's text or stack.
  request.log.error({ err: error, reqId: request.id, method: request.method, url: request.routeOptions.url }, 'request failed');
  reportServerError(error, request);
  return reply.code(500).send({ error: STATUS_CODES[500], message: 'Er is iets misgegaan op de server', requestId: request.id });
}
