import { describe, expect, it } from 'vitest';
import { copiedExample } from '../dealer-configurator/quote-design';
import { arExportActive, type CountingSettings } from '../visitor-quote/counting-settings';
import { quoteFactsOf, type QuoteFacts } from './quote-facts';

const settings = (values: Record<string, string>): CountingSettings => ({ source: 'quote', get: (key) => values[key] ?? null });

describe('the opened quote\'s facts (issue 27)', () => {
  it('are read the same from the visitor\'s and the dealer\'s quote answers; a missing status is CONCEPT', () => {
    expect(quoteFactsOf({ id: 7, number: 12, title: 'Tuinhuis', status: 'EXAMPLE', organizationId: 3 }))
      .toEqual({ id: 7, number: 12, title: 'Tuinhuis', status: 'EXAMPLE', organizationId: 3, fromExample: 7 });
    expect(quoteFactsOf({ id: 8, number: 13, title: 'Berging', status: null, organizationId: 3, fromExample: 7 }))
      .toEqual({ id: 8, number: 13, title: 'Berging', status: 'CONCEPT', organizationId: 3, fromExample: 7 });
  });

  it('give an EXAMPLE the example AR setting however it was opened', () => {
    const both = settings({ exportGlbActive: 'false', exportGlbExampleActive: 'true' });
    expect(arExportActive(both, quoteFactsOf({ id: 7, status: 'EXAMPLE' }).status)).toBe(true);
    expect(arExportActive(both, quoteFactsOf({ id: 8, status: 'CONCEPT' }).status)).toBe(false);
  });
});

describe('a dealer saving an opened example as a quote', () => {
  const example: QuoteFacts = { id: 40, number: null, title: null, status: 'EXAMPLE', organizationId: 3, fromExample: 40 };
  it('records fromExample for another organisation\'s example only', () => {
    expect(copiedExample({ quoteFacts: example }, 4)).toEqual({ fromExample: 40 });
    expect(copiedExample({ quoteFacts: example }, 3)).toEqual({});
    expect(copiedExample({ quoteFacts: { ...example, status: 'CONCEPT' } }, 4)).toEqual({});
    expect(copiedExample({ quoteFacts: null }, 4)).toEqual({});
  });
});
