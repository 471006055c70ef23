/** Labels and order of the size tiles (spec §2 'Size step'). */
import type { Product } from '../../domain/catalog';

/**
 * splitName('Tuinhuis Zadeldak 300x250') === { subLabel: 'Tuinhuis Zadeldak', label: '300x250' }:
 * the label is the name from its first digit, the sub-label the part before it.
 */
export function splitName(name: string): { label: string; subLabel: string } {
  const index = name.search(/\d/);
  if (index < 0) return { label: name.trim(), subLabel: '' };
  return { label: name.slice(index).trim(), subLabel: name.slice(0, index).trim() };
}

/**
 * Sorted by name prefix (the sub-label), then by name length, then by name: within one family, '300x250'
 * comes before '1000x250' because it is shorter, which gives the natural order of sizes.
 */
export function sortBySize<T extends Pick<Product, 'name'>>(products: T[]): T[] {
  return [...products].sort((a, b) => {
    const pa = splitName(a.name).subLabel;
    const pb = splitName(b.name).subLabel;
    return pa.localeCompare(pb, 'nl') || a.name.length - b.name.length || a.name.localeCompare(b.name, 'nl', { numeric: true });
  });
}
