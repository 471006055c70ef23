import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AttributeError, attributeKeys, attributesToConfiguration, configurationToAttributes,
} from '../../src/domain/attributes';
import { configurationSchema, emptyConfiguration } from '../../src/domain/configuration';
import { indexCatalog, priceConfiguration, quoteLooseProducts } from '../../src/domain/pricing';
import { arbitraryConfiguration, arbitraryFixtureDesign } from './arbitraries';
import { fixtureCatalog } from './fixtures/catalog';

describe('quote attributes', () => {
  it('round-trips any valid configuration losslessly', () => {
    fc.assert(fc.property(arbitraryConfiguration, (configuration) => {
      const attributes = configurationToAttributes(configuration);
      expect(attributesToConfiguration(attributes).configuration).toEqual(configuration);
      // And survives a trip through JSON, as it does through the database and HTTP.
      expect(attributesToConfiguration(JSON.parse(JSON.stringify(attributes))).configuration).toEqual(configuration);
    }), { numRuns: 300 });
  });

  it('uses exactly the spec keys, each { key, type, value } with string values', () => {
    const attributes = configurationToAttributes(emptyConfiguration(100));
    expect(attributes.map((a) => a.key)).toEqual([...attributeKeys]);
    for (const attribute of attributes) {
      expect(Object.keys(attribute).sort()).toEqual(['key', 'type', 'value']);
      expect(typeof attribute.value).toBe('string');
    }
    const byKey = Object.fromEntries(attributes.map((a) => [a.key, a]));
    expect(byKey.selectedHouse).toEqual({ key: 'selectedHouse', type: 'integer', value: '100' });
    expect(byKey.selectedRoofProduct).toEqual({ key: 'selectedRoofProduct', type: 'integer', value: '0' });
    expect(byKey.walls).toEqual({ key: 'walls', type: 'json', value: '[]' });
    expect(byKey.fromExample).toEqual({ key: 'fromExample', type: 'integer', value: '' });
    expect(byKey.fromDealerToken).toEqual({ key: 'fromDealerToken', type: 'string', value: '' });
    expect(JSON.parse(byKey.colorSettings.value)).toEqual({ houseColor: null, pillarColor: {} });
  });

  it('carries quote lines, loose products, fromExample and fromDealerToken', () => {
    const index = indexCatalog(fixtureCatalog);
    fc.assert(fc.property(arbitraryFixtureDesign, fc.option(fc.integer({ min: 1, max: 99_999 }), { nil: null }),
      fc.option(fc.string({ minLength: 1, maxLength: 20 }), { nil: null }), (configuration, fromExample, fromDealerToken) => {
        const quote = priceConfiguration(configuration, index, { includeCost: false });
        const meta = { quoteLines: quote.lines, quoteLooseProducts: quoteLooseProducts(quote), fromExample, fromDealerToken };
        const decoded = attributesToConfiguration(configurationToAttributes(configuration, meta));
        expect(decoded.configuration).toEqual(configuration);
        expect(decoded.meta.quoteLines).toEqual(quote.lines);
        expect(decoded.meta.fromExample).toBe(fromExample);
        expect(decoded.meta.fromDealerToken).toBe(fromDealerToken);
        expect(decoded.meta.quoteLooseProducts.map((p) => [p.id, p.amount])).toEqual(configuration.looseProducts.map((p) => [p.productId, p.amount]));
      }), { numRuns: 100 });
  });

  it('gives loose products their priced description and total', () => {
    const configuration = configurationSchema.parse({ selectedHouse: 100, looseProducts: [{ productId: 820, amount: 3 }] });
    const quote = priceConfiguration(configuration, fixtureCatalog, { includeCost: false });
    const attributes = configurationToAttributes(configuration, { quoteLooseProducts: quoteLooseProducts(quote) });
    const loose = JSON.parse(attributes.find((a) => a.key === 'quoteLooseProducts')!.value);
    expect(loose).toEqual([{ id: 820, description: 'Beits 2,5 l', price: 3995, amount: 3, total: 11985 }]);
  });

  it('accepts integer values given as numbers and ignores unknown keys', () => {
    const decoded = attributesToConfiguration([
      { key: 'selectedHouse', type: 'integer', value: 200 },
      { key: 'selectedRoofProduct', type: 'integer', value: '530' },
      { key: 'somethingElse', type: 'json', value: '{' },
    ]);
    expect(decoded.configuration).toEqual({ ...emptyConfiguration(200), selectedRoofProduct: 530 });
  });

  it('rejects malformed attributes with the key named', () => {
    expect(() => attributesToConfiguration([{ key: 'walls', type: 'json', value: '[{' }])).toThrow(/walls/);
    expect(() => attributesToConfiguration([{ key: 'selectedHouse', type: 'integer', value: '1.5' }])).toThrow(AttributeError);
    expect(() => attributesToConfiguration([{ key: 'selectedHouse', type: 'integer', value: '100' }, { key: 'walls', type: 'json', value: '[{"spaceId":1}]' }]))
      .toThrow(/walls/);
    expect(() => attributesToConfiguration([])).toThrow(/selectedHouse/);
  });
});
