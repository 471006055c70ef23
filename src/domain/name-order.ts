/**
 * Names in Dutch order (spec §7: lists sorted by name) without ICU for the names the catalogue has. The first
 * `localeCompare(…, 'nl')` or `Intl.Collator('nl')` of a page loads ICU's collation data: 99 ms of self time in
 * the category sort on the throttled phone's shared link, before the plan's first frame (bench/open-profile.ts,
 * BENCH_MOBILE=1, 1 item, load 7.6); ~9-10 ms in a fresh Node, where a warm sort of the 137 product names
 * takes 0.1 ms. For names of printable ASCII this gives what ICU's root collation (which 'nl' uses untailored)
 * gives: characters by their primary weight (space, punctuation and symbols in ICU's order, digits, letters
 * ignoring case), then at the first difference in case lower before upper; name-order.test.ts compares it with
 * localeCompare on random strings. Any other character (accents, controls) falls back to ICU for that pair.
 */
const ASCII_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz';

/** Primary rank per ASCII code; -1: not printable ASCII (ICU decides). Upper-case letters rank as lower-case. */
const RANK = new Int16Array(128).fill(-1);
for (let i = 0; i < ASCII_ORDER.length; i++) RANK[ASCII_ORDER.charCodeAt(i)] = i;
for (let code = 65; code <= 90; code++) RANK[code] = RANK[code + 32];

let collator: Intl.Collator | null = null;
function icu(a: string, b: string): number {
  collator ??= new Intl.Collator('nl');
  return collator.compare(a, b);
}

const rank = (code: number) => (code < 128 ? RANK[code] : -1);
const isLower = (code: number) => code >= 97 && code <= 122;

/** Negative when `a` sorts before `b` in Dutch, positive after, 0 when equal; as `a.localeCompare(b, 'nl')`. */
export function compareNames(a: string, b: string): number {
  const shared = Math.min(a.length, b.length);
  let byCase = 0;
  for (let i = 0; i < shared; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    const ra = rank(ca);
    const rb = rank(cb);
    if (ra < 0 || rb < 0) return icu(a, b);
    // The first difference in primary weight decides, whatever follows.
    if (ra !== rb) return ra < rb ? -1 : 1;
    if (byCase === 0 && ca !== cb) byCase = isLower(ca) ? -1 : 1;
  }
  const longer = a.length > b.length ? a : b;
  // What the longer one has beyond the shorter is printable ASCII, none of it ignorable: it sorts after.
  for (let i = shared; i < longer.length; i++) if (rank(longer.charCodeAt(i)) < 0) return icu(a, b);
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return byCase;
}
