/**
 * Answers fetched before the code that asks for them has loaded. Opening saved work needs the catalogue and
 * the design; their requests used to start only once the configurator's chunks had loaded, evaluated and
 * rendered (hundreds of ms on a phone). The entry module starts them at once (src/root/early-open.ts) and
 * `request` (./http.ts) takes a matching answer from here instead of fetching again: same URL, GET, sent
 * without a login, at most MAX_AGE_MS old, and only once (a later request for the same URL fetches anew).
 */
const MAX_AGE_MS = 30_000;

const started = new Map<string, { at: number; response: Promise<Response> }>();

/** Starts anonymous GETs of these API URLs (path and query, as `request` builds them). */
export function fetchEarly(urls: readonly string[]): void {
  for (const url of urls) {
    const response = fetch(url, { headers: { Accept: 'application/json' } });
    // A failure surfaces when `request` takes the answer; unclaimed, it must not become an unhandled rejection.
    response.catch(() => undefined);
    started.set(url, { at: performance.now(), response });
  }
}

/** The early answer for this URL, once; null when there is none or it is too old. */
export function takeEarly(url: string): Promise<Response> | null {
  const entry = started.get(url);
  if (!entry) return null;
  started.delete(url);
  return performance.now() - entry.at <= MAX_AGE_MS ? entry.response : null;
}
