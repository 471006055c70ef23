/** Texts of the customer's read-only quote view (spec §2 'Read-only preview', 'Quote page and panel' title). */
export const preview = {
  /** 'Offerte #number'; the number is left out when it is '0' (spec §2 'Quote page'). */
  quoteTitle: (number?: string | number | null) => {
    const shown = number === undefined || number === null ? '' : String(number).trim();
    return shown && shown !== '0' ? `Offerte #${shown}` : 'Offerte';
  },
  readOnly: 'Alleen bekijken: dit ontwerp kun je hier niet wijzigen.',
  quoteSection: 'Je offerte',
  showQuote: 'Bekijk offerte',
  noPrices: 'Voor deze offerte zijn geen prijzen beschikbaar.',
  house: 'Tuinhuis',
  // The customer quote page's facts (issue 10 §3), named as on the dealer's quote page.
  reference: 'Referentie',
  date: 'Datum',
  dueDate: 'Vervaldatum',
  seller: 'Verkoper',
  note: 'Notitie',
  customer: 'Klant',
  organization: 'Je dealer',
} as const;
