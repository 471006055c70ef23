/**
 * Builds the whole seed catalogue in memory and parses every record with the contract schemas, so nothing
 * that fails src/domain/catalog.ts is ever written.
 */
import { z } from 'zod';
import {
  categorySchema, colorSchema, faqSchema, globalSettingsSchema, globalSideSchema, productSchema,
  type Category, type Color, type Faq, type GlobalSettings, type GlobalSide, type Product,
} from '../../../src/domain/catalog';
import { buildCategories } from './categories';
import { images } from './common';
import { buildExamples, type ExampleDesign } from './examples';
import { buildExtras } from './extras';
import { buildFaq } from './faq';
import { buildHouses } from './houses';
import { buildColors, buildMiscProducts } from './misc';
import { buildGables, buildOptions } from './options';
import { buildSettings } from './settings';
import { sides } from './sides';
import { buildWalls } from './walls';

export interface BuiltCatalog {
  categories: Category[];
  products: Product[];
  colors: Color[];
  sides: GlobalSide[];
  settings: GlobalSettings;
  faq: Faq[];
  exampleDesigns: ExampleDesign[];
  /** Public URL -> SVG text. */
  images: Map<string, string>;
}

function parseAll<S extends z.core.$ZodType>(schema: S, records: unknown[], what: string): Array<z.infer<S>> {
  const parsed = records.map((record, index) => {
    const result = z.safeParse(schema, record);
    if (!result.success) throw new Error(`${what}[${index}] ${JSON.stringify(record).slice(0, 120)}: ${z.prettifyError(result.error)}`);
    return result.data;
  });
  const ids = parsed.map((r) => (r as { id: number }).id);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate !== undefined) throw new Error(`${what}: duplicate id ${duplicate}`);
  return parsed;
}

export function buildCatalog(): BuiltCatalog {
  images.clear();
  const houses = buildHouses();
  const productInputs = [...houses, ...buildWalls(), ...buildOptions(houses), ...buildGables(houses), ...buildExtras(houses), ...buildMiscProducts()];
  const products = parseAll(productSchema, productInputs, 'products').sort((a, b) => a.id - b.id);
  const categories = parseAll(categorySchema, buildCategories(houses), 'categories').sort((a, b) => a.id - b.id);
  return {
    categories,
    products,
    colors: parseAll(colorSchema, buildColors(), 'colors'),
    sides: parseAll(globalSideSchema, sides, 'sides'),
    settings: globalSettingsSchema.parse(buildSettings()),
    faq: parseAll(faqSchema, buildFaq(), 'faq'),
    exampleDesigns: buildExamples(products),
    images: new Map(images),
  };
}
