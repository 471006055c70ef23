/**
 * Lead routing for the brand (issue 10 §4): POST /quote/{id}/assign `{ organizationId }` moves a lead to a
 * dealer (services/lead-assignment.ts); GET /organization/dealers lists the dealers to choose from with their
 * postcode regions; PUT /organization/{id}/postcode-regions `{ postcodeRegions }` sets a dealer's regions.
 * Brand users only (403 otherwise); a lead outside the brand's reach is 404.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteStatuses } from '../../src/domain/quote-status';
import type { AppContext } from '../app-context';
import { actorOf } from '../auth/access-hook';
import { errorSchema } from '../schemas/common';
import { assignLead, listDealers, setPostcodeRegions } from '../services/lead-assignment';
import { positiveId } from '../schemas/list-query';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const dealerSchema = z.object({ id: z.number().int(), name: z.string(), city: z.string().nullable(), postcodeRegions: z.string() });

export function leadAssignmentRoutes({ db, config, jobs }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/quote/:id/assign', {
      config: { action: 'lead.assign' },
      schema: {
        params: z.object({ id: positiveId }), body: z.object({ organizationId: positiveId }),
        response: { 200: z.object({ id: z.number().int(), organizationId: z.number().int(), number: z.number().int(), status: z.enum(quoteStatuses) }), ...errors },
      },
    }, async (request) => {
      const actor = actorOf(request);
      const publicUrl = config.publicUrl ?? `${request.protocol}://${request.host}`;
      const result = await assignLead(db, actor, request.params.id, request.body.organizationId, { brand: config.brand, publicUrl });
      jobs.nudge();
      return result as { id: number; organizationId: number; number: number; status: (typeof quoteStatuses)[number] };
    });

    app.get('/organization/dealers', { config: { action: 'lead.assign' }, schema: { response: { 200: z.object({ data: z.array(dealerSchema) }), ...errors } } }, async () => ({ data: await listDealers(db) }));

    app.put('/organization/:id/postcode-regions', {
      config: { action: 'organization.postcodeRegions' },
      schema: { params: z.object({ id: positiveId }), body: z.object({ postcodeRegions: z.string().max(2000) }), response: { 200: dealerSchema, ...errors } },
    }, async (request) => setPostcodeRegions(db, request.params.id, request.body.postcodeRegions));
  };
}
