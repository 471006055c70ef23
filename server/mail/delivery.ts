/**
 * Delivers one outbox row (a mail.send job): marks it 'sending' (attempts + 1), hands it to SMTP through
 * nodemailer and marks it 'sent' in the statement that marks the job done. Without SMTP_URL nothing leaves the
 * machine: `<outbox id>.eml` is written (when a directory is set) and the row is marked 'sent' with the job.
 * A failure marks it 'queued' again with the error (the job retries with backoff), or 'failed' after the last
 * attempt or a permanent SMTP rejection (a 5xx reply). The Message-ID and Date are the row's, the same on
 * every attempt. Attachments with a storage key are read through the storage interface at each attempt and
 * attached (a missing file fails the attempt like an SMTP error: a mail promising an attachment goes with it).
 *
 * A row already 'sent' is not sent again (a crash after the SMTP answer but before the job was marked done).
 * A row found in 'sending' was being sent when its worker died; it is sent again: at-least-once, since nothing
 * tells whether the relay accepted it (the stable Message-ID lets the receiving side recognise the copy).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely, type Selectable } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database, MailOutboxTable } from '../db/types';
import { PermanentJobError } from '../jobs/job-type';
import { completeWith, type JobHandler } from '../jobs/registry';
import type { FileStorage } from '../storage/storage';

export interface MailDeliveryOptions {
  /** SMTP relay URL; unset: no SMTP, the outbox (and .eml files) is the delivery. */
  smtpUrl?: string;
  /** Extra nodemailer transport options (tests: ignoreTLS). */
  smtpOptions?: Record<string, unknown>;
  /** Without SMTP: write each message as `<outbox id>.eml` here. */
  emlDir?: string;
  /** Where attachments' stored bytes are read (by their key); without it attachments stay links only. */
  storage?: FileStorage;
}

type OutboxRow = Selectable<MailOutboxTable>;

/** The row's stored files as nodemailer attachments; rows without keyed attachments give none. */
export async function storedAttachments(row: OutboxRow, storage: FileStorage | undefined) {
  if (!storage) return [];
  const keyed = row.attachments.filter((a) => a.key);
  return Promise.all(keyed.map(async (a) => ({
    filename: a.title, content: await storage.read(a.key!), contentType: a.mimeType ?? 'application/octet-stream',
  })));
}

export function nodemailerMessage(row: OutboxRow, attachments: Awaited<ReturnType<typeof storedAttachments>> = []) {
  return {
    attachments,
    messageId: row.message_id,
    date: row.created_at,
    from: row.from_address ?? undefined,
    to: row.to, cc: row.cc, bcc: row.bcc,
    replyTo: row.reply_to ?? undefined,
    subject: row.subject, html: row.html, text: row.text ?? undefined,
  };
}

/** RFC 822 text of the row (nodemailer's stream transport renders and sends nothing). */
export async function renderEml(row: OutboxRow, storage?: FileStorage): Promise<Buffer> {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await builder.sendMail(nodemailerMessage(row, await storedAttachments(row, storage)));
  return info.message as Buffer;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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

  /** The final write, in the statement that marks the job done (the mails that finish together in one update). */
  const sentWrite = (ids: (number | string)[], countAttempt: boolean) => sql`
    update mail_outbox set status = 'sent', sent_at = now(), error = null, updated_at = now()${countAttempt ? sql`, attempts = attempts + 1` : sql``}
    where id = any(${ids.map(Number)}::bigint[]) and status <> 'sent'`;
  const markSent = (outboxId: number, countAttempt: boolean) => completeWith(sentWrite([outboxId], countAttempt), {
    key: countAttempt ? 'mail.sent.counted' : 'mail.sent', id: outboxId, write: (ids) => sentWrite(ids, countAttempt),
  });

  return {
    async run({ outboxId }, context) {
      if (!transport) {
        // Nothing leaves the machine: marked sent with the job; the .eml copy (for developers) written first.
        if (options.emlDir) {
          const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', outboxId).executeTakeFirst();
          if (!row) throw new PermanentJobError(`outbox row ${outboxId} does not exist`);
          if (row.status === 'sent') return;
          await mkdir(options.emlDir, { recursive: true });
          await writeFile(join(options.emlDir, `${row.id}.eml`), await renderEml(row, options.storage));
        }
        return markSent(outboxId, true);
      }
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
        // Aborted when the attempt times out, its lock is lost or the worker stops.
        await transport.sendMail({ ...nodemailerMessage(row, await storedAttachments(row, options.storage)), signal: context.signal });
      } catch (error) {
        const permanent = isPermanentSmtpError(error);
        await mark(outboxId, permanent || context.isLastAttempt ? 'failed' : 'queued', errorText(error));
        throw permanent ? new PermanentJobError(errorText(error), { cause: error }) : error;
      }
      return markSent(outboxId, false);
    },
    async giveUp(payload, error) {
      const outboxId = (payload as { outboxId?: unknown })?.outboxId;
      if (typeof outboxId !== 'number') return;
      await db.updateTable('mail_outbox').set({ status: 'failed', error, updated_at: new Date() })
        .where('id', '=', outboxId).where('status', '!=', 'sent').execute();
    },
  };
}
