/**
 * Error reporting in the browser (spec: 100% sampling, failed requests 400-599 captured), only when the server
 * says SENTRY_DSN is set: @sentry/react is then loaded on demand (it stays out of every bundle otherwise) and
 * every event and breadcrumb passes the same personal-data scrub as the server's reports.
 */
import { onFailedRequest } from '../api/http';
import { scrub } from '../domain/observability/scrub';

type Reporter = Pick<typeof import('@sentry/react'), 'captureMessage'>;
let reporter: Reporter | null = null;
let starting: Promise<void> | null = null;

/** Ids, secrets and design codes in an API path become placeholders: a report groups by route, not by record. */
export function routeOf(path: string): string {
  return path.split('/').map((part) => (/^\d+$/.test(part) || /^[\w-]{16,}$/.test(part) || part.includes('@') ? ':id' : part)).join('/');
}

export function reportFailedRequest(target: Reporter | null, failed: { method: string; path: string; status: number }): boolean {
  if (!target || failed.status < 400 || failed.status > 599) return false;
  target.captureMessage(`${failed.method} ${routeOf(failed.path)} answered ${failed.status}`, {
    level: failed.status >= 500 ? 'error' : 'warning',
    tags: { status: String(failed.status), method: failed.method },
  });
  return true;
}

export function startErrorReporting(dsn: string | null, environment: string): Promise<void> {
  if (!dsn) return Promise.resolve();
  starting ??= import('@sentry/react').then((Sentry) => {
    Sentry.init({
      dsn, environment, sampleRate: 1, sendDefaultPii: false,
      beforeSend: (event) => scrub(event),
      beforeBreadcrumb: (breadcrumb) => scrub(breadcrumb),
    });
    reporter = Sentry;
    onFailedRequest((failed) => { reportFailedRequest(reporter, failed); });
  }).catch(() => {
    // Reporting must never break the app; without it the app works as before.
  });
  return starting;
}
