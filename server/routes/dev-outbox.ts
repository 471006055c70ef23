/**
 * GET /api/v1/dev/outbox — for developers and tests, registered only when config.devOutbox is on (DEV_OUTBOX=on): the newest mails of the
 * outbox `{ data: [{ id, messageId, from, to, cc, bcc, replyTo, subject, html, status, attempts, error, cause,
 * createdAt, sentAt }], total, limit, offset }`; status is queued, sending, sent or failed (delivery by the job
 * worker), cause `{ type, id }` (e.g. the quote) or null.
 * `search[to]` keeps mails with that recipient (case-insensitive); `limit` (default 50, at most 1000), `offset`.
 */
import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';

const outboxQuery = z.object({
  limit: z.coerce.number().int().min(0).max(1000).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  'search[to]': z.string().max(320).optional(),
});

const outboxAnswer = z.object({
  data: z.array(z.object({
    id: z.number().int(), messageId: z.string(), from: z.string().nullable(), to: z.array(z.string()), cc: z.array(z.string()),
    bcc: z.array(z.string()), replyTo: z.string().nullable(), subject: z.string(), html: z.string(),
    status: z.enum(['queued', 'sending', 'sent', 'failed']), attempts: z.number().int(), error: z.string().nullable(),
    cause: z.object({ type: z.string(), id: z.string().nullable() }).nullable(), createdAt: z.date(), sentAt: z.date().nullable(),
  })),
  total: z.number().int(), limit: z.number().int(), offset: z.number().int(),
});

export function outboxRoutes({ db, config }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Off unless asked for: mail holds personal data and links that open quotes.
    if (!config.devOutbox) return;
    app.get('/dev/outbox', { config: { action: 'public' }, schema: { querystring: outboxQuery, response: { 200: outboxAnswer } } }, async (request) => {
      const { limit, offset } = request.query;
      const to = request.query['search[to]']?.trim().toLowerCase();
      let query = db.selectFrom('mail_outbox');
      // Recipients are a jsonb array; its text form contains each address in quotes.
      if (to) query = query.where(sql<string>`lower("to"::text)`, 'like', `%"${to.replace(/[\\%_]/g, (c) => `\\${c}`)}"%`);
      const [{ total }] = await query.select(sql<number>`count(*)::int`.as('total')).execute();
      const rows = limit === 0 ? [] : await query.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
      return {
        data: rows.map((row) => ({
          id: row.id, messageId: row.message_id, from: row.from_address, to: row.to, cc: row.cc, bcc: row.bcc, replyTo: row.reply_to,
          subject: row.subject, html: row.html, status: row.status, attempts: row.attempts, error: row.error,
          cause: row.cause_type ? { type: row.cause_type, id: row.cause_id } : null, createdAt: row.created_at, sentAt: row.sent_at,
        })),
        total: Number(total), limit, offset,
      };
    });
  };
}
