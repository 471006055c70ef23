/**
 * Product API against a real server on a fresh in-memory PGlite seeded with the real catalogue:
 * every product route, paging edges, bad parameters, test visibility, zero-price exclusion, cost prices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema } from '../../src/domain/catalog';
import { useTestServer } from '../helpers/server';
import { byId, categories, products, testCategories, testProducts, visibleCategories, visibleProducts } from './catalog-expectations';
import { get } from './http';
import { json } from '../../server/db/types';

let api: string;
let adminToken: string;
let dealerToken: string;

const server = useTestServer();
beforeAll(async () => {
  api = `${server.url}/api/v1`;
  adminToken = await server.login('admin@houtland.example');
  dealerToken = await server.login('manager@groenevinger.example');
}, 120_000);

describe('GET /product', () => {
  it('answers a first page of 50 with the total of visible products', async () => {
    const { status, body } = await get(`${api}/product`);
    expect(status).toBe(200);
    expect(body.limit).toBe(50);
    expect(body.offset).toBe(0);
    expect(body.total).toBe(visibleProducts.length);
    expect(body.data).toHaveLength(Math.min(50, visibleProducts.length));
  });

  it('gives only the total for limit 0', async () => {
    const { body } = await get(`${api}/product?limit=0`);
    expect(body).toEqual({ data: [], total: visibleProducts.length, limit: 0, offset: 0 });
  });

  it('gives an empty page for an offset past the end', async () => {
    const { status, body } = await get(`${api}/product?limit=50&offset=${visibleProducts.length + 10}`);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.total).toBe(visibleProducts.length);
    expect(body.offset).toBe(visibleProducts.length + 10);
  });

  it('serves 400 products per page, and pages of 50 add up to the same list', async () => {
    const all = await get(`${api}/product?limit=400`);
    expect(all.body.data).toHaveLength(Math.min(400, visibleProducts.length));
    const paged: number[] = [];
    for (let offset = 0; offset < all.body.total; offset += 50) {
      paged.push(...(await get(`${api}/product?limit=50&offset=${offset}`)).body.data.map((p: { id: number }) => p.id));
    }
    expect(paged).toEqual(all.body.data.map((p: { id: number }) => p.id));
    expect(new Set(paged).size).toBe(paged.length);
  });

  it('sorts by name both ways, and by price', async () => {
    const asc = (await get(`${api}/product?limit=400&sort=name`)).body.data.map((p: { id: number }) => p.id);
    const desc = (await get(`${api}/product?limit=400&sort=-name`)).body.data.map((p: { id: number }) => p.id);
    expect(new Set(desc)).toEqual(new Set(asc));
    const ascNames = (await get(`${api}/product?limit=400&sort=name`)).body.data.map((p: { name: string }) => p.name.toLowerCase());
    const descNames = (await get(`${api}/product?limit=400&sort=-name`)).body.data.map((p: { name: string }) => p.name.toLowerCase());
    expect(descNames).toEqual([...ascNames].reverse());
    const prices = (await get(`${api}/product?limit=400&sort=-price`)).body.data.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('searches name and sku case-insensitively', async () => {
    const target = visibleProducts.find((p) => p.name.length > 6)!;
    const fragment = target.name.slice(0, 6).toUpperCase();
    const { body } = await get(`${api}/product?limit=400&search[search]=${encodeURIComponent(fragment)}`);
    const expected = visibleProducts.filter((p) => p.name.toLowerCase().includes(fragment.toLowerCase()) || p.sku.toLowerCase().includes(fragment.toLowerCase()));
    expect(byId(body.data)).toEqual(byId(expected));
    const bySku = await get(`${api}/product?search[search]=${encodeURIComponent(target.sku.toLowerCase())}`);
    expect(bySku.body.data.map((p: { id: number }) => p.id)).toContain(target.id);
  });

  it('filters by category, sorted by the order within it', async () => {
    const category = visibleCategories.find((c) => c.houseCategory && visibleProducts.filter((p) => p.categories.some((pc) => pc.id === c.id)).length > 1)!;
    const expected = visibleProducts.filter((p) => p.categories.some((pc) => pc.id === category.id));
    const { body } = await get(`${api}/product?limit=400&sort=order&filter[categoryId]=${category.id}`);
    expect(byId(body.data)).toEqual(byId(expected));
    const orders = body.data.map((p: { categories: { id: number; order: number }[] }) => p.categories.find((c) => c.id === category.id)!.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('filters by parent category (products of its child categories)', async () => {
    const parent = visibleCategories.find((c) => visibleCategories.some((child) => child.parentCategoryId === c.id && child.houseCategory))!;
    const childIds = new Set(visibleCategories.filter((c) => c.parentCategoryId === parent.id).map((c) => c.id));
    const expected = visibleProducts.filter((p) => p.categories.some((pc) => childIds.has(pc.id)));
    const { body } = await get(`${api}/product?limit=400&filter[parentCategoryId]=${parent.id}`);
    expect(body.total).toBeGreaterThan(0);
    expect(byId(body.data)).toEqual(byId(expected));
  });

  it('filters by product type (one or a comma list) and by ids', async () => {
    const houses = await get(`${api}/product?limit=400&filter[productType]=house`);
    expect(byId(houses.body.data)).toEqual(byId(visibleProducts.filter((p) => p.productType === 'house')));
    const windowsAndDoors = await get(`${api}/product?limit=400&filter[productType]=window,door`);
    expect(byId(windowsAndDoors.body.data)).toEqual(byId(visibleProducts.filter((p) => p.productType === 'window' || p.productType === 'door')));
    const ids = visibleProducts.slice(0, 3).map((p) => p.id);
    const picked = await get(`${api}/product?filter[ids]=${ids.join(',')}`);
    expect(byId(picked.body.data)).toEqual([...ids].sort((a, b) => a - b));
    const repeated = await get(`${api}/product?filter[ids][]=${ids[0]}&filter[ids][]=${ids[1]}`);
    expect(byId(repeated.body.data)).toEqual(ids.slice(0, 2).sort((a, b) => a - b));
  });

  it.each([
    ['limit=1001', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=x', 'offset'],
    ['sort=colour', 'sort'],
    ['filter[productType]=spaceship', 'filter[productType]'],
    ['filter[categoryId]=abc', 'filter[categoryId]'],
    ['filter[ids]=1,x', 'filter[ids]'],
    ['filter[excludeZeroPrice]=maybe', 'filter[excludeZeroPrice]'],
  ])('answers 400 with a reason for %s', async (query, field) => {
    const { status, body } = await get(`${api}/product?${query}`);
    expect(status).toBe(400);
    expect(body.error).toBe('Bad Request');
    expect(body.message).toContain(field);
  });
});

describe('test products and categories', () => {
  it('are hidden from anonymous callers and from a dealer without the test switch', async () => {
    expect(testProducts.length).toBeGreaterThan(0);
    for (const token of [undefined, dealerToken]) {
      const { body } = await get(`${api}/product?limit=400`, token);
      const ids = body.data.map((p: { id: number }) => p.id);
      for (const p of testProducts) expect(ids).not.toContain(p.id);
      expect((await get(`${api}/product/${testProducts[0].id}`, token)).status).toBe(404);
      const cats = await get(`${api}/product/category?limit=1000`, token);
      expect(cats.body.total).toBe(visibleCategories.length);
    }
  });

  it('are visible to a user with enableTestProducts', async () => {
    const { body } = await get(`${api}/product?limit=400`, adminToken);
    expect(body.total).toBe(products.length);
    expect(body.data.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining(testProducts.map((p) => p.id)));
    expect((await get(`${api}/product/${testProducts[0].id}`, adminToken)).status).toBe(200);
    const cats = await get(`${api}/product/category?limit=1000`, adminToken);
    expect(cats.body.total).toBe(categories.length);
    if (testCategories.length) {
      expect((await get(`${api}/product/category/${testCategories[0].id}`)).status).toBe(404);
      expect((await get(`${api}/product/category/${testCategories[0].id}`, adminToken)).status).toBe(200);
    }
  });

  it('hides the products of a hidden test category', async () => {
    const testCategory = testCategories.find((c) => products.some((p) => p.categories.some((pc) => pc.id === c.id)));
    if (!testCategory) return;
    const { body } = await get(`${api}/product?filter[categoryId]=${testCategory.id}`);
    expect(body.total).toBe(0);
  });
});

describe('prices', () => {
  it('strips cost prices (also of side variants) for anonymous callers only', async () => {
    const withVariants = visibleProducts.find((p) => p.variations.length > 0)!;
    const anonymous = (await get(`${api}/product/${withVariants.id}`)).body;
    expect(anonymous).not.toHaveProperty('costPrice');
    for (const v of anonymous.variations) expect(v).not.toHaveProperty('costPrice');
    const list = (await get(`${api}/product?limit=400`)).body.data;
    expect(list.some((p: object) => 'costPrice' in p)).toBe(false);
    const dealer = (await get(`${api}/product/${withVariants.id}`, dealerToken)).body;
    expect(dealer.costPrice).toBe(withVariants.costPrice);
    expect(dealer.variations.map((v: { costPrice: number }) => v.costPrice)).toEqual(withVariants.variations.map((v) => v.costPrice));
  });

  it('leaves zero-price products out on request, for logged-in callers only', async () => {
    const zero = visibleProducts.filter((p) => p.price === 0);
    const loggedIn = await get(`${api}/product?limit=0&filter[excludeZeroPrice]=true`, dealerToken);
    expect(loggedIn.body.total).toBe(visibleProducts.length - zero.length);
    const anonymous = await get(`${api}/product?limit=0&filter[excludeZeroPrice]=true`);
    expect(anonymous.body.total).toBe(visibleProducts.length);
  });
});

describe('PDF work drawings (spec §2: only for logged-in users with an organisation)', () => {
  const drawing = { type: 'media', title: 'Werktekening', originalUrl: '/files/media/werktekening.pdf', mediaType: 'pdf' } as const;
  let houseId: number;

  beforeAll(async () => {
    const house = visibleProducts.find((p) => p.productType === 'house')!;
    houseId = house.id;
    await server.db.updateTable('products').set({ record: json({ ...house, info: [...house.info, drawing] }) }).where('id', '=', houseId).execute();
  });
  afterAll(async () => {
    const house = products.find((p) => p.id === houseId)!;
    await server.db.updateTable('products').set({ record: json(house) }).where('id', '=', houseId).execute();
  });

  const pdfsIn = (product: { info: { mediaType?: string }[] }) => product.info.filter((entry) => entry.mediaType === 'pdf');

  it('are left out of a product and of product lists for anonymous callers, the rest of the info kept', async () => {
    const one = (await get(`${api}/product/${houseId}`)).body;
    expect(pdfsIn(one)).toEqual([]);
    expect(one.info.length).toBeGreaterThan(0);
    expect(one.info).toEqual(products.find((p) => p.id === houseId)!.info);
    const list = (await get(`${api}/product?filter[ids]=${houseId}`)).body.data;
    expect(pdfsIn(list[0])).toEqual([]);
    expect(JSON.stringify((await get(`${api}/product?limit=400`)).body)).not.toContain('werktekening.pdf');
  });

  it('are sent to users of an organisation', async () => {
    for (const token of [dealerToken, adminToken]) {
      expect(pdfsIn((await get(`${api}/product/${houseId}`, token)).body)).toEqual([drawing]);
      expect(pdfsIn((await get(`${api}/product?filter[ids]=${houseId}`, token)).body.data[0])).toEqual([drawing]);
    }
  });

  describe("in a category's info (issue 27)", () => {
    const text = { type: 'string', key: 'Garantie', value: '10 jaar' } as const;
    let categoryId: number;
    beforeAll(async () => {
      const category = visibleCategories[0];
      categoryId = category.id;
      await server.db.updateTable('categories').set({ record: json({ ...category, info: [...category.info, text, drawing] }) }).where('id', '=', categoryId).execute();
    });
    afterAll(async () => {
      const category = categories.find((c) => c.id === categoryId)!;
      await server.db.updateTable('categories').set({ record: json(category) }).where('id', '=', categoryId).execute();
    });

    it('are left out for anonymous callers, the rest of the info kept', async () => {
      const one = (await get(`${api}/product/category/${categoryId}`)).body;
      expect(pdfsIn(one)).toEqual([]);
      expect(one.info).toContainEqual(text);
      expect(pdfsIn((await get(`${api}/product/category?filter[ids]=${categoryId}`)).body.data[0])).toEqual([]);
      expect(JSON.stringify((await get(`${api}/product/category?limit=1000`)).body)).not.toContain('werktekening.pdf');
    });

    it('are sent to users of an organisation', async () => {
      for (const token of [dealerToken, adminToken]) {
        expect(pdfsIn((await get(`${api}/product/category/${categoryId}`, token)).body)).toEqual([drawing]);
        expect(pdfsIn((await get(`${api}/product/category?filter[ids]=${categoryId}`, token)).body.data[0])).toEqual([drawing]);
      }
    });
  });
});

describe('GET /product/{id}', () => {
  it('serves a house in the productSchema shape to a dealer', async () => {
    const house = visibleProducts.find((p) => p.productType === 'house')!;
    const { status, body } = await get(`${api}/product/${house.id}`, dealerToken);
    expect(status).toBe(200);
    expect(productSchema.parse(body)).toEqual(house);
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    expect((await get(`${api}/product/999999`)).status).toBe(404);
    const bad = await get(`${api}/product/abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('id');
  });
});

describe('GET /product/category', () => {
  it('serves 1000 per page, sorted by order by default', async () => {
    const { body } = await get(`${api}/product/category?limit=1000`);
    expect(body.total).toBe(visibleCategories.length);
    expect(body.data).toHaveLength(visibleCategories.length);
    const orders = body.data.map((c: { order: number }) => c.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('filters by parent, and limit 0 / offset past the end work', async () => {
    const kinds = await get(`${api}/product/category?filter[parentCategoryId]=5`);
    expect(byId(kinds.body.data)).toEqual(byId(visibleCategories.filter((c) => c.parentCategoryId === 5)));
    expect((await get(`${api}/product/category?limit=0`)).body).toEqual({ data: [], total: visibleCategories.length, limit: 0, offset: 0 });
    expect((await get(`${api}/product/category?offset=5000`)).body.data).toEqual([]);
    expect((await get(`${api}/product/category?limit=1001`)).status).toBe(400);
  });

  it('serves one category, 404 for unknown', async () => {
    const root = categories.find((c) => c.id === 5)!;
    expect((await get(`${api}/product/category/5`)).body).toEqual(root);
    expect((await get(`${api}/product/category/424242`)).status).toBe(404);
  });
});
