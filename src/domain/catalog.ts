/**
 * The product catalogue as the spec describes it (§3, Product, House, House layout, Product category, Color,
 * Global side, Global settings, FAQ). These schemas are the contract between the seed data in
 * `assets/catalog/`, the product API and the editor core: one definition, parsed at every boundary.
 *
 * Units: lengths in millimetres, money in integer euro cents including 21% VAT, angles in degrees.
 */
import { z } from 'zod';

export const productTypes = [
  'house', 'window', 'door', 'gable', 'gableRotated', 'wallModule', 'fenceModule', 'looseProduct',
  'looseMaterialProduct', 'colorProduct', 'placePackage', 'roof', 'roofRack', 'optionPackage', 'foundationWall',
  'foundationBase', 'fastFoundation', 'material', 'furniture', 'color',
] as const;
export type ProductType = (typeof productTypes)[number];

export const rotationPoints = ['top', 'middle', 'bottom', 'left', 'right', 'none'] as const;
/** How a wall module is finished: cladding outside only, both faces, or glass. */
export const wallTypes = ['outside', 'inside', 'insideAndOutside', 'glass', 'open'] as const;
export const categoryTypes = ['roof', 'roofRack', 'optionPackage', 'furniture', 'light_street', 'facadeCladding',
  'foundation', 'wall', 'option', 'gable', 'color', 'looseProduct', 'house'] as const;
export const roofTypes = ['flat', 'leanTo', 'gable'] as const;
export type RoofType = (typeof roofTypes)[number];

const id = z.number().int().positive();
const cents = z.number().int();
const mm = z.number().int();

/** Product info entries: typed media or key/value text (spec: size step, info popover). */
export const infoEntrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('media'), title: z.string(), originalUrl: z.string(), mediaType: z.enum(['image', 'video', 'pdf']) }),
  z.object({ type: z.literal('string'), key: z.string(), value: z.string() }),
]);
export type InfoEntry = z.infer<typeof infoEntrySchema>;

/**
 * A product side variant (ARCHITECTURE §3 reading 1): the product exists for this global side (and house),
 * at this price.
 */
export const sideVariationSchema = z.object({
  sideId: id,
  houseId: id.optional(),
  houseIds: z.array(id).optional(),
  fromGround: mm.optional(),
  price: cents,
  costPrice: cents,
});
export type SideVariation = z.infer<typeof sideVariationSchema>;

export const spaceDirections = ['horizontal', 'vertical'] as const;
export const spacePositions = ['left', 'top', 'bottom', 'right', 'center-horizontal', 'center-vertical'] as const;

/** One sub-space of a space variant. Leaf ids are unique within a house. */
export const subSpaceSchema = z.object({
  id,
  globalSideId: id,
  length: mm,
  disabled: z.boolean().default(false),
});
export type SubSpace = z.infer<typeof subSpaceSchema>;

/**
 * A wall span between two pillars. (x, y) is its start in plan coordinates (mm, origin at the house's
 * top-left outer corner, y pointing to the front); it runs `length` mm along `direction`.
 * `variants[0]` is the default split; an unsplit space has one sub-space that reuses the space's id.
 */
export const spaceSchema = z.object({
  id,
  x: mm,
  y: mm,
  length: mm,
  direction: z.enum(spaceDirections),
  position: z.enum(spacePositions),
  variants: z.array(z.object({ name: z.string(), subSpaces: z.array(subSpaceSchema).min(1) })).min(1),
});
export type Space = z.infer<typeof spaceSchema>;

export const pillarSchema = z.object({
  id,
  x: mm,
  y: mm,
  type: z.enum(['default', 'other']).default('default'),
  /** Exists only when the named space uses the named variant (a middle post of a split). */
  emptyByDefault: z.boolean().default(false),
  requiredBy: z.object({ spaceId: id, variant: z.number().int().nonnegative() }).optional(),
});
export type Pillar = z.infer<typeof pillarSchema>;

/** The triangle of a pitched roof above an end wall; `rise` is its height at the ridge. */
export const gableSpaceSchema = z.object({
  id,
  spaceId: id,
  x: mm,
  y: mm,
  length: mm,
  direction: z.enum(spaceDirections),
  rise: mm,
});
export type GableSpace = z.infer<typeof gableSpaceSchema>;

export const joistSchema = z.object({ id, x: mm, y: mm, length: mm, direction: z.enum(spaceDirections) });
export type Joist = z.infer<typeof joistSchema>;

export const houseLayoutSchema = z.object({
  spaces: z.array(spaceSchema).min(1),
  pillars: z.array(pillarSchema),
  gableSpaces: z.array(gableSpaceSchema),
  joists: z.array(joistSchema),
});
export type HouseLayout = z.infer<typeof houseLayoutSchema>;

/** The house-only fields of a product with productType 'house'. */
export const houseSpecSchema = z.object({
  /** Outer size of the frame in plan, mm. */
  width: mm,
  length: mm,
  /** Height of the walls at the eaves (front for lean-to), mm. */
  height: mm,
  roofType: z.enum(roofTypes),
  /** Roof pitch in degrees (0 for flat). */
  roofPitch: z.number().min(0).max(60),
  /** Roof overhang beyond the frame on every side, mm. */
  overhang: mm,
  joistProduct: id.nullable(),
  joistProductOnlyOnSplitted: id.nullable(),
  joistProductAlways: id.nullable(),
  pillarProduct: id.nullable(),
  pillarWallProduct: id.nullable(),
  thicknessPillarRoof: mm,
  thicknessMastRoof: mm.default(65),
  layout: houseLayoutSchema,
  settings: z.record(z.string(), z.string()).default({}),
});
export type HouseSpec = z.infer<typeof houseSpecSchema>;

