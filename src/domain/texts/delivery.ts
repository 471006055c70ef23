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
  /** Lead routing (issue 10 §4): the brand's assignment and the visitor's second e-mail. */
  assign: {
    action: 'Toewijzen aan dealer',
    title: 'Lead toewijzen aan dealer',
    dealer: 'Dealer',
    chooseDealer: 'Kies een dealer',
    confirm: 'Toewijzen',
    assigning: 'Toewijzen..',
    failed: 'Toewijzen is mislukt',
    assigned: (dealer: string) => `Lead toegewezen aan ${dealer}`,
    text: 'De dealer krijgt de lead met een nieuw nummer en een e-mail; de klant krijgt een e-mail met de gegevens van de dealer.',
    notBrand: 'Alleen het merk wijst leads toe aan dealers',
    notALead: 'Alleen een lead kan worden toegewezen',
    unknownDealer: 'Deze dealer bestaat niet',
    /** Reading 17: an organisation without dealerTokenActive has no Leads menu, so no lead goes there. */
    noLeads: 'Deze dealer ontvangt geen leads (deelbare link staat uit)',
    regions: 'Postcodegebieden',
    regionsHint: "Bijv. 3400-3599, BE:2000-2999, DE:40210-40629 (zonder land: Nederland)",
  },
  /** The brand's editor of the dealers' postcode regions, in the settings (issue 10 §4, beyond the spec). */
  postcodeRegions: {
    title: 'Postcodegebieden',
    intro: 'Een lead met een postcode in het gebied van precies één dealer gaat bij het versturen direct naar die dealer. '
      + 'Valt de postcode in geen of in meer gebieden, dan komt de lead bij het merk. '
      + 'Alleen dealers met een actieve deelbare link ontvangen leads.',
    label: (dealer: string) => `Postcodegebieden van ${dealer}`,
    save: 'Opslaan',
    saving: 'Bezig met opslaan',
    saved: 'Opgeslagen',
    failed: 'Opslaan is mislukt',
    loadFailed: 'De dealers konden niet worden geladen',
    empty: 'Geen dealers gevonden',
  },
  secondVisitorMail: {
    subject: (brand: string) => `Je dealer voor je ontwerp bij ${brand}`,
    greeting: (firstName: string) => `Beste ${firstName},`,
    intro: 'Je ontwerp is doorgestuurd naar een dealer bij jou in de buurt. Deze dealer neemt snel contact met je op:',
    dealerName: 'Dealer',
    address: 'Adres',
    phone: 'Telefoon',
    email: 'E-mail',
    link: 'Je ontwerp bekijk je via deze link:',
    closing: 'Met vriendelijke groet,',
  },
  unassignedMail: {
    subject: (count: number) => `${count} ${count === 1 ? 'lead wacht' : 'leads wachten'} op een dealer`,
    intro: 'Deze leads zijn langer dan een werkdag niet aan een dealer toegewezen:',
    link: 'Wijs ze toe in de leadlijst:',
  },
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
