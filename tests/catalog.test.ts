/**
 * The seed catalogue is a real shop: every record parses, every reference resolves, every house can be
 * walled on every leaf space, every wall takes an option somewhere, every category step offers a choice,
 * and every image the app shows exists under public/.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  categorySchema, colorSchema, faqSchema, globalSettingsSchema, globalSideSchema, productSchema, type Catalog, type Product,
} from '../src/domain/catalog';
import { configurationSchema } from '../src/domain/configuration';
import { ROOT_CATEGORY_ID } from '../src/domain/constants';
import { leafSpaces, optionFitsWall, wallFitsSpace, wallSpan, isOptionProduct, isWallProduct } from '../src/domain/fitting';
import { validateConfiguration } from '../src/domain/validate-configuration';

const json = (name: string): unknown => JSON.parse(readFileSync(new URL(`../assets/catalog/${name}.json`, import.meta.url), 'utf8'));
const list = (name: string): unknown[] => json(name) as unknown[];

const catalog: Catalog = {
  products: list('products').map((p) => productSchema.parse(p)),
  categories: list('categories').map((c) => categorySchema.parse(c)),
  colors: list('colors').map((c) => colorSchema.parse(c)),
  sides: list('sides').map((s) => globalSideSchema.parse(s)),
  settings: globalSettingsSchema.parse(json('settings')),
};
const faq = list('faq').map((f) => faqSchema.parse(f));
const examples = list('example-designs') as { title: string; designCode: string; organizationId: number; configuration: unknown }[];

const products = new Map(catalog.products.map((p) => [p.id, p]));
const categories = new Map(catalog.categories.map((c) => [c.id, c]));
const colors = new Map(catalog.colors.map((c) => [c.id, c]));
const sides = new Map(catalog.sides.map((s) => [s.id, s]));
const houses = catalog.products.filter((p): p is Product & { house: NonNullable<Product['house']> } => p.productType === 'house' && !!p.house);
const walls = catalog.products.filter(isWallProduct);
const options = catalog.products.filter(isOptionProduct);

const publicFile = (url: string) => new URL(`../public${url}`, import.meta.url);

describe('seed catalogue', () => {
  it('is a real shop: at least 30 houses, 12 windows and doors, 8 colours, FAQ subjects', () => {
    expect(houses.length).toBeGreaterThanOrEqual(30);
    expect(options.length).toBeGreaterThanOrEqual(12);
    expect(catalog.colors.length).toBeGreaterThanOrEqual(8);
    expect(faq.length).toBeGreaterThanOrEqual(5);
    for (const type of ['roof', 'roofRack', 'foundationWall', 'foundationBase', 'fastFoundation', 'furniture', 'colorProduct', 'looseProduct', 'placePackage', 'gable', 'fenceModule'] as const) {
      expect(catalog.products.some((p) => p.productType === type), type).toBe(true);
    }
    expect(walls.some((w) => w.halfWall)).toBe(true);
    expect(walls.some((w) => w.madeToMeasure)).toBe(true);
    expect(walls.some((w) => w.wallType === 'glass')).toBe(true);
    expect(catalog.products.some((p) => p.test)).toBe(true);
    expect(catalog.categories.some((c) => c.test)).toBe(true);
  });

  it('has unique ids and unique design codes', () => {
    for (const records of [catalog.products, catalog.categories, catalog.colors, catalog.sides, faq]) {
      const ids = records.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const codes = examples.map((e) => e.designCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{5}$/);
    for (const house of houses) {
      const leafIds = house.house.layout.spaces.flatMap((s) => s.variants.flatMap((v) => v.subSpaces.map((sub) => sub.id)));
      // Variant 0 of an unsplit space reuses its id; across a house the leaves of one variant choice must be unique.
      expect(new Set(leafSpaces(house.house).map((l) => l.id)).size, house.name).toBe(leafSpaces(house.house).length);
      expect(leafIds.length).toBeGreaterThan(0);
    }
  });

  it('resolves every reference', () => {
    const missing: string[] = [];
    const need = (ok: boolean, what: string) => { if (!ok) missing.push(what); };
    for (const p of catalog.products) {
      for (const ref of [p.colorProductId, p.placementProductId, p.rotatedGableProduct, ...p.productDependencyIds, ...p.productsOrderedSeparately]) {
        if (ref !== null) need(products.has(ref), `product ${p.id} -> product ${ref}`);
      }
      for (const c of p.categories) need(categories.has(c.id), `product ${p.id} -> category ${c.id}`);
      for (const v of p.variations) need(sides.has(v.sideId), `product ${p.id} -> side ${v.sideId}`);
      for (const c of [...p.availableColors, ...p.availableColorsWithoutPrice, ...(p.defaultSelectedColor ? [p.defaultSelectedColor] : [])]) {
        need(colors.has(c), `product ${p.id} -> colour ${c}`);
      }
      for (const h of p.disabledForHouses) need(products.get(h)?.productType === 'house', `product ${p.id} disabled for non-house ${h}`);
      if (p.house) {
        const h = p.house;
        for (const ref of [h.joistProduct, h.joistProductAlways, h.joistProductOnlyOnSplitted, h.pillarProduct, h.pillarWallProduct]) {
          if (ref !== null) need(products.has(ref), `house ${p.id} -> product ${ref}`);
        }
        for (const s of h.layout.spaces) for (const v of s.variants) for (const sub of v.subSpaces) need(sides.has(sub.globalSideId), `house ${p.id} space ${sub.id} -> side ${sub.globalSideId}`);
        for (const g of h.layout.gableSpaces) need(h.layout.spaces.some((s) => s.id === g.spaceId), `house ${p.id} gable ${g.id} -> space ${g.spaceId}`);
      }
    }
    for (const c of catalog.categories) {
      need(c.parentCategoryId === 0 || categories.has(c.parentCategoryId), `category ${c.id} -> parent ${c.parentCategoryId}`);
      if (c.defaultSelectedProduct !== null) need(products.has(c.defaultSelectedProduct), `category ${c.id} -> default ${c.defaultSelectedProduct}`);
    }
    expect(missing).toEqual([]);
  });

  it('has a fitting wall module on every leaf space of every variant of every house', () => {
    const bare: string[] = [];
    for (const house of houses) {
      for (const space of house.house.layout.spaces) {
        space.variants.forEach((variant, index) => {
          for (const leaf of variant.subSpaces) {
            if (leaf.disabled) continue;
            if (!walls.some((w) => !w.test && wallFitsSpace(w, leaf, house.id))) bare.push(`${house.name}: space ${space.id} variant ${index} leaf ${leaf.id}`);
          }
        });
      }
    }
    expect(bare).toEqual([]);
  });

  it('has at least one fitting option for every wall module on some house', () => {
    const settings = catalog.settings;
    const lonely = walls.filter((wall) => wall.wallType !== 'glass' && wall.wallType !== 'open' && wall.productType === 'wallModule').filter((wall) => !houses.some((house) =>
      leafSpaces(house.house).some((leaf) => wallFitsSpace(wall, leaf, house.id)
        && options.some((o) => optionFitsWall(o, wall, leaf, wallSpan(wall, leaf.length), house.id, settings.spaceBetweenOptions)))));
    expect(lonely.map((w) => w.name)).toEqual([]);
  });

  it('offers at least two tiles on every category step (root, each kind, each construction)', () => {
    const children = (id: number) => catalog.categories.filter((c) => c.parentCategoryId === id && !c.test);
    const kinds = children(ROOT_CATEGORY_ID);
    expect(kinds.length).toBeGreaterThanOrEqual(3);
    const thin: string[] = [];
    for (const kind of kinds) {
      const constructions = children(kind.id);
      if (constructions.length < 2) thin.push(kind.name);
      for (const construction of constructions) {
        const depths = children(construction.id);
        if (depths.length < 2) thin.push(`${kind.name} / ${construction.name}`);
        for (const depth of depths) {
          expect(depth.houseCategory, depth.name).toBe(true);
          const inDepth = houses.filter((h) => !h.test && h.categories.some((c) => c.id === depth.id));
          if (inDepth.length < 1) thin.push(`${kind.name} / ${construction.name} / ${depth.name} has no house`);
        }
      }
    }
    expect(thin).toEqual([]);
  });

  it('has every image it refers to under public/', () => {
    const urls = [
      ...catalog.products.flatMap((p) => [p.imageUrl, p.imageDetailUrl, p.coloredImageUrl]),
      ...catalog.categories.map((c) => c.imageUrl),
      ...catalog.colors.map((c) => c.imageUrl),
      catalog.settings.imageUrlOwnDesign,
      catalog.settings.imageUrlStartWithCode,
    ].filter((u): u is string => !!u);
    expect(urls.length).toBeGreaterThan(catalog.products.length);
    for (const url of urls) expect(url.startsWith('/'), url).toBe(true);
    expect(urls.filter((u) => !existsSync(publicFile(u)))).toEqual([]);
  });

  it('has example designs that parse and follow the fitting rules', () => {
    expect(examples.length).toBeGreaterThanOrEqual(4);
    for (const example of examples) {
      const configuration = configurationSchema.parse(example.configuration);
      expect(validateConfiguration(configuration, catalog), example.title).toEqual([]);
      expect(configuration.walls.length).toBeGreaterThan(0);
    }
  });
});
