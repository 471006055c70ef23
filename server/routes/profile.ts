/**
 * The caller's own profile (spec §2 'Profile and settings'; issue 11 §3; the spec leaves the path open):
 * PUT /auth/profile `{ user?, organization? }` → `{ user, organization }` (organisation: managers only), and
 * PUT /auth/profile/test-products `{ enabled }` → `{ user }`, the hidden test-user switch.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { actorOf } from '../auth/access-hook';
import { errorSchema } from '../schemas/common';
import { sessionAnswerSchema, userSchema } from '../schemas/account';
import { setTestProducts, updateProfile } from '../services/organization/profile-service';

const text = (max: number) => z.string().max(max);
const profileBody = z.object({
  user: z.object({ firstName: text(200), preposition: text(50).nullish(), lastName: text(200) }).optional(),
  organization: z.object({
    name: text(200), email: text(320), phone: text(40),
    identificationNumber: text(40).nullish(), vatNumber: text(40).nullish(), ibanNumber: text(40).nullish(),
    address: z.object({ street: text(200), houseNumber: text(20), postalCode: text(20), city: text(200) }),
  }).optional(),
});
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export function profileRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put('/auth/profile', { config: { action: 'profile.update' }, schema: { body: profileBody, response: { 200: sessionAnswerSchema, ...errors } } },
      async (request) => updateProfile(db, actorOf(request), request.body));
    app.put('/auth/profile/test-products', { config: { action: 'profile.enableTestProducts' }, schema: { body: z.object({ enabled: z.boolean() }), response: { 200: z.object({ user: userSchema }), ...errors } } },
      async (request) => ({ user: await setTestProducts(db, actorOf(request), request.body.enabled) }));
  };
}
