/**
 * uploads.orphans, daily (issue 24 §5): anonymous uploads (no user) older than `maxAgeHours` that no record
 * refers to are removed, file and row. A record refers to an upload by its generated file name: a quote's design
 * or lines, a mail (its attachments or text), an organisation's logo. Only records written since the upload can
 * name it, which keeps the scan to recent rows. At most `batch` uploads per run; the next run takes the rest.
 */
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types';
import type { FileStorage } from '../storage/storage';
import { defineJobType } from './job-type';
import type { JobHandler } from './registry';

export const orphanUploadsJob = defineJobType('uploads.orphans', z.object({
  maxAgeHours: z.number().positive(),
  batch: z.number().int().positive().max(10_000).default(500),
}), { retry: { maxAttempts: 3, baseDelayMs: 60_000 } });

/** Removes the orphans; answers how many went. */
export async function removeOrphanUploads(db: Kysely<Database>, storage: FileStorage, options: { maxAgeHours: number; batch: number }): Promise<number> {
  const orphans = await db.selectFrom('uploads as u').select(['u.id', 'u.directory', 'u.file_name'])
    .where('u.user_id', 'is', null)
    .where('u.created_at', '<', sql<Date>`now() - ${options.maxAgeHours} * interval '1 hour'`)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('quotes as q').select('q.id')
      .where('q.updated_at', '>=', sql<Date>`u.created_at`)
      .where(sql<boolean>`strpos(q.attributes::text, u.file_name) > 0`))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('quote_lines as l').innerJoin('quotes as lq', 'lq.id', 'l.quote_id').select('l.id')
      .where('lq.updated_at', '>=', sql<Date>`u.created_at`)
      .where(sql<boolean>`(strpos(coalesce(l.image_url, ''), u.file_name) > 0 or strpos(coalesce(l.colored_image_url, ''), u.file_name) > 0)`))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('mail_outbox as m').select('m.id')
      .where('m.created_at', '>=', sql<Date>`u.created_at`)
      .where(sql<boolean>`(strpos(m.attachments::text, u.file_name) > 0 or strpos(m.html, u.file_name) > 0)`))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('organizations as o').select('o.id')
      .where(sql<boolean>`strpos(coalesce(o.logo_url, ''), u.file_name) > 0`))))
    .orderBy('u.id').limit(options.batch).execute();
  for (const upload of orphans) {
    // File first: a crash between the two leaves a row the next run removes again, never a file without its row.
    await storage.remove(`${upload.directory}/${upload.file_name}`);
    await db.deleteFrom('uploads').where('id', '=', upload.id).execute();
  }
  return orphans.length;
}

export function orphanUploadsHandler(db: Kysely<Database>, storage: FileStorage): JobHandler<z.output<typeof orphanUploadsJob.payload>> {
  return {
    async run(payload, { log }) {
      const removed = await removeOrphanUploads(db, storage, payload);
      log.info({ removed }, 'orphan uploads removed');
    },
  };
}
