/**
 * The product catalogue as the spec describes it (§3, Product, House, House layout, Product category, Color,
 * Global side, Global settings, FAQ). These schemas are the contract between the seed data in
 * `assets/catalog/`, the product API and the editor core: one definition, parsed at every boundary.
 *
 * Units: lengths in millimetres, money in integer euro cents including 21% VAT, angles in degrees.
 */
import { z } from 'zod/mini';

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

const id = z.number().check(z.int(), z.positive());
const cents = z.number().check(z.int());
const mm = z.number().check(z.int());

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
  houseId: z.optional(id),
  houseIds: z.optional(z.array(id)),
  fromGround: z.optional(mm),
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
  disabled: z._default(z.boolean(), false),
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
  variants: z.array(z.object({ name: z.string(), subSpaces: z.array(subSpaceSchema).check(z.minLength(1)) })).check(z.minLength(1)),
});
export type Space = z.infer<typeof spaceSchema>;

export const pillarSchema = z.object({
  id,
  x: mm,
  y: mm,
  type: z._default(z.enum(['default', 'other']), 'default'),
  /** Exists only when the named space uses the named variant (a middle post of a split). */
  emptyByDefault: z._default(z.boolean(), false),
  requiredBy: z.optional(z.object({ spaceId: id, variant: z.number().check(z.int(), z.nonnegative()) })),
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
  spaces: z.array(spaceSchema).check(z.minLength(1)),
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
  roofPitch: z.number().check(z.gte(0), z.lte(60)),
  /** Roof overhang beyond the frame on every side, mm. */
  overhang: mm,
  joistProduct: z.nullable(id),
  joistProductOnlyOnSplitted: z.nullable(id),
  joistProductAlways: z.nullable(id),
  pillarProduct: z.nullable(id),
  pillarWallProduct: z.nullable(id),
  thicknessPillarRoof: mm,
  thicknessMastRoof: z._default(mm, 65),
  layout: houseLayoutSchema,
  settings: z._default(z.record(z.string(), z.string()), {}),
});
export type HouseSpec = z.infer<typeof houseSpecSchema>;

export const productSchema = z.object({
  id,
  name: z.string().check(z.minLength(1)),
  sku: z.string().check(z.minLength(1)),
  description: z._default(z.string(), ''),
  type: z._default(z.string(), 'product'),
  productType: z.enum(productTypes),
  width: z._default(z.nullable(mm), null),
  length: z._default(z.nullable(mm), null),
  height: z._default(z.nullable(mm), null),
  price: cents,
  subtractPrice: z._default(cents, 0),
  costPrice: cents,
  colorId: z._default(z.nullable(id), null),
  extraColorId2: z._default(z.nullable(id), null),
  extraColorId3: z._default(z.nullable(id), null),
  /** The 'colorProduct' that prices a colour surcharge (brush line) on this product. */
  colorProductId: z._default(z.nullable(id), null),
  /** The 'placePackage' product that prices placing this product (placement lines). */
  placementProductId: z._default(z.nullable(id), null),
  rotatedGableProduct: z._default(z.nullable(id), null),
  imageUrl: z._default(z.nullable(z.string()), null),
  imageDetailUrl: z._default(z.nullable(z.string()), null),
  coloredImageUrl: z._default(z.nullable(z.string()), null),
  categories: z._default(z.array(z.object({ id, order: z._default(z.number().check(z.int()), 100) })), []),
  variations: z._default(z.array(sideVariationSchema), []),
  objectUrl: z._default(z.nullable(z.string()), null),
  fromGround: z._default(z.nullable(mm), null),
  canPlaceFoundationBelowThisItem: z._default(z.boolean(), false),
  canPlaceItemsInThisItem: z._default(z.boolean(), false),
  controlPackage: z._default(z.boolean(), false),
  wallType: z._default(z.nullable(z.enum(wallTypes)), null),
  rotationPoint: z._default(z.enum(rotationPoints), 'none'),
  productDependencyIds: z._default(z.array(id), []),
  entityType: z._default(z.string(), 'product'),
  info: z._default(z.array(infoEntrySchema), []),
  test: z._default(z.boolean(), false),
  disabledForHouses: z._default(z.array(id), []),
  availableColors: z._default(z.array(id), []),
  availableColorsWithoutPrice: z._default(z.array(id), []),
  defaultSelectedColor: z._default(z.nullable(id), null),
  putOnProduct: z._default(z.boolean(), false),
  productsOrderedSeparately: z._default(z.array(id), []),
  /** Wall modules marked 'op maat' are made to measure on site (spec: editor behaviour). */
  madeToMeasure: z._default(z.boolean(), false),
  /** For half wall and fence modules: they fill one half of a space ('start' or 'end' chosen by the click). */
  halfWall: z._default(z.boolean(), false),
  /** Only for productType 'house'. */
  house: z.optional(houseSpecSchema),
});
export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;

