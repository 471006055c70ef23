import { describe, expect, it } from 'vitest';
import { buildQuery } from '../../api/http';
import { quoteListQuery } from '../../api/dealer-quotes';
import { allowedChip, chipsFor, quoteListParams, quoteTabs, tabLabel } from './quote-filters';

const caller = { userId: 5, organizationId: 3 };
const query = (params: Parameters<typeof quoteListQuery>[0]) => decodeURIComponent(buildQuery(quoteListQuery(params)));

describe('quotes list chips and tabs', () => {
  it('shows the sub-dealer chips to managers only', () => {
    expect(chipsFor(false).map((c) => c.label)).toEqual(['Mijn offertes', 'Alle offertes van mijn organisatie']);
    expect(chipsFor(true).map((c) => c.label)).toEqual(['Mijn offertes', 'Alle offertes van mijn organisatie', 'Alle subdealer offertes', 'Toon alles']);
    expect(allowedChip('everything', false)).toBe('mine');
    expect(allowedChip('subdealers', true)).toBe('subdealers');
  });

  it("has 'Alles' and one tab per list status", () => {
    expect(quoteTabs.map(tabLabel)).toEqual(['Alles', 'Concept', 'Verzonden', 'Geaccepteerd', 'Afgewezen']);
  });

  it('turns each chip into the parameters of GET /quote', () => {
    expect(query(quoteListParams('mine', 'all', '', caller)))
      .toBe('sort=-created_at&embed[]=customer&embed[]=company&statuses[]=CONCEPT&statuses[]=SENT&statuses[]=ACCEPTED&statuses[]=REJECTED&filter[userIds][]=5');
    expect(query(quoteListParams('organization', 'SENT', '', caller))).toBe('sort=-created_at&embed[]=customer&embed[]=company&statuses[]=SENT');
    expect(query(quoteListParams('subdealers', 'ACCEPTED', '', caller)))
      .toBe('sort=-created_at&embed[]=customer&embed[]=company&embed[]=organization&statuses[]=ACCEPTED&filter[organizationIds][]=-3&showSubdealers=true');
    expect(query(quoteListParams('everything', 'REJECTED', ' 12 ', caller)))
      .toBe('sort=-created_at&embed[]=customer&embed[]=company&embed[]=organization&search[search]=12&statuses[]=REJECTED&showSubdealers=true');
  });

  it('asks the lead counts and the lead tabs the way the spec does', () => {
    expect(query({ lead: true, limit: 0 })).toBe('sort=-created_at&lead=true&limit=0');
    expect(query({ lead: true, statuses: ['LEAD_IN_TREATMENT'], search: 'de Vries', embed: ['customer'], limit: 50, offset: 50 }))
      .toBe('sort=-created_at&embed[]=customer&search[search]=de+Vries&statuses[]=LEAD_IN_TREATMENT&lead=true&limit=50&offset=50');
  });

  it("asks one customer's quotes by person or company id (the customers page)", () => {
    expect(query({ organizationId: 3, clientIds: [7] })).toBe('sort=-created_at&organizationId=3&filter[clientIds][]=7');
    expect(query({ companyIds: [9], userIds: [] })).toBe('sort=-created_at&filter[companyIds][]=9');
  });
});
