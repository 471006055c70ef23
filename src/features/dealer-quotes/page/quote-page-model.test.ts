import { describe, expect, it } from 'vitest';
import type { DealerLine, DealerQuote } from '../../../api/dealer-quotes';
import { defaultEnableCategories, emptyConfiguration, type Configuration } from '../../../domain/configuration';
import {
  categoryGroups, categoryOn, centsToInput, draftErrors, draftsFromQuote, draftTotals, extraLinesBody, newDraft, parseAmountInput, parseEuroInput,
  sameLines, type ExtraDraft,
} from './quote-page-model';

const line = (category: DealerLine['category'], name: string, price: number, extra: Partial<DealerLine> = {}): DealerLine => ({
  productId: 1, sku: '', name, description: '', amount: 1, price, costPrice: Math.round(price * 0.6), total: price, totalCost: Math.round(price * 0.6),
  type: category, category, isEditable: category === 'extra', imageUrl: null, coloredImageUrl: null, colorId: null,
  tax: { name: '21% BTW', percentage: 21, referenceId: 0 }, ...extra,
});

/** A design whose categories are the defaults except the given ones. */
const design = (enableCategories: Partial<Configuration['enableCategories']> = {}): Configuration => ({
  ...emptyConfiguration(1), enableCategories: { ...defaultEnableCategories(), ...enableCategories },
});

const quote = (over: Partial<DealerQuote> = {}): DealerQuote => ({
  id: 1, number: 4, title: 'Tuinhuis', status: 'CONCEPT', source: 'v4', lead: false, secret: 's', designCode: '12345', date: 0, expireDate: null,
  createdAt: 0, updatedAt: 0, organizationId: 3, userId: 1, clientId: 1, companyId: null, reference: null, note: null, currency: 'EUR',
  pricesAreInclTax: true, fromExample: null, fromDealerToken: null, totalPrice: { inclTax: 0, exclTax: 0 }, taxTotals: [], categoryTotals: {},
  lines: [], disabledLines: [], looseProducts: [], configuration: design(), ...over,
});

const draft = (over: Partial<ExtraDraft>): ExtraDraft => ({ key: 'k', name: 'Bezorging', description: '', amount: '1', price: '10,00', costPrice: '', ...over });

describe('euro input', () => {
  it('reads the ways a dealer types an amount, in cents', () => {
    expect(parseEuroInput('12,50')).toBe(1250);
    expect(parseEuroInput('12.50')).toBe(1250);
    expect(parseEuroInput('€ 7')).toBe(700);
    expect(parseEuroInput('1.234,5')).toBe(123450);
    expect(parseEuroInput('1,234.50')).toBe(123450);
    expect(parseEuroInput('1.234')).toBe(123400);
    expect(parseEuroInput('0,01')).toBe(1);
    expect(parseEuroInput('')).toBeNull();
    expect(parseEuroInput('12,505')).toBeNull();
    expect(parseEuroInput('-3')).toBeNull();
    expect(parseEuroInput('abc')).toBeNull();
    expect(centsToInput(123450)).toBe('1234,50');
    expect(parseAmountInput('3')).toBe(3);
    expect(parseAmountInput('0')).toBe(0);
    expect(parseAmountInput('-1')).toBeNull();
    expect(parseAmountInput('1,5')).toBeNull();
  });
});