export const productSchema = z.object({
  id,
  name: z.string().min(1),
  sku: z.string().min(1),
  description: z.string().default(''),
  type: z.string().default('product'),
  productType: z.enum(productTypes),
  width: mm.nullable().default(null),
  length: mm.nullable().default(null),
  height: mm.nullable().default(null),
  price: cents,
  subtractPrice: cents.default(0),
  costPrice: cents,
  colorId: id.nullable().default(null),
  extraColorId2: id.nullable().default(null),
  extraColorId3: id.nullable().default(null),
  /** The 'colorProduct' that prices a colour surcharge (brush line) on this product. */
  colorProductId: id.nullable().default(null),
  /** The 'placePackage' product that prices placing this product (placement lines). */
  placementProductId: id.nullable().default(null),
  rotatedGableProduct: id.nullable().default(null),
  imageUrl: z.string().nullable().default(null),
  imageDetailUrl: z.string().nullable().default(null),
  coloredImageUrl: z.string().nullable().default(null),
  categories: z.array(z.object({ id, order: z.number().int().default(100) })).default([]),
  variations: z.array(sideVariationSchema).default([]),
  objectUrl: z.string().nullable().default(null),
  fromGround: mm.nullable().default(null),
  canPlaceFoundationBelowThisItem: z.boolean().default(false),
  canPlaceItemsInThisItem: z.boolean().default(false),
  controlPackage: z.boolean().default(false),
  wallType: z.enum(wallTypes).nullable().default(null),
  rotationPoint: z.enum(rotationPoints).default('none'),
  productDependencyIds: z.array(id).default([]),
  entityType: z.string().default('product'),
  info: z.array(infoEntrySchema).default([]),
  test: z.boolean().default(false),
  disabledForHouses: z.array(id).default([]),
  availableColors: z.array(id).default([]),
  availableColorsWithoutPrice: z.array(id).default([]),
  defaultSelectedColor: id.nullable().default(null),
  putOnProduct: z.boolean().default(false),
  productsOrderedSeparately: z.array(id).default([]),
  /** Wall modules marked 'op maat' are made to measure on site (spec: editor behaviour). */
  madeToMeasure: z.boolean().default(false),
  /** For half wall and fence modules: they fill one half of a space ('start' or 'end' chosen by the click). */
  halfWall: z.boolean().default(false),
  /** Only for productType 'house'. */
  house: houseSpecSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;

export const categorySchema = z.object({
  id,
  parentCategoryId: z.number().int().nonnegative(),
  name: z.string().min(1),
  slug: z.string().min(1),
  description: z.string().default(''),
  imageUrl: z.string().nullable().default(null),
  color: z.string().nullable().default(null),
  order: z.number().int().default(100),
  test: z.boolean().default(false),
  showInConfigurator: z.boolean().default(false),
  categoryType: z.enum(categoryTypes).nullable().default(null),
  defaultSelectedProduct: id.nullable().default(null),
  disabledForHouses: z.array(id).default([]),
  /** The four info texts (Beschrijving, Afmetingen & specificaties, Levertijd, Transport & planning). */
  infoDescription: z.string().nullable().default(null),
  infoSpecifications: z.string().nullable().default(null),
  infoDeliveryTime: z.string().nullable().default(null),
  infoTransport: z.string().nullable().default(null),
  /** Overrides of the four tab names, in the same order; null keeps the default name. */
  infoTabNames: z.array(z.string().nullable()).length(4).nullable().default(null),
  info: z.array(infoEntrySchema).default([]),
  /** A category whose products are houses (the size step lists them). */
  houseCategory: z.boolean().default(false),
  placementPopup: z.boolean().default(false),
  productsOrderedSeparately: z.boolean().default(false),
});
export type Category = z.infer<typeof categorySchema>;
export type CategoryInput = z.input<typeof categorySchema>;

export const colorSchema = z.object({
  id,
  name: z.string().min(1),
  /** Render colour of the paint or stain, '#rrggbb'. */
  hex: z.string().regex(/^#[0-9a-f]{6}$/i),
  putOnProduct: z.boolean().default(false),
  imageUrl: z.string().nullable().default(null),
  repeatX: z.number().positive().default(1),
  repeatY: z.number().positive().default(1),
  isTransparent: z.boolean().default(false),
  sortOrder: z.number().int().default(100),
});
export type Color = z.infer<typeof colorSchema>;
export type ColorInput = z.input<typeof colorSchema>;

export const globalSideSchema = z.object({ id, name: z.string().min(1), width: mm });
export type GlobalSide = z.infer<typeof globalSideSchema>;

export const globalSettingsSchema = z.object({
  spaceBetweenOptions: mm.default(50),
  notification: z.string().default(''),
  notification2: z.string().default(''),
  notification3: z.string().default(''),
  imageUrlOwnDesign: z.string().default(''),
  imageUrlStartWithCode: z.string().default(''),
});
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

export const faqSchema = z.object({
  id,
  ordering: z.number().int().default(100),
  subject: z.object({ nl: z.string().min(1) }),
  items: z.object({ nl: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1) }),
});
export type Faq = z.infer<typeof faqSchema>;
export type FaqInput = z.input<typeof faqSchema>;

/** Everything the editor needs of the catalogue, as the configurator loads it. */
export interface Catalog {
  products: Product[];
  categories: Category[];
  colors: Color[];
  sides: GlobalSide[];
  settings: GlobalSettings;
}
