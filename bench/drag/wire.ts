/**
 * What went over the wire for each request of a page, from CDP's Network events: when the page asked for it and
 * when its last byte came (ms after the document's request), its bytes on the wire, its content encoding and the
 * connection it used. Resource Timing gives none of the encodings, and its start hides a request's wait for a
 * connection; bench/open-waterfall.ts prints these beside the app's marks.
 */
import type { CDPSession } from 'playwright-core';

export interface WireRequest { url: string; askedMs: number; sentMs: number | null; headersMs: number | null; doneMs: number | null; bytes: number; encoding: string; connection: number | null; acceptEncoding: string }

interface Seen { url: string; asked: number; sent: number | null; headers: number | null; done: number | null; bytes: number; encoding: string; connection: number | null; acceptEncoding: string }

/** Starts recording `cdp`'s page (Network must be enabled, as emulateMobile does); `read()` answers the requests so far. */
export async function recordWire(cdp: CDPSession): Promise<{ read: () => WireRequest[] }> {
  await cdp.send('Network.enable');
  const byId = new Map<string, Seen>();
  let origin: number | null = null;
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; timestamp: number; type?: string; request: { url: string } }) => {
    if (origin === null && e.type === 'Document') origin = e.timestamp;
    byId.set(e.requestId, { url: e.request.url, asked: e.timestamp, sent: null, headers: null, done: null, bytes: 0, encoding: '', connection: null, acceptEncoding: '' });
  });
  cdp.on('Network.requestWillBeSentExtraInfo', (e: { requestId: string; headers: Record<string, string> }) => {
    const seen = byId.get(e.requestId);
    if (seen) seen.acceptEncoding = e.headers['Accept-Encoding'] ?? e.headers['accept-encoding'] ?? '';
  });
  cdp.on('Network.responseReceived', (e: { requestId: string; response: { connectionId: number; headers: Record<string, string>; timing?: { requestTime: number; sendStart: number; receiveHeadersEnd: number } } }) => {
    const seen = byId.get(e.requestId);
    if (!seen) return;
    // When the request went out on its connection (after any wait for one) and its headers came back.
    const timing = e.response.timing;
    if (timing && timing.sendStart >= 0) seen.sent = timing.requestTime + timing.sendStart / 1000;
    if (timing && timing.receiveHeadersEnd >= 0) seen.headers = timing.requestTime + timing.receiveHeadersEnd / 1000;
    seen.connection = e.response.connectionId;
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    seen.encoding = headers['content-encoding'] ?? 'identity';
  });
  cdp.on('Network.loadingFinished', (e: { requestId: string; timestamp: number; encodedDataLength: number }) => {
    const seen = byId.get(e.requestId);
    if (!seen) return;
    seen.done = e.timestamp;
    seen.bytes = e.encodedDataLength;
  });
  const ms = (t: number) => Math.round((t - (origin ?? t)) * 1000);
  return {
    read: () => [...byId.values()].map((s) => ({
      url: s.url, askedMs: ms(s.asked), sentMs: s.sent === null ? null : ms(s.sent), headersMs: s.headers === null ? null : ms(s.headers), doneMs: s.done === null ? null : ms(s.done), bytes: s.bytes, encoding: s.encoding,
      connection: s.connection, acceptEncoding: s.acceptEncoding,
    })),
  };
}
