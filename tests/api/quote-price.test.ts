/**
 * POST /api/v1/quote/consumer/price against a real server on an in-memory database seeded from
 * assets/catalog: the server prices with the catalogue in the database, never with prices from the body.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { configurationSchema, type Configuration } from '../../src/domain/configuration';
import { indexCatalog, priceConfiguration, type PricedQuote } from '../../src/domain/pricing';
import { loadCatalog } from '../../server/services/catalog-service';
import { useTestServer } from '../helpers/server';

const examples = JSON.parse(readFileSync(new URL('../../assets/catalog/example-designs.json', import.meta.url), 'utf8')) as { designCode: string; configuration: unknown }[];
const design = (code: string): Configuration => configurationSchema.parse(examples.find((e) => e.designCode === code)!.configuration);

const server = useTestServer();
beforeAll(async () => {
});

async function post(body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}/api/v1/quote/consumer/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function expected(configuration: Configuration, includeCost: boolean): Promise<PricedQuote> {
  return priceConfiguration(configuration, indexCatalog(await loadCatalog(server.db)), { includeCost });
}

describe('POST /api/v1/quote/consumer/price', () => {
  it('prices a valid design exactly as priceConfiguration does on the database catalogue', async () => {
    for (const code of ['48213', '51742', '27419']) {
      const configuration = design(code);
      const answer = await post({ configuration });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(JSON.parse(JSON.stringify(await expected(configuration, false))));
      expect((answer.body as unknown as PricedQuote).totalPrice.inclTax).toBeGreaterThan(0);
    }
  });

  it('sends no cost fields to anonymous callers, and cost prices to a logged-in dealer', async () => {
    const configuration = design('63058');
    const anonymous = await post({ configuration });
    expect(JSON.stringify(anonymous.body)).not.toMatch(/cost/i);
    const token = await server.login('manager@groenevinger.example');
    const dealer = await post({ configuration }, token);
    expect(dealer.status).toBe(200);
    expect(dealer.body).toEqual(JSON.parse(JSON.stringify(await expected(configuration, true))));
    const quote = dealer.body as unknown as PricedQuote;
    expect(quote.totalCostPrice!.inclTax).toBeGreaterThan(0);
    expect(quote.lines.every((l) => typeof l.costPrice === 'number' && typeof l.totalCost === 'number')).toBe(true);
    expect(quote.totalPrice).toEqual((anonymous.body as unknown as PricedQuote).totalPrice);
  });

  it('answers 400 with the reasons for a design the catalogue does not allow', async () => {
    const configuration = { ...design('48213'), walls: [{ spaceId: 987654, fill: 'both', product: 2002, brushedColorId: null }], selectedRoofProduct: 2002 };
    const answer = await post({ configuration });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Bad Request');
    const reasons = answer.body.reasons as string[];
    expect(reasons).toEqual(expect.arrayContaining([
      'Wand: ruimte 987654 hoort niet bij de gekozen indeling van dit huis.',
      'Dak: product 2002 is geen dak.',
    ]));
    expect(answer.body.message).toContain('Ongeldige configuratie');
  });

  it('answers 400 for a body that is not a configuration', async () => {
    expect((await post({})).status).toBe(400);
    expect((await post({ configuration: { selectedHouse: 'x' } })).status).toBe(400);
    expect((await post({ configuration: { selectedHouse: 999999 } })).body.reasons).toEqual(['Huis 999999 bestaat niet of is geen huis.']);
  });

  it('ignores price fields sent in the body', async () => {
    const configuration = design('48213');
    const honest = await post({ configuration });
    const tampered = await post({
      configuration: { ...configuration, price: 1, totalPrice: { inclTax: 1, exclTax: 1 }, walls: configuration.walls.map((w) => ({ ...w, price: 1 })) },
      lines: [{ productId: 1015, amount: 1, price: 1, total: 1 }],
      totalPrice: { inclTax: 1, exclTax: 1 },
    });
    expect(tampered.status).toBe(200);
    expect(tampered.body).toEqual(honest.body);
  });

  it('follows a price change in the database', async () => {
    const configuration = design('48213');
    const before = (await post({ configuration })).body as unknown as PricedQuote;
    const house = before.lines.find((l) => l.productId === 1015)!;
    const newPrice = house.price + 12345;
    await server.db.updateTable('products')
      .set({ price: newPrice, record: sql`jsonb_set(record, '{price}', to_jsonb(${newPrice}::int))` })
      .where('id', '=', 1015).execute();
    const after = (await post({ configuration })).body as unknown as PricedQuote;
    expect(after.lines.find((l) => l.productId === 1015)!.price).toBe(newPrice);
    expect(after.totalPrice.inclTax).toBe(before.totalPrice.inclTax + 12345);
    expect(after).toEqual(JSON.parse(JSON.stringify(await expected(configuration, false))));
  });
});
