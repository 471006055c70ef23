/**
 * A visitor opened an example configuration (Inzicht's views, issue 28): POST /example/{id}/view, once per example
 * in a tab's session (a reload sends nothing; the server also counts one address once per half hour). It never
 * holds up or fails the configurator: an error only means one view less.
 */
import { z } from 'zod/mini';
import { request } from './http';

const answer = z.object({ counted: z.boolean() });
const sentKey = (exampleId: number) => `example-viewed:${exampleId}`;

export function recordExampleView(exampleId: number): void {
  try {
    if (sessionStorage.getItem(sentKey(exampleId))) return;
    sessionStorage.setItem(sentKey(exampleId), '1');
  } catch {
    // No session storage (private mode, blocked): the server's window per address still keeps reloads out.
  }
  request(answer, `/example/${exampleId}/view`, { method: 'POST' }).catch(() => {});
}
