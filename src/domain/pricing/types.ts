/**
 * Shapes of a priced quote (spec §3 'Quote line', 'Quote'; ARCHITECTURE §3 reading 9). Money is integer
 * euro cents including 21% VAT; cost fields exist only when the caller asked for them (dealers).
 */
import type { LineCategory } from '../constants';

export interface LineTax {
  name: string;
  percentage: number;
  referenceId: number;
}

export interface QuoteLine {
  productId: number;
  sku: string;
  name: string;
  description: string;
  amount: number;
  /** Unit price, cents incl. VAT. */
  price: number;
  /** Unit cost price; only present when cost was asked for. */
  costPrice?: number;
  total: number;
  totalCost?: number;
  /** The spec's line type: the line category ('extra' for manual lines). */
  type: LineCategory;
  /** The line category the line is grouped and totalled under (same value as `type`). */
  category: LineCategory;
  isEditable: boolean;
  imageUrl: string | null;
  coloredImageUrl: string | null;
  colorId: number | null;
  /** Brush lines ('brush', 'furnitureBrush') name their colour. */
  colorName?: string;
  tax: LineTax;
}

export interface CategoryTotal {
  inclTax: number;
  /** Only present when cost was asked for. */
  cost?: number;
}

export interface TaxTotal {
  name: string;
  taxPercentage: number;
  /** Sum of the incl.-VAT totals of the enabled lines at this rate. */
  inclTax: number;
  /** round(inclTax / (1 + rate)), on the summed total, never per line. */
  exclTax: number;
  /** inclTax - exclTax. */
  taxAmount: number;
}

export interface PricedQuote {
  currency: 'EUR';
  pricesAreInclTax: true;
  /** Lines of enabled categories, sorted by category order, then by first appearance. */
  lines: QuoteLine[];
  /** Lines of categories switched off in `enableCategories`; listed, never totalled. */
  disabledLines: QuoteLine[];
  categoryTotals: Record<LineCategory, CategoryTotal>;
  taxTotals: TaxTotal[];
  totalPrice: { inclTax: number; exclTax: number };
  /** Only present when cost was asked for. */
  totalCostPrice?: { inclTax: number };
}

/** The spec's quote 'Loose product' record, derived from the looseProduct lines. */
export interface QuoteLooseProduct {
  id: number;
  description: string;
  price: number;
  costPrice?: number;
  amount: number;
  total: number;
  totalCost?: number;
}

export interface PriceOptions {
  /** Dealers only: adds costPrice/totalCost to lines and totals. Anonymous answers carry no cost fields. */
  includeCost: boolean;
  /** Replaces `configuration.looseProducts` when given (a quote's own loose-product list). */
  looseProducts?: { productId: number; amount: number }[];
}

/** The catalogue index pricing reads (one for the whole domain: ../catalog-index.ts). */
export type { CatalogIndex } from '../catalog-index';
