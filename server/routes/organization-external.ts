/**
 * GET /api/v1/auth/organization/external/{token}: the dealer lookup by dealer token (spec §1, §7). Answers the
 * organisation's public card plus its externalReference; unknown tokens and the fixed no-token value are 404.
 */
import { z } from 'zod';
// The contract's schemas are zod/mini ones (the client's bundle), which extend by function, not by method.
import { extend } from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { notFound } from '../http-error';
import { organizationCardSchema } from '../schemas/account';
import { findOrganizationByToken, toOrganizationCard, type ExternalOrganizationCard } from '../services/organization-card';

const tokenParams = z.object({ token: z.string().min(1).max(200) });

export function organizationExternalRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/auth/organization/external/:token', { config: { action: 'public' }, schema: { params: tokenParams, response: { 200: extend(organizationCardSchema, { externalReference: z.string() }) } } }, async (request): Promise<ExternalOrganizationCard> => {
      const row = await findOrganizationByToken(db, request.params.token);
      if (!row || !row.external_reference) throw notFound('Dealer niet gevonden');
      return { ...toOrganizationCard(row), externalReference: row.external_reference };
    });
  };
}
