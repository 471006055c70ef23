/** Reading the mail outbox in tests: wait until the job worker has delivered (or given up on) given mails. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, MailOutboxTable, MailStatus } from '../../server/db/types';
import { waitUntil } from './wait';

export type OutboxRow = Selectable<MailOutboxTable>;

/** Waits until every outbox row with these ids has one of `statuses` (default: sent); answers the rows in id order. */
export async function waitForMails(db: Kysely<Database>, ids: number[], statuses: MailStatus[] = ['sent'], timeoutMs?: number): Promise<OutboxRow[]> {
  return waitUntil(async () => {
    const rows = await db.selectFrom('mail_outbox').selectAll().where('id', 'in', ids).orderBy('id').execute();
    return rows.length === ids.length && rows.every((row) => statuses.includes(row.status)) && rows;
  }, `mails ${ids.join(', ')} to be ${statuses.join(' or ')}`, timeoutMs);
}
