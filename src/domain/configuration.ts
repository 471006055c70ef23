/**
 * The design state (spec §3 'Configuration'), as stored in quote attributes and passed to pricing.
 * Ids refer to catalogue records: `product` and `*Product` are product ids, `*ColorId` colour ids,
 * `spaceId` a leaf (sub-)space id, `gableSpaceId` a gable space id, pillar keys pillar ids.
 */
import { z } from 'zod/mini';
import { LINE_AMOUNT_MAX, LINE_CATEGORIES, LINE_CATEGORIES_ENABLED_BY_DEFAULT, MAX_ID, type LineCategory } from './constants';

/** A catalogue id: 1..MAX_ID (past it no record can exist; issue 24 §4). */
const id = z.number().check(z.int(), z.positive(), z.lte(MAX_ID));
const colorRef = z._default(z.nullable(id), null);

export const wallFills = ['start', 'end', 'both'] as const;
export type WallFill = (typeof wallFills)[number];
export const optionAligns = ['left', 'center', 'right'] as const;
export type OptionAlign = (typeof optionAligns)[number];
export const gableAligns = ['start', 'end'] as const;
export const rotations = [0, 90, 180, 270] as const;
export type Rotation = (typeof rotations)[number];

export const wallSchema = z.object({ spaceId: id, fill: z.enum(wallFills), product: id, brushedColorId: colorRef });
export const gableSchema = z.object({ gableSpaceId: id, align: z.enum(gableAligns), product: id, brushedColorId: colorRef });
export const optionSchema = z.object({
  spaceId: id,
  align: z.enum(optionAligns),
  product: id,
  /** A mirror (hinge side), not a 90° turn. */
  rotated: z._default(z.boolean(), false),
  brushedColorId: colorRef,
});
export const placedItemSchema = z.object({
  index: z.number().check(z.int(), z.nonnegative()),
  x: z.number(),
  y: z.number(),
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  product: id,
  brushedColorId: colorRef,
});
export const looseProductSchema = z.object({ productId: id, amount: z.number().check(z.int(), z.positive(), z.lte(LINE_AMOUNT_MAX)) });

export const selectedFoundationsSchema = z.object({
  foundationWall: z.optional(id),
  foundationBase: z.optional(id),
  fastFoundation: z.optional(id),
});

export const colorSettingsSchema = z.object({
  houseColor: colorRef,
  /** Keyed by pillar id (as a string, since it travels as JSON). */
  pillarColor: z._default(z.record(z.string(), id), {}),
});

const enableCategoriesSchema = z.record(z.enum(LINE_CATEGORIES as [LineCategory, ...LineCategory[]]), z.boolean());

export const configurationSchema = z.object({
  selectedHouse: id,
  walls: z._default(z.array(wallSchema), []),
  gables: z._default(z.array(gableSchema), []),
  options: z._default(z.array(optionSchema), []),
  /** Chosen space-variant index per space id (absent means 0). */
  variations: z._default(z.record(z.string(), z.number().check(z.int(), z.nonnegative())), {}),
  furnitureProducts: z._default(z.array(placedItemSchema), []),
  lightStreetProducts: z._default(z.array(placedItemSchema), []),
  colorSettings: z._default(colorSettingsSchema, { houseColor: null, pillarColor: {} }),
  /** 0 when no roof covering is chosen. */
  selectedRoofProduct: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  selectedFacadeCladdingProducts: z._default(z.array(id), []),
  selectedRoofRackProductFront: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  selectedRoofRackProductBehind: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  selectedFoundations: z._default(selectedFoundationsSchema, {}),
  enableCategories: z._default(enableCategoriesSchema, defaultEnableCategories()),
  looseProducts: z._default(z.array(looseProductSchema), []),
});
export type Configuration = z.infer<typeof configurationSchema>;
export type ConfigurationInput = z.input<typeof configurationSchema>;
export type Wall = z.infer<typeof wallSchema>;
export type Gable = z.infer<typeof gableSchema>;
export type PlacedOption = z.infer<typeof optionSchema>;
export type PlacedItem = z.infer<typeof placedItemSchema>;

export function defaultEnableCategories(): Record<LineCategory, boolean> {
  return Object.fromEntries(LINE_CATEGORIES.map((c) => [c, LINE_CATEGORIES_ENABLED_BY_DEFAULT.includes(c)])) as Record<LineCategory, boolean>;
}

/** An empty design on the given house. */
export function emptyConfiguration(houseId: number): Configuration {
  return configurationSchema.parse({ selectedHouse: houseId });
}
