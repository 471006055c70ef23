import { describe, expect, it } from 'vitest';
import type { SavedQuote } from '../../api/quotes';
import { testPublicQuote } from '../../api/testing/quotes';
import { customerQuoteDetails } from './customer-details';

describe('customerQuoteDetails', () => {
  it('reads dates, reference, seller, note and both address blocks', () => {
    const details = customerQuoteDetails(testPublicQuote({
      date: 1767225600, expireDate: null, reference: ' Achtertuin ', seller: 'Sanne Bakker', note: '',
      customer: { firstName: 'Anna', lastName: 'de Vries', street: 'Lindelaan', houseNumber: '3', postalCode: '3511 AA', city: 'Utrecht', country: 'NL', telephone: '0301234567', email: 'anna@example.nl' },
      organization: { id: 3, name: 'De Groene Vinger', email: 'info@gv.example', phone: null, logoUrl: null, settings: {} },
      organizationAddress: { street: 'Kweekerslaan', houseNumber: '45', postalCode: '3451 GH', city: 'Vleuten' },
    }));
    expect(details).toEqual({
      date: '01-01-2026', dueDate: null, reference: 'Achtertuin', seller: 'Sanne Bakker', note: null,
      customer: { name: 'Anna de Vries', lines: ['Lindelaan 3', '3511 AA Utrecht', '0301234567', 'anna@example.nl'] },
      organization: { name: 'De Groene Vinger', lines: ['Kweekerslaan 45', '3451 GH Vleuten', 'info@gv.example'] },
    });
  });

  it('takes today for a missing date and leaves out missing blocks', () => {
    // The contract always has a date; the page still copes with one without (a quote read before it was saved).
    const undated: Partial<SavedQuote> = testPublicQuote();
    delete undated.date;
    const details = customerQuoteDetails(undated as SavedQuote, 1767225600);
    expect(details).toMatchObject({ date: '01-01-2026', dueDate: null, customer: null, organization: null });
  });
});
