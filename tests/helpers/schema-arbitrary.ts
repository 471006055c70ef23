/**
 * fast-check arbitraries from a route's zod schema (through z.toJSONSchema): mostly values of the right shape,
 * with hostile leaves mixed in (wrong types, huge and odd unicode strings, negative, huge and fractional
 * numbers, injection-looking text), missing required fields and extra fields, and now and then any JSON at
 * all. Shape-correct values get past validation, so the handlers behind it are fuzzed too, not only the
 * validator.
 */
import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; enum?: unknown[];
  const?: unknown; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[]; $ref?: string; $defs?: Record<string, JsonSchema>;
  minimum?: number; maximum?: number; minLength?: number; maxLength?: number; format?: string; pattern?: string;
  additionalProperties?: boolean | JsonSchema; prefixItems?: JsonSchema[];
};

export function toJsonSchema(schema: unknown): JsonSchema | null {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return null;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Issue 24 §4's boundaries: numbers as text (query strings carry text), NUL, lone surrogates, 100 kB. */
export const boundaryStrings = ['0', '-1', '2147483647', '2147483648', '9007199254740992', '1e20', '99999999999999999999', 'NaN', 'Infinity', '1e3',
  'a\u0000b', '\ud800', 'x\udc00', 'x'.repeat(100_000)];

export const hostileStrings = [
  ...boundaryStrings, '', ' ', 'x'.repeat(20_000), '😀🏡👨‍👩‍👧'.repeat(50), '\u0000', '\u202e\u200b', "'; DROP TABLE quotes; --", '" OR 1=1 --', '%00', '../../etc/passwd',
  '<script>alert(1)</script>', '{"$gt":""}', 'NaN', '-1', '1e309', '00000000-0000-0000-0000-000000000000', 'null', 'ÿ\uffff\ud800',
];
const hostileNumbers = [-1, 0, 2147483647, -2147483649, 2147483648, 2 ** 40, 9007199254740991, 2 ** 53, -9007199254740991, 1e20, 1e308, -1e308, 0.5, 1.0000001];

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...hostileStrings, ...hostileNumbers, null, true, false, [], {}, [[[]]], { a: { b: { c: 1 } } }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

function stringOf(schema: JsonSchema, boundaryWeight: number): fc.Arbitrary<unknown> {
  if (schema.format === 'email') return fc.constantFrom('jan@example.nl', 'a@b.co', 'x@y');
  if (schema.format === 'date-time') return fc.constantFrom(new Date(0).toISOString(), '2026-01-01T00:00:00Z', '9999-12-31T23:59:59Z');
  if (schema.format === 'date') return fc.constantFrom('2026-01-01', '1900-02-30');
  const max = Math.min(schema.maxLength ?? 30, 60);
  const min = Math.min(schema.minLength ?? 0, max);
  return fc.oneof({ arbitrary: fc.string({ minLength: min, maxLength: max }), weight: 2 }, { arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: max }), weight: 2 },
    { arbitrary: fc.stringMatching(/^[0-9]{1,6}$/), weight: 2 }, { arbitrary: fc.constantFrom(...boundaryStrings), weight: boundaryWeight });
}

function numberOf(schema: JsonSchema, integer: boolean, boundaryWeight: number): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? -100;
  const max = schema.maximum ?? Math.max(min + 1000, 1000);
  const lo = Math.max(min, -1e9);
  const hi = Math.min(max, 1e9);
  const inRange = integer ? fc.integer({ min: Math.ceil(lo), max: Math.floor(Math.max(lo, hi)) }) : fc.double({ min: lo, max: Math.max(lo, hi), noNaN: true });
  // The schema's own bounds and one past them, beside the usual range.
  const edges = [schema.minimum, schema.maximum, schema.minimum !== undefined ? schema.minimum - 1 : -1, schema.maximum !== undefined ? schema.maximum + 1 : 2 ** 31]
    .filter((n): n is number => n !== undefined && Number.isFinite(n));
  return fc.oneof({ arbitrary: inRange, weight: 4 }, { arbitrary: fc.constantFrom(...edges), weight: boundaryWeight });
}

export interface ArbitraryOptions {
  /** Weight of a hostile value instead of a well-shaped one at each leaf (default 1 against 5). */
  hostileWeight?: number;
  /** Weight of a boundary value (a bound and one past it, NUL, 100 kB…) among well-shaped numbers and strings (default 1). */
  boundaryWeight?: number;
}

export function arbitraryFor(schema: JsonSchema | null, options: ArbitraryOptions = {}, root: JsonSchema | null = schema, depth = 0): fc.Arbitrary<unknown> {
  const hostileWeight = options.hostileWeight ?? 1;
  if (!schema || depth > 7) return fc.oneof(hostile, fc.constant(undefined));
  const shaped = shapedFor(schema, options, root, depth);
  return fc.oneof({ arbitrary: shaped, weight: 5 }, { arbitrary: hostile, weight: hostileWeight });
}

function shapedFor(schema: JsonSchema, options: ArbitraryOptions, root: JsonSchema | null, depth: number): fc.Arbitrary<unknown> {
  const next = (inner: JsonSchema | undefined) => arbitraryFor(inner ?? null, options, root, depth + 1);
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return depth > 5 ? fc.constant(null) : next(root?.$defs?.[name] ?? (schema.$ref === '#' ? root ?? undefined : undefined));
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((inner) => shapedFor(inner, options, root, depth + 1)));
  if (schema.allOf?.length) return shapedFor(Object.assign({}, ...schema.allOf), options, root, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': return stringOf(schema, options.boundaryWeight ?? 1);
    case 'integer': return numberOf(schema, true, options.boundaryWeight ?? 1);
    case 'number': return numberOf(schema, false, options.boundaryWeight ?? 1);
    case 'boolean': return fc.boolean();
    case 'null': return fc.constant(null);
    case 'array':
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((inner) => next(inner)));
      return fc.array(next(schema.items), { maxLength: depth > 2 ? 2 : 4 });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(properties);
      if (entries.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), next(undefined), { maxKeys: 3 });
      // Required fields are usually there (sometimes dropped), optional ones sometimes; now and then an extra one.
      const fields = entries.map(([key, inner]) =>
        fc.tuple(fc.constant(key), next(inner), fc.integer({ min: 0, max: 9 })).map(([k, v, dice]) =>
          (required.has(k) ? dice > 0 : dice > 4) ? [[k, v] as const] : []));
      return fc.tuple(fc.tuple(...fields), fc.option(fc.tuple(fc.string({ maxLength: 10 }), hostile), { freq: 5 }))
        .map(([chosen, extra]) => {
          const out: Record<string, unknown> = Object.fromEntries(chosen.flat().filter(([, v]) => v !== undefined));
          if (extra) out[extra[0]] = extra[1];
          return out;
        });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Query strings carry text only: every value is sent as its string form (arrays as repeated keys). */
export function queryString(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const params = new URLSearchParams();
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    for (const one of Array.isArray(item) ? item : [item]) {
      if (one !== undefined) params.append(key, typeof one === 'object' ? JSON.stringify(one) : String(one));
    }
  }
  return params.toString();
}
