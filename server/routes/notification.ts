/**
 * POST /api/v1/notification/mail (spec §7): a dealer e-mails a quote to the customer
 * (services/quote-mail.ts). Login required; the quote must be in reach (404 otherwise). The body's
 * attachments are not trusted: the server renders the quote's own PDF, stores it and queues its storage key;
 * the mail worker attaches the stored file. At most NOTIFICATION_MAILS_PER_USER_HOUR messages per user and
 * NOTIFICATION_MAILS_PER_ORGANIZATION_HOUR per organisation (security/mail-quota.ts): 429 past either.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealerTexts } from '../../src/domain/dealer-texts';
import type { AppContext } from '../app-context';
import { actorOf } from '../auth/access-hook';
import { errorSchema } from '../schemas/common';
import { limitsOf } from '../security/limits';
import { takeMailQuota } from '../security/mail-quota';
import { quoteMailResultSchema } from '../schemas/notification';
import { sendQuoteMail } from '../services/quote-mail';
import { absoluteUrl, dealerQuotePdf } from '../services/quote-pdf-service';
import { positiveId } from '../schemas/list-query';

const address = z.string().trim().max(254).pipe(z.email({ error: (issue) => dealerTexts.delivery.invalidAddress(String(issue.input)) }));
const addresses = z.array(address).max(20).default([]);

const mailBody = z.object({
  quoteId: positiveId,
  to: addresses,
  cc: addresses,
  bcc: addresses,
  subject: z.string().max(300).optional(),
  message: z.string().max(50_000).optional(),
  attachments: z.array(z.object({ title: z.string().max(300), url: z.string().max(2000) })).max(10).optional(),
});

export function notificationRoutes({ db, config, jobs, storage, catalog }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/notification/mail', {
      config: { action: 'quote.mail' },
      schema: { body: mailBody, response: { 200: quoteMailResultSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema } },
    }, async (request, reply) => {
      const actor = actorOf(request);
      await takeMailQuota(db, actor, limitsOf(config), reply);
      const publicUrl = config.publicUrl ?? `${request.protocol}://${request.host}`;
      const result = await sendQuoteMail(db, actor, request.body, {
        brandName: config.brand.name, brandEmail: config.brand.email, publicUrl, quoteBccEmail: config.quoteBccEmail,
        pdf: async (quoteId) => {
          const file = await dealerQuotePdf(db, actor, quoteId, { brand: config.brand, storage, index: () => catalog.index(request.caller.canSeeTestItems) });
          return { title: file.fileName, url: absoluteUrl(publicUrl, file.url), key: file.key };
        },
      });
      jobs.nudge();
      return result;
    });
  };
}
