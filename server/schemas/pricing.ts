/** Priced quotes and their lines (src/domain/pricing/types.ts); cost fields optional, dealers only. */
import { z } from 'zod';
import { LINE_CATEGORIES, type LineCategory } from '../../src/domain/constants';

const cents = z.number().int();
export const lineCategorySchema = z.enum(LINE_CATEGORIES as [LineCategory, ...LineCategory[]]);

export const quoteLineSchema = z.object({
  productId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  amount: z.number().int(),
  price: cents,
  costPrice: cents.optional(),
  total: cents,
  totalCost: cents.optional(),
  type: lineCategorySchema,
  category: lineCategorySchema,
  isEditable: z.boolean(),
  imageUrl: z.string().nullable(),
  coloredImageUrl: z.string().nullable(),
  colorId: z.number().int().nullable(),
  colorName: z.string().optional(),
  tax: z.object({ name: z.string(), percentage: z.number(), referenceId: z.number().int() }),
});

export const taxTotalSchema = z.object({
  name: z.string(),
  taxPercentage: z.number(),
  inclTax: cents,
  exclTax: cents,
  taxAmount: cents,
});

export const categoryTotalsSchema = z.record(z.string(), z.object({ inclTax: cents, cost: cents.optional() }));

export const pricedQuoteSchema = z.object({
  currency: z.literal('EUR'),
  pricesAreInclTax: z.literal(true),
  lines: z.array(quoteLineSchema),
  disabledLines: z.array(quoteLineSchema),
  categoryTotals: categoryTotalsSchema,
  taxTotals: z.array(taxTotalSchema),
  totalPrice: z.object({ inclTax: cents, exclTax: cents }),
  totalCostPrice: z.object({ inclTax: cents }).optional(),
});

/** The spec's quote loose product (§3 'Loose product'). */
export const looseProductSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  price: cents,
  costPrice: cents.optional(),
  amount: z.number().int(),
  total: cents,
  totalCost: cents.optional(),
});

/** Quote attributes as the spec lists them: key, type and the JSON-encoded value. */
export const attributeSchema = z.object({ key: z.string(), type: z.string(), value: z.string() });
