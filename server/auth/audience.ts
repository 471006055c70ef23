/**
 * The second line of defence for dealer-only figures (ARCHITECTURE §3 reading 9): whatever a route answers, a
 * caller without an organisation never receives a cost field. Services already leave cost out for them; this
 * rule catches what one forgets, so a missed strip fails closed.
 */
const DEALER_ONLY_KEYS = new Set(['costPrice', 'totalCost', 'totalCostPrice', 'costInclTax', 'cost']);

/** A copy of `value` without dealer-only keys at any depth; the value itself when it holds none. */
export function withoutDealerFields<T>(value: T): T {
  return strip(value) as T;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i += 1) {
      const next = strip(value[i]);
      if (next !== value[i]) {
        copy ??= value.slice();
        copy[i] = next;
      }
    }
    return copy ?? value;
  }
  if (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value)) return value;
  let copy: Record<string, unknown> | null = null;
  for (const [key, child] of Object.entries(value)) {
    if (DEALER_ONLY_KEYS.has(key)) {
      copy ??= { ...(value as Record<string, unknown>) };
      delete copy[key];
      continue;
    }
    const next = strip(child);
    if (next !== child) {
      copy ??= { ...(value as Record<string, unknown>) };
      copy[key] = next;
    }
  }
  return copy ?? value;
}
