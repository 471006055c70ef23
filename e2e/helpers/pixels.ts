/** Comparing canvas pictures pixel by pixel (the plan's drop and the 3D view's partial frames against full redraws). */
import { expect } from '@playwright/test';
import { PNG } from 'pngjs';

export type Pixels = { width: number; height: number; data: Uint8Array };

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

/**
 * A PNG (data URL, or bytes such as a screenshot) as RGBA bytes, decoded here in the test runner: decoding in the
 * page and handing back the bytes as a JSON array took 13-21 s per picture on the 2-core CI machine.
 */
export function decodePng(png: string | Buffer): Pixels {
  const bytes = typeof png === 'string' ? Buffer.from(png.slice(png.indexOf(',') + 1), 'base64') : png;
  const { width, height, data } = PNG.sync.read(bytes);
  return { width, height, data };
}
