import { describe, expect, it } from 'vitest';
import { customerName, isRemoved, leadRowTitle, leadSuffix, rowTitle, rowTotal, statusLabel } from './quote-row';
import { testCompany, testPerson } from '../../api/testing/clients';

describe('list rows', () => {
  it("reads '#number - title'", () => {
    expect(rowTitle({ number: 12, title: 'Tuinhuis Zadeldak 400x300' })).toBe('#12 - Tuinhuis Zadeldak 400x300');
  });

  it('adds the lead origin as the spec words it, an example before a dealer token', () => {
    expect(leadRowTitle({ number: 7, title: 'Tuinhuis', fromExample: null, fromDealerToken: 'groenevinger-7f3a' })).toBe('#7 - Tuinhuis - via dealer token');
    expect(leadRowTitle({ number: 7, title: 'Tuinhuis', fromExample: 48, fromDealerToken: null })).toBe('#7 - Tuinhuis - via voorbeeld configuratie');
    expect(leadSuffix({ fromExample: 48, fromDealerToken: 'groenevinger-7f3a' })).toBe(' - via voorbeeld configuratie');
    expect(leadSuffix({ fromExample: null, fromDealerToken: null })).toBe('');
    expect(leadSuffix({ fromExample: 0, fromDealerToken: '' })).toBe('');
  });

  it('labels statuses in Dutch; an unknown or missing status reads as Concept', () => {
    expect(statusLabel('ACCEPTED')).toBe('Geaccepteerd');
    expect(statusLabel('LEAD_IN_TREATMENT')).toBe('In behandeling');
    expect(statusLabel('DELETED')).toBe('Verwijderd');
    expect(statusLabel('SOMETHING')).toBe('Concept');
    expect(statusLabel(null)).toBe('Concept');
  });

  it('marks removed quotes and leads, and formats the total in euros', () => {
    expect(isRemoved({ status: 'DELETED' })).toBe(true);
    expect(isRemoved({ status: 'LEAD_DELETED' })).toBe(true);
    expect(isRemoved({ status: 'REJECTED' })).toBe(false);
    expect(rowTotal({ totalPrice: { inclTax: 902455, exclTax: 745831 } })).toBe('€ 9.024,55');
  });

  it("names the customer, else the brand's dealer company", () => {
    expect(customerName({ customer: testPerson({ fullName: 'Jan de Vries' }), company: null })).toBe('Jan de Vries');
    expect(customerName({ customer: null, company: testCompany({ name: 'Tuincentrum' }) })).toBe('Tuincentrum');
    expect(customerName({ customer: null, company: null })).toBe('');
  });
});
