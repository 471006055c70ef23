/**
 * The seed catalogue (assets/catalog/*.json, public/catalog/*.svg) is a real shop: every record parses, every
 * reference resolves, every space of every house can be walled, every wall can take an option, every
 * category step offers a choice, every image exists, and the example designs fit.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  categorySchema, colorSchema, faqSchema, globalSettingsSchema, globalSideSchema, productSchema, type Product,
} from '../src/domain/catalog';
import { childrenOf, indexCatalog, pathTo, productsIn } from '../src/domain/catalog-index';
import { configurationSchema } from '../src/domain/configuration';
import { ROOT_CATEGORY_ID } from '../src/domain/constants';
import { configurationFitProblems, optionFitsWall, wallFitsSpace, wallSpan } from '../src/domain/fitting';
import { buildCatalog } from '../assets/tools/catalog/build';

const root = resolve(__dirname, '..');
const read = (name: string): unknown => JSON.parse(readFileSync(join(root, 'assets', 'catalog', name), 'utf8'));

const products = z.array(productSchema).parse(read('products.json'));
const categories = z.array(categorySchema).parse(read('categories.json'));
const colors = z.array(colorSchema).parse(read('colors.json'));
const sides = z.array(globalSideSchema).parse(read('sides.json'));
const settings = globalSettingsSchema.parse(read('settings.json'));
const faq = z.array(faqSchema).parse(read('faq.json'));
const examples = z.array(z.object({
  title: z.string().min(1), designCode: z.string().regex(/^[1-9]\d{4}$/), organizationId: z.union([z.literal(2), z.literal(3)]), configuration: configurationSchema,
})).parse(read('example-designs.json'));

const index = indexCatalog({ products, categories, colors, sides, settings });
const houses = products.filter((p) => p.productType === 'house');
const shopHouses = houses.filter((h) => !h.test);
const walls = products.filter((p) => p.productType === 'wallModule');
const options = products.filter((p) => p.productType === 'window' || p.productType === 'door');
const productIds = new Set(products.map((p) => p.id));
const colorIds = new Set(colors.map((c) => c.id));
const houseIds = new Set(houses.map((h) => h.id));

function expectUnique(ids: Array<number | string>, what: string) {
  const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
  expect(duplicates, `${what} duplicates`).toEqual([]);
}

function productOfType(id: number | null, types: Product['productType'][], where: string): void {
  if (id === null) return;
  const p = index.products.get(id);
  expect(p, `${where}: product ${id} exists`).toBeDefined();
  expect(types, `${where}: product ${id} type`).toContain(p!.productType);
}

describe('catalogue seed files', () => {
  it('are what the generator writes (the generator is the source of truth)', () => {
    const built = JSON.parse(JSON.stringify(buildCatalog()));
    expect(built.products).toEqual(read('products.json'));
    expect(built.categories).toEqual(read('categories.json'));
    expect(built.colors).toEqual(read('colors.json'));
    expect(built.sides).toEqual(read('sides.json'));
    expect(built.settings).toEqual(read('settings.json'));
    expect(built.faq).toEqual(read('faq.json'));
    expect(built.exampleDesigns).toEqual(read('example-designs.json'));
  });

  it('have unique ids and design codes', () => {
    expectUnique(products.map((p) => p.id), 'product ids');
    expectUnique(products.map((p) => p.sku), 'skus');
    expectUnique(categories.map((c) => c.id), 'category ids');
    expectUnique(colors.map((c) => c.id), 'colour ids');
    expectUnique(sides.map((s) => s.id), 'side ids');
    expectUnique(faq.map((f) => f.id), 'faq ids');
    expectUnique(examples.map((e) => e.designCode), 'design codes');
  });

  it('has the size of a real shop', () => {
    expect(shopHouses.length).toBeGreaterThanOrEqual(30);
    expect(options.filter((o) => !o.test).length).toBeGreaterThanOrEqual(12);
    expect(colors.length).toBeGreaterThanOrEqual(8);
    expect(faq.length).toBeGreaterThanOrEqual(5);
    for (const subject of faq) expect(subject.items.nl.length, subject.subject.nl).toBeGreaterThanOrEqual(3);
    expect(examples.length).toBeGreaterThanOrEqual(4);
    const types = new Set(products.map((p) => p.productType));
    for (const type of ['gable', 'gableRotated', 'fenceModule', 'roof', 'roofRack', 'optionPackage', 'foundationWall', 'foundationBase', 'fastFoundation', 'colorProduct', 'furniture', 'looseProduct', 'looseMaterialProduct', 'placePackage', 'material'] as const) {
      expect(types, type).toContain(type);
    }
    expect(walls.some((w) => w.wallType === 'glass')).toBe(true);
    expect(walls.some((w) => w.halfWall)).toBe(true);
    expect(walls.some((w) => w.madeToMeasure)).toBe(true);
    expect(walls.some((w) => w.wallType === 'insideAndOutside')).toBe(true);
    expect(colors.some((c) => c.isTransparent)).toBe(true);
    expect(products.some((p) => p.test) && categories.some((c) => c.test)).toBe(true);
    expect(settings.spaceBetweenOptions).toBe(50);
    expect([settings.notification, settings.notification2, settings.notification3].every((t) => t.length > 0)).toBe(true);
  });

  it('has plausible prices incl. VAT in cents, with cost prices below them', () => {
    const small = shopHouses.find((h) => h.name === 'Tuinhuis Zadeldak 300x250')!;
    expect(small.price).toBeGreaterThanOrEqual(200_000);
    expect(small.price).toBeLessThanOrEqual(450_000);
    for (const w of options.filter((o) => !o.test && o.productType === 'window')) {
      expect(w.price, w.name).toBeGreaterThanOrEqual(10_000);
      expect(w.price, w.name).toBeLessThanOrEqual(45_000);
    }
    for (const p of products) {
      expect(p.costPrice, p.name).toBeLessThanOrEqual(p.price);
      for (const v of p.variations) expect(v.costPrice, `${p.name} side ${v.sideId}`).toBeLessThan(v.price);
    }
  });
});

describe('catalogue references', () => {
  it('products point at existing categories, products, colours, sides and houses', () => {
    for (const p of products) {
      const where = `${p.sku}`;
      for (const c of p.categories) expect(index.categories.get(c.id), `${where} category ${c.id}`).toBeDefined();
      productOfType(p.placementProductId, ['placePackage'], `${where} placement`);
      productOfType(p.colorProductId, ['colorProduct'], `${where} colour product`);
      productOfType(p.rotatedGableProduct, ['gableRotated'], `${where} rotated gable`);
      for (const id of [...p.productDependencyIds, ...p.productsOrderedSeparately]) expect(productIds.has(id), `${where} depends on ${id}`).toBe(true);
      for (const id of [...p.availableColors, ...p.availableColorsWithoutPrice, p.defaultSelectedColor, p.colorId].filter((x) => x !== null)) {
        expect(colorIds.has(id!), `${where} colour ${id}`).toBe(true);
      }
      for (const id of p.disabledForHouses) expect(houseIds.has(id), `${where} disabled for ${id}`).toBe(true);
      for (const v of p.variations) {
        expect(index.sides.get(v.sideId), `${where} side ${v.sideId}`).toBeDefined();
        for (const id of [v.houseId, ...(v.houseIds ?? [])].filter((x) => x !== undefined)) expect(houseIds.has(id!), `${where} variation house ${id}`).toBe(true);
      }
      if (p.productType === 'house') {
        const h = p.house!;
        for (const id of [h.pillarProduct, h.pillarWallProduct, h.joistProduct, h.joistProductOnlyOnSplitted, h.joistProductAlways]) productOfType(id, ['material'], `${where} frame`);
      } else {
        expect(p.house, `${where} has no house spec`).toBeUndefined();
      }
    }
  });

  it('categories point at existing parents, default products and houses', () => {
    for (const c of categories) {
      if (c.parentCategoryId !== 0) expect(index.categories.get(c.parentCategoryId), `${c.name} parent`).toBeDefined();
      if (c.defaultSelectedProduct !== null) expect(productsIn(index, c.id).map((p) => p.id), `${c.name} default`).toContain(c.defaultSelectedProduct);
      for (const id of c.disabledForHouses) expect(houseIds.has(id)).toBe(true);
    }
  });

  it('every product, category, colour, info and landing image exists under public/', () => {
    const urls = [
      ...products.flatMap((p) => [p.imageUrl, p.imageDetailUrl, p.coloredImageUrl, ...p.info.map((i) => (i.type === 'media' ? i.originalUrl : null))]),
      ...categories.map((c) => c.imageUrl), ...colors.map((c) => c.imageUrl),
      settings.imageUrlOwnDesign, settings.imageUrlStartWithCode,
    ].filter((u): u is string => u !== null);
    expect(products.every((p) => p.imageUrl) && categories.every((c) => c.imageUrl) && colors.every((c) => c.imageUrl)).toBe(true);
    const missing = urls.filter((u) => !u.startsWith('/catalog/') || !existsSync(join(root, 'public', u)));
    expect(missing).toEqual([]);
  });
});

describe('house layouts', () => {
  it.each(houses.map((h) => [h.sku, h] as const))('%s is a consistent frame', (_sku, h) => {
    const { width: W, length: L, layout } = h.house!;
    const ids = [
      ...layout.spaces.map((s) => s.id), ...layout.pillars.map((p) => p.id), ...layout.gableSpaces.map((g) => g.id), ...layout.joists.map((j) => j.id),
      ...layout.spaces.flatMap((s) => s.variants.slice(1).flatMap((v) => v.subSpaces.map((sub) => sub.id))),
    ];
    expectUnique(ids, `${h.sku} layout ids`);
    const pillarAt = (x: number, y: number) => layout.pillars.some((p) => p.x === x && p.y === y && !p.emptyByDefault);
    for (const s of layout.spaces) {
      const end = s.direction === 'horizontal' ? [s.x + s.length, s.y] : [s.x, s.y + s.length];
      expect(s.x >= 0 && end[0] <= W && s.y >= 0 && end[1] <= L, `space ${s.id} inside the frame`).toBe(true);
      expect(s.direction === 'horizontal').toBe(['top', 'bottom', 'center-horizontal'].includes(s.position));
      expect(pillarAt(s.x, s.y) && pillarAt(end[0], end[1]), `pillars at both ends of space ${s.id}`).toBe(true);
      expect(s.length).toBeLessThanOrEqual(3500);
      expect(s.variants[0].subSpaces).toEqual([expect.objectContaining({ id: s.id, length: s.length })]);
      for (const v of s.variants) {
        expect(v.subSpaces.reduce((sum, sub) => sum + sub.length, 0), `${s.id} ${v.name}`).toBe(s.length);
        for (const sub of v.subSpaces) expect(index.sides.get(sub.globalSideId)?.width, `side of ${sub.id}`).toBe(sub.length);
      }
    }
    for (const p of layout.pillars.filter((x) => x.emptyByDefault)) {
      const space = layout.spaces.find((s) => s.id === p.requiredBy?.spaceId);
      expect(space && space.variants[p.requiredBy!.variant], `pillar ${p.id} requiredBy`).toBeTruthy();
    }
    for (const g of layout.gableSpaces) expect(layout.spaces.some((s) => s.id === g.spaceId)).toBe(true);
    expect(layout.gableSpaces.length).toBe(h.house!.roofType === 'flat' ? 0 : 2);
    expect(layout.joists.length).toBeGreaterThan(0);
    if (h.house!.settings.kind === 'tuinhuis-met-overkapping') expect(layout.spaces.some((s) => s.position === 'center-vertical')).toBe(true);
  });

  it('every leaf space of every variant of every house has a fitting wall module', () => {
    const unfit: string[] = [];
    for (const h of houses) {
      for (const space of h.house!.layout.spaces) {
        for (const variant of space.variants) {
          for (const leaf of variant.subSpaces) {
            if (!walls.some((w) => !w.test && wallFitsSpace(w, leaf, h.id))) unfit.push(`${h.sku} ${space.id}/${leaf.id}`);
          }
        }
      }
    }
    expect(unfit).toEqual([]);
  });

  it('every wall module takes at least one option on some house', () => {
    for (const wall of walls) {
      const fits = houses.some((h) => h.house!.layout.spaces.some((s) => s.variants.some((v) => v.subSpaces.some((leaf) =>
        wallFitsSpace(wall, leaf, h.id) && options.some((o) => optionFitsWall(o, wall, leaf, wallSpan(wall, leaf.length), h.id, settings.spaceBetweenOptions))))));
      expect(fits, wall.name).toBe(true);
    }
  });

  it('every option fits some wall, and every gable some house', () => {
    for (const option of options) {
      const fits = houses.some((h) => h.house!.layout.spaces.some((s) => s.variants[0].subSpaces.some((leaf) =>
        walls.some((w) => wallFitsSpace(w, leaf, h.id) && optionFitsWall(option, w, leaf, wallSpan(w, leaf.length), h.id)))));
      expect(fits, option.name).toBe(true);
    }
    for (const gable of products.filter((p) => p.productType === 'gable' || p.productType === 'gableRotated')) {
      expect(houses.some((h) => !gable.disabledForHouses.includes(h.id) && h.house!.layout.gableSpaces.some((g) => {
        const sideId = h.house!.layout.spaces.find((s) => s.id === g.spaceId)!.variants[0].subSpaces[0].globalSideId;
        return gable.variations.some((v) => v.sideId === sideId && (v.houseIds ?? [h.id]).includes(h.id));
      })), gable.name).toBe(true);
    }
  });
});

describe('category steps', () => {
  it('root, every kind and every construction offer at least two non-test tiles; depths hold houses', () => {
    const kinds = childrenOf(index, ROOT_CATEGORY_ID);
    expect(kinds.length).toBeGreaterThanOrEqual(3);
    expect(kinds.map((k) => k.name)).toEqual(expect.arrayContaining(['Tuinhuis', 'Overkapping', 'Tuinhuis met overkapping']));
    expect(childrenOf(index, ROOT_CATEGORY_ID, { includeTest: true }).some((k) => k.test)).toBe(true);
    for (const kind of kinds) {
      const constructions = childrenOf(index, kind.id);
      expect(constructions.length, kind.name).toBeGreaterThanOrEqual(2);
      for (const construction of constructions) {
        const depths = childrenOf(index, construction.id);
        expect(depths.length, `${kind.name} ${construction.name}`).toBeGreaterThanOrEqual(2);
        for (const depth of depths) {
          expect(depth.houseCategory).toBe(true);
          expect(childrenOf(index, depth.id, { includeTest: true })).toEqual([]);
          const inDepth = productsIn(index, depth.id);
          expect(inDepth.length, depth.slug).toBeGreaterThanOrEqual(1);
          expect(inDepth.every((p) => p.productType === 'house' && /^\D+ \d+x\d+$/.test(p.name))).toBe(true);
        }
      }
    }
  });

  it('every shop house sits in exactly one depth category of the tree', () => {
    for (const h of houses) {
      expect(h.categories.length).toBe(1);
      const path = pathTo(index, h.categories[0].id).map((c) => c.id);
      expect(path[0], h.sku).toBe(ROOT_CATEGORY_ID);
      expect(path.length).toBe(4);
    }
  });

  it('categories carry slugs and info texts, some with their own tab names', () => {
    const tree = categories.filter((c) => pathTo(index, c.id)[0]?.id === ROOT_CATEGORY_ID);
    for (const c of tree) {
      expect(c.slug).toMatch(/^[a-z0-9-]+$/);
      expect([c.infoDescription, c.infoSpecifications, c.infoDeliveryTime, c.infoTransport].every((t) => t && t.length > 20), c.slug).toBe(true);
    }
    expect(tree.some((c) => c.infoTabNames?.some((n) => n !== null))).toBe(true);
    const drawer = categories.filter((c) => c.showInConfigurator && !c.test);
    expect(drawer.map((c) => c.categoryType)).toEqual(expect.arrayContaining(['wall', 'option', 'gable', 'roof', 'facadeCladding', 'roofRack', 'foundation', 'color', 'furniture', 'light_street', 'looseProduct']));
  });
});

describe('example designs', () => {
  it.each(examples.map((e) => [e.designCode, e] as const))('%s fits the fitting rules', (_code, example) => {
    const problems = configurationFitProblems(example.configuration, {
      product: (id) => index.products.get(id), colorExists: (id) => colorIds.has(id), spaceBetweenOptions: settings.spaceBetweenOptions,
    });
    expect(problems).toEqual([]);
    expect(example.configuration.walls.length).toBeGreaterThan(0);
  });

  it('the fit check rejects a design that breaks the rules', () => {
    const base = examples[0].configuration;
    const broken = configurationSchema.parse({
      ...base,
      walls: base.walls.map((w, i) => (i === 0 ? { ...w, fill: 'start' } : w)),
      options: [...base.options, { spaceId: 999999, align: 'left', product: base.options[0].product }],
      selectedRoofProduct: walls[0].id,
    });
    const problems = configurationFitProblems(broken, { product: (id) => index.products.get(id) });
    expect(problems.length).toBeGreaterThanOrEqual(3);
  });
});