export const categorySchema = z.object({
  id,
  parentCategoryId: z.number().check(z.int(), z.nonnegative()),
  name: z.string().check(z.minLength(1)),
  slug: z.string().check(z.minLength(1)),
  description: z._default(z.string(), ''),
  imageUrl: z._default(z.nullable(z.string()), null),
  color: z._default(z.nullable(z.string()), null),
  order: z._default(z.number().check(z.int()), 100),
  test: z._default(z.boolean(), false),
  showInConfigurator: z._default(z.boolean(), false),
  categoryType: z._default(z.nullable(z.enum(categoryTypes)), null),
  defaultSelectedProduct: z._default(z.nullable(id), null),
  disabledForHouses: z._default(z.array(id), []),
  /** The four info texts (Beschrijving, Afmetingen & specificaties, Levertijd, Transport & planning). */
  infoDescription: z._default(z.nullable(z.string()), null),
  infoSpecifications: z._default(z.nullable(z.string()), null),
  infoDeliveryTime: z._default(z.nullable(z.string()), null),
  infoTransport: z._default(z.nullable(z.string()), null),
  /** Overrides of the four tab names, in the same order; null keeps the default name. */
  infoTabNames: z._default(z.nullable(z.array(z.nullable(z.string())).check(z.length(4))), null),
  info: z._default(z.array(infoEntrySchema), []),
  /** A category whose products are houses (the size step lists them). */
  houseCategory: z._default(z.boolean(), false),
  placementPopup: z._default(z.boolean(), false),
  productsOrderedSeparately: z._default(z.boolean(), false),
});
export type Category = z.infer<typeof categorySchema>;
export type CategoryInput = z.input<typeof categorySchema>;

export const colorSchema = z.object({
  id,
  name: z.string().check(z.minLength(1)),
  /** Render colour of the paint or stain, '#rrggbb'. */
  hex: z.string().check(z.regex(/^#[0-9a-f]{6}$/i)),
  putOnProduct: z._default(z.boolean(), false),
  imageUrl: z._default(z.nullable(z.string()), null),
  repeatX: z._default(z.number().check(z.positive()), 1),
  repeatY: z._default(z.number().check(z.positive()), 1),
  isTransparent: z._default(z.boolean(), false),
  sortOrder: z._default(z.number().check(z.int()), 100),
});
export type Color = z.infer<typeof colorSchema>;
export type ColorInput = z.input<typeof colorSchema>;

export const globalSideSchema = z.object({ id, name: z.string().check(z.minLength(1)), width: mm });
export type GlobalSide = z.infer<typeof globalSideSchema>;

export const globalSettingsSchema = z.object({
  spaceBetweenOptions: z._default(mm, 50),
  notification: z._default(z.string(), ''),
  notification2: z._default(z.string(), ''),
  notification3: z._default(z.string(), ''),
  imageUrlOwnDesign: z._default(z.string(), ''),
  imageUrlStartWithCode: z._default(z.string(), ''),
});
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

export const faqSchema = z.object({
  id,
  ordering: z._default(z.number().check(z.int()), 100),
  subject: z.object({ nl: z.string().check(z.minLength(1)) }),
  items: z.object({ nl: z.array(z.object({ question: z.string().check(z.minLength(1)), answer: z.string().check(z.minLength(1)) })).check(z.minLength(1)) }),
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
