/** Dates of quotes are epoch seconds (spec §3 'Quote': date and expireDate); shown the Dutch way at the edge. */

const dayFormatter = new Intl.DateTimeFormat('nl-NL', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Amsterdam' });

/** formatDate(1767225600) === '01-01-2026' (Amsterdam time); null or undefined gives null. */
export function formatDate(epochSeconds: number | null | undefined): string | null {
  if (epochSeconds === null || epochSeconds === undefined || !Number.isFinite(epochSeconds)) return null;
  return dayFormatter.format(new Date(epochSeconds * 1000));
}

/** The current moment in epoch seconds. */
export function nowEpoch(now: Date = new Date()): number {
  return Math.floor(now.getTime() / 1000);
}
