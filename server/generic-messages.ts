/**
 * The spec's generic messages (§5) where their cases reach the API: a field that is not there says
 * '<label> is verplicht.' (the field's name is its label; 'Veld is verplicht' when it has none), an update without
 * fields 'Geen velden ingevuld', a create without fields 'No fields set', a removal without id 'Geen id ingesteld'.
 */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { common } from '../src/domain/texts/common';
import { badRequest } from './http-error';

/**
 * zod's message for a value that is missing altogether (not one of the wrong type). Process-wide, so the services'
 * own parsing (a design's reasons) says it too; a schema's own message still wins.
 */
export function useRequiredMessage(): void {
  z.config({ customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? common.requiredField : undefined) });
}

/** A validation reason's text: 'client.firstName' missing reads 'firstName is verplicht.'. */
export function requiredReason(path: string, message: string): string {
  if (message !== common.requiredField || !path) return message;
  return common.required(path.split('.').at(-1)!);
}

const isEmptyObject = (body: unknown) => typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0;

/**
 * Before validation (whose per-field reasons would say less): `{}` sent to a route that takes a body is an update
 * (PUT) or a create (POST) with no fields.
 */
export async function emptyBodyHook(request: FastifyRequest): Promise<void> {
  if (!request.routeOptions.schema?.body || !isEmptyObject(request.body)) return;
  if (request.method === 'PUT') throw badRequest(common.noFieldsFilled);
  if (request.method === 'POST') throw badRequest(common.noFieldsSet);
}

/** DELETE on a collection (no id in the path): refused with the spec's reason instead of an unknown route. */
export function noIdSet(): never {
  throw badRequest(common.noIdSet);
}
