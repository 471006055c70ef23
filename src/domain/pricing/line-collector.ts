/**
 * Collects quote lines while a design is priced: identical products (same category, product, unit price
 * and colour) merge into one line with an amount, so ten equal wall modules are one line of ten.
 */
import type { Color, Product } from '../catalog';
import { LINE_CATEGORY_ORDER, VAT_NAME, VAT_PERCENTAGE, type LineCategory } from '../constants';
import type { QuoteLine } from './types';

/** The one tax every line carries (spec §3 'Quote line', §9). */
export const LINE_TAX = { name: VAT_NAME, percentage: VAT_PERCENTAGE, referenceId: 0 } as const;

export interface LineInput {
  category: LineCategory;
  product: Product;
  amount: number;
  /** Unit price and cost price, cents incl. VAT (a side variant's price for walls and options). */
  price: number;
  costPrice: number;
  /** For brush lines: the colour applied. */
  color?: Color;
}

interface Entry {
  line: QuoteLine & { costPrice: number; totalCost: number };
  seq: number;
}

export class LineCollector {
  private readonly entries = new Map<string, Entry>();

  /** Adds (or merges into) a line; returns the line, which stays live until `lines()` is read. */
  add(input: LineInput): QuoteLine | undefined {
    if (input.amount <= 0) return undefined;
    const colorId = input.color?.id ?? null;
    const key = `${input.category}|${input.product.id}|${input.price}|${input.costPrice}|${colorId ?? ''}`;
    const existing = this.entries.get(key);
    if (existing) {
      existing.line.amount += input.amount;
      existing.line.total = existing.line.amount * existing.line.price;
      existing.line.totalCost = existing.line.amount * existing.line.costPrice;
      return existing.line;
    }
    const { product } = input;
    const line: Entry['line'] = {
      productId: product.id,
      sku: product.sku,
      name: product.name,
      description: product.description,
      amount: input.amount,
      price: input.price,
      costPrice: input.costPrice,
      total: input.amount * input.price,
      totalCost: input.amount * input.costPrice,
      type: input.category,
      category: input.category,
      // Generated lines follow the design; only manual 'extra' lines are edited by hand (spec §5).
      isEditable: input.category === 'extra',
      imageUrl: product.imageUrl,
      coloredImageUrl: product.coloredImageUrl,
      colorId,
      tax: { ...LINE_TAX },
    };
    if (input.color) line.colorName = input.color.name;
    this.entries.set(key, { line, seq: this.entries.size });
    return line;
  }

  /** Lines sorted by the spec's category order, then by first appearance. */
  lines(): QuoteLine[] {
    return [...this.entries.values()]
      .sort((a, b) => LINE_CATEGORY_ORDER[a.line.category] - LINE_CATEGORY_ORDER[b.line.category] || a.seq - b.seq)
      .map((e) => e.line);
  }
}
