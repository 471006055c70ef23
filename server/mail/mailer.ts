/**
 * Storing outgoing mail. A mail is a `mail_outbox` row plus a `mail.send` job, written in one statement with
 * the caller's executor: inside the caller's transaction when given one, so the mail exists exactly when what
 * caused it does. The job worker delivers it (delivery.ts): through SMTP when SMTP_URL is set, else the row is
 * marked sent and an `.eml` copy is written. Nudge the worker after the commit so it goes out at once.
 *
 * For a mail caused inside one SQL statement (a lead), `outboxCtes` gives the two inserts as WITH items, and
 * `replacements` lets that statement write values it generates itself (the quote's id and number) into the
 * subject and body.
 */
import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { JobCause } from '../jobs/job-type';
import { enqueueRowsSql, type Executor } from '../jobs/queue';
import { sendMailJob } from './mail-job';

export interface MailMessage {
  from: string;
  to: string[];
  cc?: string[];
  bcc?: string[];
  subject: string;
  html: string;
  /** Plain-text alternative; defaults to the attachment links. */
  text?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/**
 * A file the mail refers to: always linked by `url`; with a storage `key` the worker also attaches the stored
 * bytes (read through the storage interface at delivery) as `title`.
 */
export interface MailAttachment {
  title: string;
  url: string;
  key?: string;
  mimeType?: string;
}

/** Removes duplicates (case-insensitive) within and across to, cc and bcc, keeping the first occurrence. */
export function dedupeRecipients(message: MailMessage): MailMessage {
  const seen = new Set<string>();
  const keep = (list: string[] = []) => list.filter((address) => {
    const key = address.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { ...message, to: keep(message.to), cc: keep(message.cc), bcc: keep(message.bcc) };
}

/** `<uuid@domain of the sender>`: RFC 5322 wants the right-hand side to be a domain the sender controls. */
export function newMessageId(from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'configurator.invalid';
  return `<${randomUUID()}@${domain.toLowerCase()}>`;
}

/** The plain-text fallback lists the attachments' links (they stay valid when the file itself is stripped). */
export function plainTextOf(message: Pick<MailMessage, 'text' | 'attachments'>): string | null {
  return message.text ?? ((message.attachments ?? []).map((a) => `${a.title}: ${a.url}`).join('\n') || null);
}

interface OutboxRecord {
  position: number;
  message_id: string;
  from_address: string;
  to: string[];
  cc: string[];
  bcc: string[];
  reply_to: string | null;
  subject: string;
  html: string;
  text: string | null;
  attachments: MailAttachment[];
}

function outboxRecords(messages: MailMessage[]): OutboxRecord[] {
  return messages.map(dedupeRecipients).map((message, position) => ({
    position, message_id: newMessageId(message.from), from_address: message.from, to: message.to, cc: message.cc ?? [],
    bcc: message.bcc ?? [], reply_to: message.replyTo ?? null, subject: message.subject, html: message.html,
    text: plainTextOf(message), attachments: message.attachments ?? [],
  }));
}

export interface OutboxCteOptions {
  cause?: { type: string; id: RawBuilder<unknown> };
  /** Rows of the statement to read `cause.id` and the replacements from (e.g. sql`q`, a one-row CTE). */
  from?: RawBuilder<unknown>;
  /** [literal token, SQL text value]: every token in subject, html and text becomes that value. */
  replacements?: [string, RawBuilder<unknown>][];
}

/**
 * Two WITH items, `outbox_rows` (the mails; returns id, message_id and cause_id) and `outbox_jobs` (one
 * mail.send job each), to splice into a statement's WITH list; with the Message-IDs in message order.
 */
export function outboxCtes(messages: MailMessage[], options: OutboxCteOptions = {}): { ctes: RawBuilder<unknown>; messageIds: string[] } {
  const records = outboxRecords(messages);
  const replaced = (column: RawBuilder<unknown>) =>
    (options.replacements ?? []).reduce<RawBuilder<unknown>>((value, [token, by]) => sql`replace(${value}, ${token}, ${by})`, column);
  const from = options.from ? sql`${options.from}, ` : sql``;
  const causeType = options.cause?.type ?? null;
  const causeId = options.cause ? sql`${options.cause.id}::text` : sql`null::text`;
  const ctes = sql`outbox_rows as (
      insert into mail_outbox (message_id, from_address, "to", cc, bcc, reply_to, subject, html, text, attachments, cause_type, cause_id)
      select r.message_id, r.from_address, r."to", r.cc, r.bcc, r.reply_to, ${replaced(sql`r.subject`)}, ${replaced(sql`r.html`)},
        ${replaced(sql`r.text`)}, r.attachments, ${causeType}::text, ${causeId}
      from ${from}jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(position integer, message_id text, from_address text,
        "to" jsonb, cc jsonb, bcc jsonb, reply_to text, subject text, html text, text text, attachments jsonb)
      order by r.position
      returning id, message_id, cause_id
    ), outbox_jobs as (
      ${enqueueRowsSql(sendMailJob, {
        from: sql`outbox_rows`, payload: sql`jsonb_build_object('outboxId', outbox_rows.id)`,
        causeType: causeType ?? undefined, causeId: sql`outbox_rows.cause_id`,
      })}
    )`;
  return { ctes, messageIds: records.map((r) => r.message_id) };
}

export interface QueuedMail {
  id: number;
  messageId: string;
}

/**
 * Stores the messages and their delivery jobs in one statement (in the caller's transaction when `executor` is
 * one); answers the outbox ids and Message-IDs in message order. Nudge the job worker after the commit.
 */
export async function queueMails(executor: Executor, messages: MailMessage[], cause?: JobCause): Promise<QueuedMail[]> {
  if (messages.length === 0) return [];
  const { ctes, messageIds } = outboxCtes(messages, cause ? { cause: { type: cause.type, id: sql`${String(cause.id)}` } } : {});
  const { rows } = await sql<{ id: number; message_id: string }>`with ${ctes} select id, message_id from outbox_rows`.execute(executor);
  const ids = new Map(rows.map((row) => [row.message_id, row.id]));
  return messageIds.map((messageId) => ({ id: ids.get(messageId)!, messageId }));
}
