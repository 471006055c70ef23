/** Colours of the plan and the colour a world entity is drawn in (brushed colour, else the house colour). */
import type { Editor } from '../../editor';

export const PALETTE = {
  background: 0xf6f3ec,
  grid: 0xe3ddd0,
  gridMajor: 0xd2c9b6,
  floor: 0xefe3cc,
  outline: 0x6b5a45,
  roof: 0x8a7a66,
  emptySpace: 0xa8a29e,
  disabledSpace: 0xd9a3a3,
  wood: 0xb98b55,
  glass: 0x9fd3e6,
  glassLine: 0x3b82a0,
  frame: 0xffffff,
  doorSwing: 0x57534e,
  pillar: 0x4a3b2a,
  foundation: 0x9ca3af,
  dimension: 0x57534e,
  select: 0x2f6fdb,
  hover: 0xe0a100,
  preview: 0x2f855a,
  itemStroke: 0x3f3a33,
} as const;

export function hexToNumber(hex: string | undefined): number | null {
  if (!hex || !/^#[0-9a-f]{6}$/i.test(hex)) return null;
  return Number.parseInt(hex.slice(1), 16);
}

/** The colour an entity shows: its own brush colour, else the house colour, else the product's, else wood. */
export function entityColor(editor: Editor, colorId: number, productColorId: number | null, useHouseColor = true): number {
  const idx = editor.index.colors;
  const id = colorId || (useHouseColor ? editor.world.design.houseColor ?? 0 : 0) || productColorId || 0;
  return hexToNumber(idx.get(id)?.hex) ?? PALETTE.wood;
}

/** A darker shade for strokes on a fill. */
export function shade(color: number, factor = 0.7): number {
  const r = Math.round(((color >> 16) & 0xff) * factor);
  const g = Math.round(((color >> 8) & 0xff) * factor);
  const b = Math.round((color & 0xff) * factor);
  return (r << 16) | (g << 8) | b;
}
