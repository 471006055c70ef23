import { describe, expect, it } from 'vitest';
import type { Product } from '../domain/catalog';
import { DEFAULT_FURNITURE_SIZE, MOUSE_PREVIEW_SIZE } from '../domain/constants';
import { itemFootprint, itemSize, previewSize } from './geometry';

const product = (over: Partial<Product>) => ({ id: 8090, name: 'Plantenbak', productType: 'furniture', ...over }) as Product;

describe('furniture sizes in the plan (spec §9: default furniture size 50, mouse preview 150)', () => {
  it('gives a product without a size the default footprint of 50', () => {
    expect(DEFAULT_FURNITURE_SIZE).toBe(50);
    expect(itemFootprint(product({}))).toEqual({ w: 50, h: 50 });
    expect(itemFootprint(undefined)).toEqual({ w: 50, h: 50 });
  });

  it('keeps the footprint of a sized product, square when only its width is known', () => {
    expect(itemFootprint(product({ width: 2000, length: 1500 }))).toEqual({ w: 2000, h: 1500 });
    expect(itemFootprint(product({ width: 600 }))).toEqual({ w: 600, h: 600 });
  });

  it('draws and hits small items at a visible size', () => {
    expect(itemSize(product({}))).toEqual({ w: 150, h: 150 });
    expect(itemSize(product({ width: 2000, length: 1500 }))).toEqual({ w: 2000, h: 1500 });
  });

  it('previews a product without a size at the mouse preview size of 150, a sized one at its own size', () => {
    expect(MOUSE_PREVIEW_SIZE).toBe(150);
    expect(previewSize(product({}))).toEqual({ w: 150, h: 150 });
    expect(previewSize(product({ width: 2400, length: 2000 }))).toEqual({ w: 2400, h: 2000 });
  });
});
