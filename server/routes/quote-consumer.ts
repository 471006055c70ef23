/**
 * POST /api/v1/quote/consumer: an anonymous visitor sends a design in as a lead (see services/lead-service.ts).
 * Body `{ createLead: true, configuration, client: { firstName, lastName, street, houseNumber, postalCode, city,
 * telephone, email }, note?, dealerToken?, fromExample? }`; anything else in it (prices, totals, organisation,
 * roles) is dropped by the schema. Answer 201 `{ id, number, organizationId, secret, designCode, dealerLinked,
 * dealerName, path }` (the contract: leadAnswerSchema in src/domain/contracts/quotes.ts, which the client parses
 * with too); 400 `{ error, message, fields }` for the form rules, 400 `{ error, message, reasons }` for the design.
 * The lead's two mails are stored in the lead's own statement and delivered by the job worker, nudged here.
 */
import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leadAnswerSchema } from '../../src/domain/contracts/quotes';
import { texts } from '../../src/domain/texts';
import type { AppContext } from '../app-context';
import { leadMails } from '../mail/lead-mails';
import { errorSchema } from '../schemas/common';
import { LeadConfigurationError, LeadFormError, submitLead } from '../services/lead-service';

const field = z.string().max(200).default('');
const emptyToNull = (value: unknown) => (value === '' ? null : value);

const leadBody = z.object({
  createLead: z.literal(true),
  // Parsed by the service, so a bad design answers with reasons like an invalid one.
  configuration: z.unknown(),
  client: z.object({
    firstName: field, lastName: field, street: field, houseNumber: field, postalCode: field, city: field,
    telephone: field, email: field,
  }),
  note: z.string().max(5000).nullish(),
  dealerToken: z.string().max(200).nullish(),
  fromExample: z.preprocess(emptyToNull, z.coerce.number().int().positive().nullish()),
});

export function quoteConsumerRoutes({ db, config, catalog, jobs }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/quote/consumer', {
      schema: { body: leadBody, response: { 201: leadAnswerSchema, 400: errorSchema } },
      config: { action: 'public', rateLimit: { max: config.leadRateLimit ?? 30, timeWindow: '1 minute' } },
    }, async (request, reply) => {
      const publicUrl = config.publicUrl ?? `${request.protocol}://${request.host}`;
      let lead;
      try {
        lead = await submitLead(db, request.body, {
          index: (version) => (version === null ? catalog.index(request.caller.canSeeTestItems) : catalog.indexAt(version, request.caller.canSeeTestItems)),
          mails: (facts) => leadMails(facts, { brand: config.brand, publicUrl }),
        });
      } catch (error) {
        if (error instanceof LeadFormError) {
          return reply.code(400).send({ error: STATUS_CODES[400] ?? 'Bad Request', message: error.message, fields: error.fields });
        }
        if (error instanceof LeadConfigurationError) {
          return reply.code(400).send({
            error: STATUS_CODES[400] ?? 'Bad Request', message: `${texts.pricing.invalidConfiguration}: ${error.reasons.join(' ')}`, reasons: error.reasons,
          });
        }
        throw error;
      }
      jobs.nudge();
      return reply.code(201).send({
        id: lead.id, number: lead.number, organizationId: lead.organizationId, secret: lead.secret,
        designCode: lead.designCode, dealerLinked: lead.dealerLinked, dealerName: lead.dealerLinked ? lead.organization.name : null, path: lead.path,
      });
    });
  };
}
