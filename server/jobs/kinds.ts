/**
 * Every job kind this server runs and every recurring job, in one place: a feature that adds background work
 * declares its type next to its code (defineJobType), registers its handler here and, when it recurs, adds a
 * schedule. Later: the daily unassigned-leads reminder, example re-pricing, placing accounting orders.
 */
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/types';
import { connectorFactory } from '../accounting';
import { accountingPlaceHandler } from '../accounting/place-job';
import { accountingPlaceJob } from '../accounting/place-job-type';
import { mailDeliveryHandler } from '../mail/delivery';
import type { FileStorage } from '../storage/storage';
import { sendMailJob } from '../mail/mail-job';
import { actualizeExamplesHandler, actualizeExamplesJob } from '../services/examples/actualize';
import { resetRequestHandler, resetRequestJob } from '../services/organization/reset-request-job';
import { limitsOf } from '../security/limits';
import { cleanupHandler, cleanupJob } from './cleanup';
import { orphanUploadsHandler, orphanUploadsJob } from './orphan-uploads';
import { unassignedLeadsHandler, unassignedLeadsJob } from './unassigned-leads';
import { JobRegistry } from './registry';
import { recurring, type RecurringJob } from './scheduler';

/** `storage`: where the mail worker reads attachments (the app's own storage). */
export function jobRegistry(db: Kysely<Database>, config: AppConfig, storage: FileStorage): JobRegistry {
  return new JobRegistry()
    .register(sendMailJob, mailDeliveryHandler(db, { smtpUrl: config.smtpUrl, smtpOptions: config.smtpOptions, emlDir: config.mailDir, storage }))
    .register(cleanupJob, cleanupHandler(db))
    .register(unassignedLeadsJob, unassignedLeadsHandler(db, { brand: config.brand, publicUrl: config.publicUrl ?? '' }))
    .register(actualizeExamplesJob, actualizeExamplesHandler(db))
    .register(accountingPlaceJob, accountingPlaceHandler(db, connectorFactory(config)))
    .register(orphanUploadsJob, orphanUploadsHandler(db, storage))
    .register(resetRequestJob, resetRequestHandler(db, { brand: config.brand, perHour: limitsOf(config).resetMailsPerHour }));
}

export function recurringJobs(config?: AppConfig): RecurringJob[] {
  return [
    recurring({ name: 'jobs.cleanup', type: cleanupJob, payload: { keepDays: 14 }, recurrence: { daily: '03:30' } }),
    // Issue 24 §5: anonymous uploads no record refers to, after UPLOAD_ORPHAN_HOURS.
    recurring({ name: 'uploads.orphans', type: orphanUploadsJob, payload: { maxAgeHours: limitsOf(config ?? {}).orphanUploadHours, batch: 500 },
      recurrence: { daily: '03:45' } }),
    // Issue 10 §4: leads the brand still holds after one working day, mailed to the brand on working days.
    recurring({ name: 'leads.unassignedReminder', type: unassignedLeadsJob, payload: {}, recurrence: { daily: '08:00', weekdaysOnly: true } }),
  ];
}
