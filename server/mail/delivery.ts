/**
 * Delivers one outbox row (a mail.send job): marks it 'sending' (attempts + 1), hands it to SMTP through
 * nodemailer when SMTP_URL is set, else writes `<outbox id>.eml` (when a directory is set), and marks it 'sent'.
 * A failure marks it 'queued' again with the error (the job retries with backoff), or 'failed' after the last
 * attempt or a permanent SMTP rejection (a 5xx reply). The Message-ID and Date are the row's, the same on
 * every attempt.
 *
 * A row already 'sent' is not sent again (a crash after the SMTP answer but before the job was marked done).
 * A row found in 'sending' was being sent when its worker died; it is sent again: at-least-once, since nothing
 * tells whether the relay accepted it (the stable Message-ID lets the receiving side recognise the copy).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely, Selectable } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database, MailOutboxTable } from '../db/types';
import { PermanentJobError } from '../jobs/job-type';
import type { JobHandler } from '../jobs/registry';

export interface MailDeliveryOptions {
  /** SMTP relay URL; unset: no SMTP, the outbox (and .eml files) is the delivery. */
  smtpUrl?: string;
  /** Extra nodemailer transport options (tests: ignoreTLS). */
  smtpOptions?: Record<string, unknown>;
  /** Without SMTP: write each message as `<outbox id>.eml` here. */
  emlDir?: string;
}

type OutboxRow = Selectable<MailOutboxTable>;

export function nodemailerMessage(row: OutboxRow) {
  return {
    messageId: row.message_id,
    date: row.created_at,
    from: row.from_address ?? undefined,
    to: row.to, cc: row.cc, bcc: row.bcc,
    replyTo: row.reply_to ?? undefined,
    subject: row.subject, html: row.html, text: row.text ?? undefined,
  };
}

/** RFC 822 text of the row (nodemailer's stream transport renders and sends nothing). */
export async function renderEml(row: OutboxRow): Promise<Buffer> {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await builder.sendMail(nodemailerMessage(row));
  return info.message as Buffer;
}

function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function mailDeliveryHandler(db: Kysely<Database>, options: MailDeliveryOptions = {}): JobHandler<{ outboxId: number }> {
  // Timeouts well inside one attempt (the job's 3 minutes), so a hanging relay fails the attempt, not the slot.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000, ...options.smtpOptions })
    : null;

  const mark = (id: number, status: 'queued' | 'failed', error: string) =>
    db.updateTable('mail_outbox').set({ status, error, updated_at: new Date() }).where('id', '=', id).where('status', '=', 'sending').execute();

  return {
    async run({ outboxId }, context) {
      const row = await db.updateTable('mail_outbox')
        .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), updated_at: new Date() }))
        .where('id', '=', outboxId).where('status', '!=', 'sent')
        .returningAll().executeTakeFirst();
      if (!row) {
        const exists = await db.selectFrom('mail_outbox').select('status').where('id', '=', outboxId).executeTakeFirst();
        if (!exists) throw new PermanentJobError(`outbox row ${outboxId} does not exist`);
        context.log.info({ outboxId }, 'mail already sent');
        return;
      }
      if (!row.from_address) throw new PermanentJobError(`outbox row ${outboxId} predates job delivery and has no sender`);
      try {
        if (transport) {
          // Aborted when the attempt times out, its lock is lost or the worker stops.
          await transport.sendMail({ ...nodemailerMessage(row), signal: context.signal });
        } else if (options.emlDir) {
          await mkdir(options.emlDir, { recursive: true });
          await writeFile(join(options.emlDir, `${row.id}.eml`), await renderEml(row));
        }
      } catch (error) {
        const permanent = isPermanentSmtpError(error);
        const text = error instanceof Error ? error.message : String(error);
        await mark(outboxId, permanent || context.isLastAttempt ? 'failed' : 'queued', text);
        throw permanent ? new PermanentJobError(text, { cause: error }) : error;
      }
      await db.updateTable('mail_outbox').set({ status: 'sent', sent_at: new Date(), error: null, updated_at: new Date() })
        .where('id', '=', outboxId).execute();
    },
    async giveUp(payload, error) {
      const outboxId = (payload as { outboxId?: unknown })?.outboxId;
      if (typeof outboxId !== 'number') return;
      await db.updateTable('mail_outbox').set({ status: 'failed', error, updated_at: new Date() })
        .where('id', '=', outboxId).where('status', '!=', 'sent').execute();
    },
  };
}
