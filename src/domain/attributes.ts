/**
 * Configuration <-> quote attributes (spec §3 'Quote attributes'): each attribute is `{ key, type, value }`
 * with the spec's keys; values travel as strings — JSON-encoded for structures, decimal for the integer
 * keys (selectedHouse, selectedRoofProduct (0 if none), the roof racks, fromExample). The round trip
 * attributesToConfiguration(configurationToAttributes(c)).configuration deep-equals c (property-tested).
 *
 * The configuration's loose products travel in quoteLooseProducts (spec 'Loose product' records: id,
 * description, price, amount, total), since the spec has no separate key for them.
 */
import { z } from 'zod/mini';
import { configurationSchema, type Configuration } from './configuration';
import type { QuoteLine, QuoteLooseProduct } from './pricing/types';

export const attributeKeys = [
  'quoteLines', 'quoteLooseProducts', 'fromExample', 'fromDealerToken', 'enableCategories', 'options', 'walls',
  'gables', 'selectedFoundations', 'furnitureProducts', 'lightStreetProducts', 'selectedRoofProduct',
  'selectedFacadeCladdingProducts', 'selectedRoofRackProductFront', 'selectedRoofRackProductBehind',
  'colorSettings', 'variations', 'selectedHouse',
] as const;
export type AttributeKey = (typeof attributeKeys)[number];
export type AttributeType = 'json' | 'integer' | 'string';

export interface QuoteAttribute {
  key: AttributeKey;
  type: AttributeType;
  value: string;
}

/** What a quote carries besides the design: its lines, loose products and where it came from. */
export interface AttributeMeta {
  quoteLines: QuoteLine[];
  quoteLooseProducts: QuoteLooseProduct[];
  /** The example configuration this design was copied from; null when none (or organisations 1 and 2). */
  fromExample: number | null;
  /** The dealer token the visitor carried; null when none. */
  fromDealerToken: string | null;
}

const INTEGER_KEYS = new Set<AttributeKey>(['fromExample', 'selectedRoofProduct', 'selectedRoofRackProductFront', 'selectedRoofRackProductBehind', 'selectedHouse']);
const STRING_KEYS = new Set<AttributeKey>(['fromDealerToken']);

export function attributeType(key: AttributeKey): AttributeType {
  return INTEGER_KEYS.has(key) ? 'integer' : STRING_KEYS.has(key) ? 'string' : 'json';
}

/** The attributes of a design (and of its quote, when `meta` is given), in the spec's key order. */
export function configurationToAttributes(configuration: Configuration, meta: Partial<AttributeMeta> = {}): QuoteAttribute[] {
  const priced = new Map((meta.quoteLooseProducts ?? []).map((p) => [p.id, p]));
  const looseProducts: QuoteLooseProduct[] = configuration.looseProducts.map(({ productId, amount }) => {
    const known = priced.get(productId);
    const price = known?.price ?? 0;
    return { id: productId, description: known?.description ?? '', price, amount, total: price * amount };
  });
  const values: Record<AttributeKey, unknown> = {
    quoteLines: meta.quoteLines ?? [],
    quoteLooseProducts: looseProducts,
    fromExample: meta.fromExample ?? null,
    fromDealerToken: meta.fromDealerToken ?? null,
    enableCategories: configuration.enableCategories,
    options: configuration.options,
    walls: configuration.walls,
    gables: configuration.gables,
    selectedFoundations: configuration.selectedFoundations,
    furnitureProducts: configuration.furnitureProducts,
    lightStreetProducts: configuration.lightStreetProducts,
    selectedRoofProduct: configuration.selectedRoofProduct,
    selectedFacadeCladdingProducts: configuration.selectedFacadeCladdingProducts,
    selectedRoofRackProductFront: configuration.selectedRoofRackProductFront,
    selectedRoofRackProductBehind: configuration.selectedRoofRackProductBehind,
    colorSettings: configuration.colorSettings,
    variations: configuration.variations,
    selectedHouse: configuration.selectedHouse,
  };
  return attributeKeys.map((key) => {
    const type = attributeType(key);
    const value = values[key];
    return { key, type, value: type === 'json' ? JSON.stringify(value) : value === null ? '' : String(value) };
  });
}

/** A stored attribute list that does not decode to a valid design. */
export class AttributeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AttributeError';
  }
}

const looseRecordSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  description: z._default(z.string(), ''),
  price: z._default(z.number().check(z.int()), 0),
  costPrice: z.optional(z.number().check(z.int())),
  amount: z.number().check(z.int()),
  total: z._default(z.number().check(z.int()), 0),
  totalCost: z.optional(z.number().check(z.int())),
});

function decodeValue(key: AttributeKey, raw: unknown): unknown {
  const type = attributeType(key);
  if (type === 'json') {
    if (typeof raw !== 'string') return raw;
    try {
      return JSON.parse(raw);
    } catch {
      throw new AttributeError(`Attribuut ${key}: geen geldige JSON / attribute ${key}: invalid JSON`);
    }
  }
  if (raw === null || raw === undefined || raw === '') return null;
  if (type === 'string') return String(raw);
  const number = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isInteger(number)) throw new AttributeError(`Attribuut ${key}: geen geheel getal / attribute ${key}: not an integer`);
  return number;
}

/**
 * The design and quote meta stored in attributes. Unknown keys are ignored, missing keys take the
 * configuration's defaults; anything malformed throws an AttributeError naming the key.
 */
export function attributesToConfiguration(attributes: readonly { key: string; type?: string; value: unknown }[]): { configuration: Configuration; meta: AttributeMeta } {
  const values = new Map<AttributeKey, unknown>();
  const known = new Set<string>(attributeKeys);
  for (const attribute of attributes) {
    if (known.has(attribute.key)) values.set(attribute.key as AttributeKey, decodeValue(attribute.key as AttributeKey, attribute.value));
  }
  const looseParsed = z.array(looseRecordSchema).safeParse(values.get('quoteLooseProducts') ?? []);
  if (!looseParsed.success) throw new AttributeError(`Attribuut quoteLooseProducts: ${looseParsed.error.issues[0]?.message ?? 'ongeldig'}`);
  const input: Record<string, unknown> = { looseProducts: looseParsed.data.map((p) => ({ productId: p.id, amount: p.amount })) };
  for (const key of attributeKeys) {
    if (key === 'quoteLines' || key === 'quoteLooseProducts' || key === 'fromExample' || key === 'fromDealerToken') continue;
    const value = values.get(key);
    if (value !== undefined && value !== null) input[key] = value;
  }
  const parsed = configurationSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AttributeError(`Attribuut ${String(issue?.path[0] ?? '?')}: ${issue?.message ?? 'ongeldig'}`);
  }
  const quoteLines = values.get('quoteLines') ?? [];
  if (!Array.isArray(quoteLines)) throw new AttributeError('Attribuut quoteLines: geen lijst / not a list');
  const fromExample = values.get('fromExample');
  const fromDealerToken = values.get('fromDealerToken');
  return {
    configuration: parsed.data,
    meta: {
      quoteLines: quoteLines as QuoteLine[],
      quoteLooseProducts: looseParsed.data as QuoteLooseProduct[],
      fromExample: typeof fromExample === 'number' ? fromExample : null,
      fromDealerToken: typeof fromDealerToken === 'string' ? fromDealerToken : null,
    },
  };
}
