/**
 * No secret in a log line (issue 24 §6): request URLs carry quote secrets (/quote/unauthorized/{id}/{org}/{secret},
 * the customer's quote link), reset links (/wachtwoord-veranderen/{secret}), dealer share tokens, and a login
 * redirect can hold any of these percent-encoded. The request serializer logs the URL with those parts replaced;
 * pino's redact removes credentials from any logged object (headers, bodies a handler might log).
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** A path prefix and how many segments after it are not secret; the segment after those is. */
const SECRET_SEGMENTS: [RegExp, string][] = [
  [/(\/quote\/unauthorized\/[^/?#]+\/[^/?#]+\/)[^/?#]+/gi, `$1${REDACTED}`],
  [/(\/auth\/organization\/external\/)[^/?#]+/gi, `$1${REDACTED}`],
  [/(\/wachtwoord-veranderen\/)[^/?#]+/gi, `$1${REDACTED}`],
  [/(\/klant-offerte\/[^/?#]+\/[^/?#]+\/)[^/?#]+/gi, `$1${REDACTED}`],
  [/(\/maak-ontwerp\/[^/?#]+\/[^/?#]+\/)[^/?#]+/gi, `$1${REDACTED}`],
  [/(\/maak-ontwerp-via-offerte\/[^/?#]+\/)[^/?#]+/gi, `$1${REDACTED}`],
];
const SECRET_QUERY = /([?&][^=&#]*(?:token|secret|password|signature|key|code)[^=&#]*=)[^&#]*/gi;

/** The URL with every secret part replaced; an encoded redirect is decoded first so its secrets are found too. */
export function redactUrl(url: string): string {
  let text = url;
  if (/%2f/i.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch {
      // Not decodable: matched as it is.
    }
  }
  for (const [pattern, replacement] of SECRET_SEGMENTS) text = text.replace(pattern, replacement);
  return text.replace(SECRET_QUERY, `$1${REDACTED}`);
}

/** Fastify's default request serializer, with the URL redacted. */
export function redactedRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Paths pino blanks in every logged object. */
export const redactPaths = [
  'req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie',
  '*.password', '*.idToken', '*.secret', '*.token', 'body.password', 'body.secret',
];
