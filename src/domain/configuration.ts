/**
 * The design state (spec §3 'Configuration'), as stored in quote attributes and passed to pricing.
 * Ids refer to catalogue records: `product` and `*Product` are product ids, `*ColorId` colour ids,
 * `spaceId` a leaf (sub-)space id, `gableSpaceId` a gable space id, pillar keys pillar ids.
 */
import { z } from 'zod';
import { LINE_CATEGORIES, LINE_CATEGORIES_ENABLED_BY_DEFAULT, type LineCategory } from './constants';

const id = z.number().int().positive();
const colorRef = id.nullable().default(null);

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
  rotated: z.boolean().default(false),
  brushedColorId: colorRef,
});
export const placedItemSchema = z.object({
  index: z.number().int().nonnegative(),
  x: z.number().finite(),
  y: z.number().finite(),
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  product: id,
  brushedColorId: colorRef,
});
export const looseProductSchema = z.object({ productId: id, amount: z.number().int().positive() });

export const selectedFoundationsSchema = z.object({
  foundationWall: id.optional(),
  foundationBase: id.optional(),
  fastFoundation: id.optional(),
});

export const colorSettingsSchema = z.object({
  houseColor: colorRef,
  /** Keyed by pillar id (as a string, since it travels as JSON). */
  pillarColor: z.record(z.string(), id).default({}),
});

const enableCategoriesSchema = z.record(z.enum(LINE_CATEGORIES as [LineCategory, ...LineCategory[]]), z.boolean());

export const configurationSchema = z.object({
  selectedHouse: id,
  walls: z.array(wallSchema).default([]),
  gables: z.array(gableSchema).default([]),
  options: z.array(optionSchema).default([]),
  /** Chosen space-variant index per space id (absent means 0). */
  variations: z.record(z.string(), z.number().int().nonnegative()).default({}),
  furnitureProducts: z.array(placedItemSchema).default([]),
  lightStreetProducts: z.array(placedItemSchema).default([]),
  colorSettings: colorSettingsSchema.default({ houseColor: null, pillarColor: {} }),
  /** 0 when no roof covering is chosen. */
  selectedRoofProduct: z.number().int().nonnegative().default(0),
  selectedFacadeCladdingProducts: z.array(id).default([]),
  selectedRoofRackProductFront: z.number().int().nonnegative().default(0),
  selectedRoofRackProductBehind: z.number().int().nonnegative().default(0),
  selectedFoundations: selectedFoundationsSchema.default({}),
  enableCategories: enableCategoriesSchema.default(defaultEnableCategories()),
  looseProducts: z.array(looseProductSchema).default([]),
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
