import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { attributesToConfiguration } from '../../../src/domain/attributes';
import { configurationSchema } from '../../../src/domain/configuration';
import { storedConfiguration } from '../quote-repository';
import { storedAttributesJson } from './quote-records';

const examples = JSON.parse(readFileSync(new URL('../../../assets/catalog/example-designs.json', import.meta.url), 'utf8')) as
  { configuration: unknown }[];

describe('storedAttributesJson', () => {
  const line = {
    productId: 1001, sku: 'TH-1', name: 'Tuinhuis "Plat"', description: 'é\n<b>', amount: 2, price: 100, total: 200,
    type: 'product', category: 'material', isEditable: false, colorId: null, imageUrl: null, coloredImageUrl: null,
    tax: { percentage: 21, name: '21% BTW' },
  };
  const metas = [{}, { quoteLines: [line] as never, quoteLooseProducts: [], fromExample: 7, fromDealerToken: 'groenevinger-7f3a' }];

  it('reads back as the same design for every example design, with and without quote meta', () => {
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const configuration = configurationSchema.parse(example.configuration);
      for (const meta of metas) {
        const stored = JSON.parse(storedAttributesJson(configuration, meta)) as Record<string, unknown>;
        expect(storedConfiguration(stored)).toEqual(configuration);
      }
    }
  });

  it('keeps the quote meta decoded: lines as objects, the example id as a number, empty values as null', () => {
    const configuration = configurationSchema.parse(examples[0].configuration);
    const stored = JSON.parse(storedAttributesJson(configuration, metas[1])) as Record<string, unknown>;
    expect(stored.quoteLines).toEqual([line]);
    expect(stored.fromExample).toBe(7);
    expect(stored.fromDealerToken).toBe('groenevinger-7f3a');
    const { meta } = attributesToConfiguration(Object.entries(stored).map(([key, value]) => ({ key, value })));
    expect(meta.fromExample).toBe(7);
    const bare = JSON.parse(storedAttributesJson(configuration, {})) as Record<string, unknown>;
    expect(bare.fromExample).toBeNull();
    expect(bare.fromDealerToken).toBeNull();
  });
});
