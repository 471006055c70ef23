/**
 * Global sides: one width class per span length the layouts produce (whole spans of 200-350 cm and the
 * halves of split spans, 100-175 cm). A wall module or option exists for a side through a side variation.
 */
import type { GlobalSide } from '../../../src/domain/catalog';

/** The longest span between two pillars; longer sides get intermediate pillars. */
export const MAX_SPAN = 3500;

const WIDTHS = [1000, 1250, 1500, 1750, 2000, 2500, 3000, 3500] as const;

export const sides: GlobalSide[] = WIDTHS.map((width, index) => ({ id: index + 1, name: `Zijde ${width / 10}`, width }));

export function sideIdFor(lengthMm: number): number {
  const side = sides.find((s) => s.width === lengthMm);
  if (!side) throw new Error(`No global side for a span of ${lengthMm} mm`);
  return side.id;
}

/** Splits a wall line into the fewest equal spans of at most MAX_SPAN. */
export function splitLine(lengthMm: number): number[] {
  const count = Math.ceil(lengthMm / MAX_SPAN);
  const span = lengthMm / count;
  if (!Number.isInteger(span)) throw new Error(`Line of ${lengthMm} mm does not split evenly`);
  return Array.from({ length: count }, () => span);
}