describe('manual lines', () => {
  it('hold the spec bounds: amount ≥ 0, price 0,01-99 step 0,01, cost price up to 99', () => {
    expect(draftErrors(draft({}))).toEqual({});
    expect(draftErrors(draft({ price: '0,01', amount: '0' }))).toEqual({});
    expect(draftErrors(draft({ price: '99' }))).toEqual({});
    expect(draftErrors(draft({ price: '0,00' })).price).toBe('Prijs is minimaal 0,01');
    expect(draftErrors(draft({ price: '' })).price).toBe('Prijs is minimaal 0,01');
    expect(draftErrors(draft({ price: '99,01' })).price).toBe('Prijs is maximaal 99');
    expect(draftErrors(draft({ price: '1,234' })).price).toBe('Vul een bedrag in, bijv. 12,50');
    expect(draftErrors(draft({ amount: '-1' })).amount).toBe('Aantal is minimaal 0');
    expect(draftErrors(draft({ name: ' ' })).name).toBe('Omschrijving is verplicht');
    // The domain's bounds of a manual line, which the server applies too.
    expect(draftErrors(draft({ amount: '100000' }))).toEqual({});
    expect(draftErrors(draft({ amount: '100001' })).amount).toBe('Aantal is maximaal 100000');
    expect(draftErrors(draft({ name: 'x'.repeat(201) })).name).toBe('Omschrijving is maximaal 200 tekens');
    expect(draftErrors(draft({ costPrice: '99,01' })).costPrice).toBe('Inkoopprijs is maximaal 99');
    expect(draftErrors(draft({ costPrice: 'veel' })).costPrice).toBe('Vul een bedrag in, bijv. 12,50');
    expect(draftErrors(draft({ costPrice: '100' })).costPrice).toBe('Inkoopprijs is maximaal 99');
  });

  it('follow what is typed for total and cost total', () => {
    expect(draftTotals(draft({ amount: '3', price: '12,50', costPrice: '8' }))).toEqual({ total: 3750, totalCost: 2400 });
    expect(draftTotals(draft({ price: 'x' }))).toBeNull();
  });

  it('are sent together as extra lines, and not while one fails', () => {
    expect(extraLinesBody([draft({ amount: '2', price: '45', costPrice: '30' })]))
      .toEqual([{ type: 'extra', name: 'Bezorging', description: '', amount: 2, price: 4500, costPrice: 3000 }]);
    expect(extraLinesBody([draft({}), draft({ price: '' })])).toBeNull();
    expect(extraLinesBody([])).toEqual([]);
    expect(newDraft()).toMatchObject({ name: 'Extra', amount: '1', price: '' });
  });

  it('come from the stored manual lines, enabled or switched off, and compare with them', () => {
    const stored = quote({
      lines: [line('material', 'Huis', 375000), line('extra', 'Montage', 5000, { description: 'Een dag' })],
      disabledLines: [line('extra', 'Bezorging', 4500)],
    });
    const drafts = draftsFromQuote(stored);
    expect(drafts.map((d) => [d.name, d.price, d.description])).toEqual([['Montage', '50,00', 'Een dag'], ['Bezorging', '45,00', '']]);
    expect(sameLines(extraLinesBody(drafts)!, stored)).toBe(true);
    expect(sameLines(extraLinesBody([{ ...drafts[0], price: '51' }, drafts[1]])!, stored)).toBe(false);
  });
});

describe('categories', () => {
  it("follow the spec's order and defaults, list switched-off lines untotalled, and always offer 'Extra'", () => {
    const q = quote({
      lines: [line('brush', 'Kleur', 9000), line('material', 'Huis', 375000)],
      disabledLines: [line('placement', 'Plaatsen', 69500)],
      categoryTotals: { material: { inclTax: 375000, cost: 225000 }, brush: { inclTax: 9000, cost: 5400 } },
    });
    const groups = categoryGroups(q);
    expect(groups.map((g) => [g.category, g.enabled, g.lines.length, g.total])).toEqual([
      ['material', true, 1, 375000], ['placement', false, 1, 0], ['brush', true, 1, 9000], ['extra', true, 0, 0],
    ]);
    expect(groups[0].cost).toBe(225000);
    expect(categoryOn(q, 'placement')).toBe(false);
    expect(categoryOn(quote({ configuration: design({ placement: true, extra: false }) }), 'placement')).toBe(true);
    expect(categoryOn(quote({ configuration: design({ extra: false }) }), 'extra')).toBe(false);
  });
});
