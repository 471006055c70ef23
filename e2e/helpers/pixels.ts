/** Comparing canvas pictures pixel by pixel (the plan's drop and the 3D view's partial frames against full redraws). */
import { expect, type Page } from '@playwright/test';

export type Pixels = { width: number; height: number; data: number[] };

/** Pixels whose colour differs by more than `tolerance` (sum over R, G, B); the pictures must be the same size. */
export function differing(a: Pixels, b: Pixels, tolerance = 24): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let n = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const d = Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]);
    if (d > tolerance) n++;
  }
  return n;
}

/** A PNG (data URL, or bytes such as a screenshot) as RGBA bytes, decoded in the page. */
export async function decodePng(page: Page, png: string | Buffer): Promise<Pixels> {
  const url = typeof png === 'string' ? png : `data:image/png;base64,${png.toString('base64')}`;
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const copy = document.createElement('canvas');
    copy.width = image.naturalWidth;
    copy.height = image.naturalHeight;
    const ctx = copy.getContext('2d')!;
    ctx.drawImage(image, 0, 0);
    return { width: copy.width, height: copy.height, data: Array.from(ctx.getImageData(0, 0, copy.width, copy.height).data) };
  }, url);
}
