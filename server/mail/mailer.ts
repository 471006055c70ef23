/**
 * Outgoing mail. Every message is first written to mail_outbox (so a developer can read it, and nothing is
 * lost when SMTP is down); with SMTP_URL set it is then sent through nodemailer and marked 'sent' (or
 * 'failed' with the error). Without SMTP the outbox is the delivery, plus (when a directory is given) one
 * `<id>.eml` file per message that any mail program opens.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { json, type Database } from '../db/types';

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
  attachments?: { title: string; url: string }[];
}

export interface MailResult { id: number; status: 'queued' | 'sent' | 'failed' }

export interface Mailer {
  /** Stores and (when configured) sends the message; answers the outbox id and its status. */
  send(message: MailMessage): Promise<MailResult>;
  /** The same for several messages, stored in one statement (a lead's two mails); results in message order. */
  sendAll(messages: MailMessage[]): Promise<MailResult[]>;
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

export interface MailerOptions {
  /** Without SMTP: write each message as `<outbox id>.eml` here too. */
  emlDir?: string;
}

function mailData(message: MailMessage) {
  return {
    from: message.from, to: message.to, cc: message.cc, bcc: message.bcc, subject: message.subject, html: message.html,
    replyTo: message.replyTo,
    // Attachments are our own files by URL; linking them keeps mail small and the files authoritative.
    text: message.text ?? ((message.attachments ?? []).map((a) => `${a.title}: ${a.url}`).join('\n') || undefined),
  };
}

/** Renders the message as RFC 822 text (nodemailer's stream transport sends nothing) and keeps it as a file. */
async function writeEml(dir: string, id: number, message: MailMessage): Promise<void> {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await builder.sendMail(mailData(message));
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${id}.eml`), info.message as Buffer);
}

export function createMailer(db: Kysely<Database>, smtpUrl?: string, smtpOptions: Record<string, unknown> = {}, options: MailerOptions = {}): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl, smtpOptions) : null;

  const deliver = async (id: number, message: MailMessage): Promise<MailResult> => {
    if (!transport) {
      if (options.emlDir) await writeEml(options.emlDir, id, message);
      return { id, status: 'queued' };
    }
    try {
      await transport.sendMail(mailData(message));
      await db.updateTable('mail_outbox').set({ status: 'sent', sent_at: new Date() }).where('id', '=', id).execute();
      return { id, status: 'sent' };
    } catch (error) {
      await db.updateTable('mail_outbox').set({ status: 'failed', error: String((error as Error).message ?? error) }).where('id', '=', id).execute();
      return { id, status: 'failed' };
    }
  };

  const sendAll = async (inputs: MailMessage[]): Promise<MailResult[]> => {
    if (inputs.length === 0) return [];
    const messages = inputs.map(dedupeRecipients);
    const rows = await db.insertInto('mail_outbox').values(messages.map((message) => ({
      to: json(message.to), cc: json(message.cc ?? []), bcc: json(message.bcc ?? []), subject: message.subject,
      html: message.html, attachments: json(message.attachments ?? []),
    }))).returning('id').execute();
    // One multi-row insert draws the serial ids in row order, so ascending ids follow the messages.
    const ids = rows.map((row) => row.id).sort((a, b) => a - b);
    return Promise.all(messages.map((message, i) => deliver(ids[i], message)));
  };

  return {
    sendAll,
    async send(message) {
      const [result] = await sendAll([message]);
      return result;
    },
  };
}
