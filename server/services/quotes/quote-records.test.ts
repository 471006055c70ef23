import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configurationSchema } from '../../../src/domain/configuration';
import { storedAttributes, storedAttributesJson } from './quote-records';

const examples = JSON.parse(readFileSync(new URL('../../../assets/catalog/example-designs.json', import.meta.url), 'utf8')) as
  { configuration: unknown }[];

describe('storedAttributesJson', () => {
  it('is the JSON text of storedAttributes for every example design, with and without quote meta', () => {
    const line = {
      productId: 1001, sku: 'TH-1', name: 'Tuinhuis "Plat"', description: 'é\n<b>', amount: 2, price: 100, total: 200,
      type: 'product', category: 'material', isEditable: false, colorId: null, imageUrl: null, coloredImageUrl: null,
      tax: { percentage: 21, name: '21% BTW' },
    };
    const metas = [{}, { quoteLines: [line] as never, quoteLooseProducts: [], fromExample: 7, fromDealerToken: 'groenevinger-7f3a' }];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const configuration = configurationSchema.parse(example.configuration);
      for (const meta of metas) {
        const text = storedAttributesJson(configuration, meta);
        expect(JSON.parse(text)).toEqual(storedAttributes(configuration, meta));
      }
    }
  });
});
