/**
 * Mail delivered by the job worker (mail.send jobs, server/mail/delivery.ts): every outbox row now holds the
 * whole message (sender, reply-to, plain text), a stable Message-ID (the same on every attempt, so a receiver
 * can recognise a resend), what caused it, and its delivery state: queued, sending, sent or failed, with the
 * number of attempts and the last error (`error`). Rows from before this migration keep their status and get
 * no job: they were delivered (or not) the old way.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('mail_outbox')
    .addColumn('message_id', 'text')
    .addColumn('from_address', 'text')
    .addColumn('reply_to', 'text')
    .addColumn('text', 'text')
    .addColumn('cause_type', 'text')
    .addColumn('cause_id', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`UPDATE mail_outbox SET message_id = '<outbox-' || id || '.' || extract(epoch from created_at)::bigint || '@configurator.invalid>'`.execute(db);
  await sql`ALTER TABLE mail_outbox ALTER COLUMN message_id SET NOT NULL`.execute(db);
  await sql`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_message_id_key UNIQUE (message_id)`.execute(db);
  await sql`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check CHECK (status in ('queued', 'sending', 'sent', 'failed'))`.execute(db);
  await sql`CREATE INDEX mail_outbox_cause ON mail_outbox (cause_type, cause_id)`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`DROP INDEX IF EXISTS mail_outbox_cause`.execute(db);
  await sql`ALTER TABLE mail_outbox DROP CONSTRAINT IF EXISTS mail_outbox_status_check`.execute(db);
  await sql`ALTER TABLE mail_outbox DROP CONSTRAINT IF EXISTS mail_outbox_message_id_key`.execute(db);
  // A row in 'sending' has no place in the old set of states.
  await sql`UPDATE mail_outbox SET status = 'queued' WHERE status = 'sending'`.execute(db);
  for (const column of ['message_id', 'from_address', 'reply_to', 'text', 'cause_type', 'cause_id', 'attempts', 'updated_at']) {
    await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
  }
}
