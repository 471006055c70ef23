/**
 * Personal data out of error reports (server and browser share this): fields that name people, addresses,
 * contact details, passwords or tokens are dropped wherever they appear, and e-mail addresses, bearer tokens,
 * JWTs and phone numbers inside any text are masked. Reports keep what helps debugging: route, status,
 * request id, the error's type and stack.
 */
const PERSONAL_KEYS = /^(password|pass|token|idtoken|secret|authorization|cookie|cookies|email|e-?mailadres|to|cc|bcc|replyto|reply_to|phone|telephone|telefoon|mobile|firstname|lastname|middlename|name|street|streetname|housenumber|zipcode|postcode|city|address|addresses|note|ip_address|ip|data|query_string|user|headers)$/i;

/** Set by the reporter or the SDK, never from user input: kept as they are (a request id is no phone number). */
const KEPT_KEYS = /^(tags|stacktrace|event_id|timestamp|start_timestamp|sdk|release|environment|level|platform)$/;

const MASKS: [RegExp, string][] = [
  [/[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi, '[e-mail]'],
  [/Bearer\s+[\w.~+/=-]+/gi, 'Bearer [token]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[token]'],
  [/\+?\d[\d\s().-]{8,}\d/g, '[telefoon]'],
];

export function scrubText(text: string): string {
  return MASKS.reduce((out, [pattern, mask]) => out.replace(pattern, mask), text);
}

export function scrub<T>(value: T, depth = 0): T {
  if (depth > 12) return value;
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (PERSONAL_KEYS.test(key)) continue;
      out[key] = KEPT_KEYS.test(key) ? item : scrub(item, depth + 1);
    }
    return out as T;
  }
  return value;
}
