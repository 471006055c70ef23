/**
 * Users (spec §2 'User screens', §7 'v1/user'; issue 11 §2). GET /user lists the users of the caller's organisation,
 * or of `organizationIds[]` within reach (a manager: its sub-dealers); POST invites (sendInvite: the set-password
 * mail); PUT changes name and e-mail; DELETE removes. Managing users takes the manager role (access.ts).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { actorOf } from '../auth/access-hook';
import { noIdSet } from '../generic-messages';
import { changePasswordUrl, emailChangedMail, inviteMail } from '../mail/account-mails';
import { errorSchema, pageOf } from '../schemas/common';
import { userSchema } from '../schemas/account';
import { createUser, deleteUser, getUser, listUsers, updateUser } from '../services/organization/user-service';
import { idsParam, pagingQuery, positiveId } from '../schemas/list-query';

const text = (max: number) => z.string().max(max);
const userBody = z.object({
  firstName: text(200), preposition: text(50).nullish(), lastName: text(200), email: text(320),
});
const createBody = userBody.extend({
  organizationId: z.nullish(positiveId),
  /** The spec's second spelling of the same field (§7 'organizationId, ..., organization_id'). */
  organization_id: z.nullish(positiveId),
  sendInvite: z.boolean().optional(),
});
const listQuery = z.object({
  ...pagingQuery,
  'organizationIds[]': idsParam.optional(),
  organizationIds: idsParam.optional(),
});
const idParams = z.object({ id: positiveId });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export function userRoutes({ db, config, jobs }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/user', { config: { action: 'user.read' }, schema: { querystring: listQuery, response: { 200: pageOf(userSchema), ...errors } } }, async (request) => {
      const q = request.query;
      return listUsers(db, actorOf(request), { limit: q.limit, offset: q.offset, organizationIds: [...(q['organizationIds[]'] ?? []), ...(q.organizationIds ?? [])] });
    });
    app.get('/user/:id', { config: { action: 'user.read' }, schema: { params: idParams, response: { 200: userSchema, ...errors } } }, async (request) =>
      getUser(db, actorOf(request), request.params.id));
    app.post('/user', { config: { action: 'user.create' }, schema: { body: createBody, response: { 201: userSchema, ...errors } } }, async (request, reply) => {
      const actor = actorOf(request);
      const publicUrl = config.publicUrl ?? `${request.protocol}://${request.host}`;
      const body = request.body;
      const user = await createUser(db, actor, { ...body, organizationId: body.organizationId ?? body.organization_id },
        (to, organizationName, segment) => inviteMail(to, organizationName, changePasswordUrl(publicUrl, segment), { brand: config.brand, publicUrl }));
      if (body.sendInvite) jobs.nudge();
      return reply.code(201).send(user);
    });
    app.put('/user/:id', { config: { action: 'user.update' }, schema: { params: idParams, body: userBody, response: { 200: userSchema, ...errors } } }, async (request) =>
      updateUser(db, actorOf(request), request.params.id, request.body,
        (to, newEmail) => emailChangedMail(to, newEmail, { brand: config.brand, publicUrl: config.publicUrl ?? `${request.protocol}://${request.host}` })));
    // Spec §5: a removal without id answers 'Geen id ingesteld'.
    app.delete('/user', { config: { action: 'user.delete' }, schema: { response: { 200: z.object({ id: z.number().int(), deleted: z.literal(true) }), ...errors } } }, async () => noIdSet());
    app.delete('/user/:id', { config: { action: 'user.delete' }, schema: { params: idParams, response: { 200: z.object({ id: z.number().int(), deleted: z.literal(true) }), ...errors } } }, async (request) => {
      await deleteUser(db, actorOf(request), request.params.id);
      return { id: request.params.id, deleted: true as const };
    });
  };
}
