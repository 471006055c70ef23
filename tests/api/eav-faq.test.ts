/** Colours, global sides, global settings 762 and FAQ against the real seeded catalogue. */
import { beforeAll, describe, expect, it } from 'vitest';
import { globalSettingsSchema } from '../../src/domain/catalog';
import { useTestServer } from '../helpers/server';
import { seed } from './catalog-expectations';
import { get } from './http';

let api: string;

const server = useTestServer();
beforeAll(async () => {
  api = `${server.url}/api/v1`;
}, 120_000);

describe('GET /product/eav/entity/color', () => {
  it('lists colours by sort order, then name', async () => {
    const colors = seed.colors ?? [];
    const { status, body } = await get(`${api}/product/eav/entity/color?limit=400`);
    expect(status).toBe(200);
    expect(body.total).toBe(colors.length);
    const keys = body.data.map((c: { sortOrder: number; name: string }) => [c.sortOrder, c.name] as const);
    for (let i = 1; i < keys.length; i++) {
      const [prevOrder, prevName] = keys[i - 1];
      const [order, name] = keys[i];
      expect(prevOrder < order || (prevOrder === order && prevName.toLowerCase() <= name.toLowerCase())).toBe(true);
    }
    expect(body.data[0]).toEqual(expect.objectContaining({ id: expect.any(Number), hex: expect.stringMatching(/^#/), repeatX: expect.any(Number) }));
  });

  it('pages and rejects bad parameters', async () => {
    expect((await get(`${api}/product/eav/entity/color?limit=0`)).body.data).toEqual([]);
    expect((await get(`${api}/product/eav/entity/color?offset=999`)).body.data).toEqual([]);
    expect((await get(`${api}/product/eav/entity/color?sort=hex`)).status).toBe(400);
  });
});

describe('GET /product/eav/entity/side', () => {
  it('lists the global sides', async () => {
    const { body } = await get(`${api}/product/eav/entity/side?limit=400`);
    expect(body.total).toBe((seed.sides ?? []).length);
    expect(body.data).toEqual([...(seed.sides ?? [])].sort((a, b) => a.id - b.id));
    const byWidth = (await get(`${api}/product/eav/entity/side?sort=-width`)).body.data.map((s: { width: number }) => s.width);
    expect(byWidth).toEqual([...byWidth].sort((a, b) => b - a));
  });
});

describe('GET /product/eav/entity/setting/762', () => {
  it('serves the global settings with the three notifications and tile images', async () => {
    const { status, body } = await get(`${api}/product/eav/entity/setting/762`);
    expect(status).toBe(200);
    expect(body).toEqual(globalSettingsSchema.parse(seed.settings ?? {}));
  });

  it('answers 404 for another entity id', async () => {
    expect((await get(`${api}/product/eav/entity/setting/1`)).status).toBe(404);
  });
});

describe('GET /faq', () => {
  it('sorts by ordering', async () => {
    const { body } = await get(`${api}/faq?sort=ordering`);
    expect(body.total).toBe((seed.faq ?? []).length);
    const orderings = body.data.map((f: { ordering: number }) => f.ordering);
    expect(orderings).toEqual([...orderings].sort((a, b) => a - b));
    const reversed = (await get(`${api}/faq?sort=-ordering`)).body.data.map((f: { ordering: number }) => f.ordering);
    expect(reversed).toEqual([...orderings].reverse());
  });

  it('searches subjects, questions and answers case-insensitively', async () => {
    const faqs = seed.faq ?? [];
    const answerWord = faqs[0].items.nl[0].answer.split(/\s+/).find((w) => w.length > 6)!.replace(/[^\p{L}]/gu, '');
    const expected = faqs.filter((f) => [f.subject.nl, ...f.items.nl.flatMap((i) => [i.question, i.answer])].join(' ').toLowerCase().includes(answerWord.toLowerCase()));
    const { body } = await get(`${api}/faq?search[search]=${encodeURIComponent(answerWord.toUpperCase())}`);
    expect(body.data.map((f: { id: number }) => f.id).sort()).toEqual(expected.map((f) => f.id).sort());
    const subject = faqs[faqs.length - 1].subject.nl;
    const bySubject = await get(`${api}/faq?search[search]=${encodeURIComponent(subject)}`);
    expect(bySubject.body.data.map((f: { id: number }) => f.id)).toContain(faqs[faqs.length - 1].id);
    expect((await get(`${api}/faq?search[search]=qqqxyzzy`)).body).toEqual({ data: [], total: 0, limit: 50, offset: 0 });
  });
});
