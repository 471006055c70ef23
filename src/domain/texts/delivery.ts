/**
 * Texts of quote delivery (spec §2 'Quote page' actions, §4 'Mail' and 'Download', §5 'Mail message', §7
 * v1/notification/mail, §8): the mail dialog, the quote mail, the download and the quote PDF.
 */
export const delivery = {
  /** Subject and download name (spec §7): 'Offerte {number} - {title}'. */
  quoteName: (number: number | string, title: string) => `Offerte ${number} - ${title}`,
  pdfFileName: (number: number | string, title: string) => `Offerte ${number} - ${title}.pdf`,
  // Action bar and dialog.
  send: 'Versturen',
  sending: 'Verzenden..',
  sendFailed: 'Fout bij versturen',
  download: 'Download',
  downloading: 'Downloaden..',
  downloadFailed: 'Fout bij downloaden',
  dialogTitle: 'Offerte versturen',
  to: 'Aan',
  cc: 'Cc',
  bcc: 'Bcc',
  subject: 'Onderwerp',
  message: 'Bericht',
  messageHint: 'Met [link text="..."] zet je een link naar de offerte in het bericht.',
  cancel: 'Annuleren',
  attachment: 'Bijlage',
  addressesHint: 'Meerdere adressen scheiden met een komma.',
  /** Default link text of the placeholder. */
  linkText: 'Bekijk je offerte',
  /** The default message (spec §5), as the dialog shows it: greets the customer and holds the link placeholder. */
  defaultMessage: (name: string, organization: string) =>
    `Beste ${name || 'klant'},\n\nHierbij ontvang je de offerte voor je tuinhuis. Je kunt de offerte en het ontwerp online bekijken:\n\n`
    + `[link text="Bekijk je offerte"]\n\nDe offerte is ook als PDF bijgevoegd. Heb je vragen, neem dan gerust contact met ons op.\n\n`
    + `Met vriendelijke groet,\n${organization}`,
  // Server refusals.
  noRecipient: 'Vul minstens één geldig e-mailadres in bij Aan',
  invalidAddress: (address: string) => `Ongeldig e-mailadres: ${address}`,
  emptyMessage: 'Het bericht is leeg',
  // The quote PDF.
  pdf: {
    quote: (number: number | string) => `Offerte ${number}`,
    date: 'Datum',
    dueDate: 'Vervaldatum',
    reference: 'Referentie',
    seller: 'Verkoper',
    customer: 'Klant',
    amount: 'Aantal',
    description: 'Omschrijving',
    price: 'Prijs',
    total: 'Totaal',
    colour: 'Kleur',
    looseProducts: 'Losse producten',
    subtotal: 'Subtotaal (excl. BTW)',
    vat: (name: string) => name,
    grandTotal: 'Totaal (incl. BTW)',
    note: 'Notitie',
    plan: 'Plattegrond',
    page: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
    phone: 'Tel.',
    email: 'E-mail',
    kvk: 'KvK',
    vatNumber: 'BTW',
    iban: 'IBAN',
  },
} as const;
