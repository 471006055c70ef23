/**
 * Shared helpers of the catalogue generator: money, slugs, and the image registry every builder writes its
 * SVG drawings into (the entry script writes them under public/).
 */
import type { ProductInput } from '../../../src/domain/catalog';

/** Euro amount (incl. 21% VAT) to integer cents. */
export function eur(amount: number): number {
  return Math.round(amount * 100);
}

/** A plausible cost price for a consumer price: the dealer buys at about 62%. */
export function cost(priceCents: number, ratio = 0.62): number {
  return Math.round(priceCents * ratio);
}

/** Round cents to whole euros ending in 5 or 0 (prices look like shop prices, not formulas). */
export function shopPrice(cents: number): number {
  return Math.round(cents / 500) * 500;
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Public URL -> SVG text. Filled by the builders, written by build-catalog.ts. */
export const images = new Map<string, string>();

export function addImage(url: string, svg: string): string {
  if (!url.startsWith('/catalog/') || !url.endsWith('.svg')) throw new Error(`Bad image url ${url}`);
  images.set(url, svg);
  return url;
}

export function productImageUrl(sku: string): string {
  return `/catalog/products/${slugify(sku)}.svg`;
}

/** A product with its image drawn: `draw` gets the product and returns the SVG. */
export function withImage(product: ProductInput, draw: (p: ProductInput) => string): ProductInput {
  const url = productImageUrl(product.sku);
  addImage(url, draw(product));
  return { ...product, imageUrl: url };
}
