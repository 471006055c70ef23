import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categorySchema, type Category } from '../../domain/catalog';
import { ROOT_CATEGORY_ID } from '../../domain/constants';
import { ancestry, childrenOf, hasChildren, stepOf } from './tree';
import { infoSections } from './CategoryInfo';

const cat = (id: number, parentCategoryId: number, extra: Partial<Category> = {}): Category =>
  categorySchema.parse({ id, parentCategoryId, name: `C${id}`, slug: `c${id}`, ...extra });

const tree = [cat(5, 0), cat(10, 5, { order: 2 }), cat(11, 5, { order: 1 }), cat(13, 5, { test: true }), cat(20, 10), cat(40, 20), cat(41, 20)];

describe('category tree', () => {
  it('lists children by order and hides test categories unless allowed', () => {
    expect(childrenOf(tree, 5, false).map((c) => c.id)).toEqual([11, 10]);
    expect(childrenOf(tree, 5, true).map((c) => c.id)).toEqual([11, 10, 13]);
    expect(hasChildren(tree, 20, false)).toBe(true);
    expect(hasChildren(tree, 40, false)).toBe(false);
  });
  it('finds the breadcrumb step from the depth below the root', () => {
    expect(stepOf(tree, 5)).toBe(0);
    expect(stepOf(tree, 10)).toBe(1);
    expect(stepOf(tree, 20)).toBe(2);
    expect(ancestry(tree, 40).map((c) => c.id)).toEqual([5, 10, 20, 40]);
  });
  it('shows only info sections with text, with per-category names', () => {
    const c = cat(12, 5, { infoDescription: 'Mooi', infoTransport: 'Met kraan', infoTabNames: [null, null, null, 'Bezorging'] });
    expect(infoSections(c).map((s) => s.label)).toEqual(['Beschrijving', 'Bezorging']);
  });
  it('the seed tree has three category steps below the root', () => {
    const seed = (JSON.parse(readFileSync('assets/catalog/categories.json', 'utf8')) as unknown[]).map((c) => categorySchema.parse(c));
    const kinds = childrenOf(seed, ROOT_CATEGORY_ID, false);
    expect(kinds.length).toBeGreaterThanOrEqual(2);
    const construction = childrenOf(seed, kinds[0].id, false)[0];
    expect(stepOf(seed, construction.id)).toBe(2);
    expect(childrenOf(seed, construction.id, false).every((depth) => depth.houseCategory)).toBe(true);
  });
});
