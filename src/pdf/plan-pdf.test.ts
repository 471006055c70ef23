/**
 * The plan in the quote PDF and the views PDF (issue 27): a free item without a size is drawn at spec §9's default
 * furniture size 50, as in the plan, not at 500. Drawn into a real jsPDF; the item is the last rectangle drawn.
 */
import { readFileSync } from 'node:fs';
import { jsPDF } from 'jspdf';
import { describe, expect, it, vi } from 'vitest';
import { categorySchema, colorSchema, globalSettingsSchema, globalSideSchema, productSchema, type Catalog, type Product } from '../domain/catalog';
import { configurationSchema } from '../domain/configuration';
import { DEFAULT_FURNITURE_SIZE } from '../domain/constants';
import { indexCatalog } from '../domain/pricing';
import { drawPlanInBox } from './plan-pdf';

const read = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../assets/catalog/${name}.json`, import.meta.url), 'utf8'));
const products = (read('products') as unknown[]).map((p) => productSchema.parse(p));
const HOUSE = 1001;
const CHAIR = 8003; // 'Tuinstoel', 600 × 600

function indexWith(chair: (product: Product) => Product) {
  const catalog: Catalog = {
    products: products.map((p) => (p.id === CHAIR ? chair(p) : p)),
    categories: (read('categories') as unknown[]).map((c) => categorySchema.parse(c)),
    colors: (read('colors') as unknown[]).map((c) => colorSchema.parse(c)),
    sides: (read('sides') as unknown[]).map((s) => globalSideSchema.parse(s)),
    settings: globalSettingsSchema.parse(read('settings')),
  };
  return indexCatalog(catalog);
}

/** The item's rectangle (width, height in PDF units) and the plan's scale denominator. */
function drawChair(chair: (product: Product) => Product, rotation: 0 | 90 = 0) {
  const pdf = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  const rect = vi.spyOn(pdf, 'rect');
  const configuration = configurationSchema.parse({ selectedHouse: HOUSE, furnitureProducts: [{ index: 0, x: 1500, y: 4000, rotation, product: CHAIR }] });
  const scale = drawPlanInBox(pdf, configuration, indexWith(chair), { x: 10, y: 10, width: 277, height: 190 });
  const [, , width, height] = rect.mock.calls.at(-1)!;
  return { width, height, scale };
}

describe('drawPlanInBox: free items', () => {
  it('draws an item at its own size', () => {
    const sized = drawChair((p) => p);
    expect(sized.scale).toBe(40);
    expect(sized.width).toBeCloseTo(600 / 40);
    expect(sized.height).toBeCloseTo(600 / 40);
  });

  it('draws an item without a size at the default furniture size 50 (spec §9), turned or not', () => {
    for (const rotation of [0, 90] as const) {
      const unsized = drawChair((p) => ({ ...p, width: null, length: null }), rotation);
      expect(unsized.width).toBeCloseTo(DEFAULT_FURNITURE_SIZE / unsized.scale!);
      expect(unsized.height).toBeCloseTo(DEFAULT_FURNITURE_SIZE / unsized.scale!);
    }
    expect(DEFAULT_FURNITURE_SIZE).toBe(50);
  });
});
