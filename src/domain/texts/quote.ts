/**
 * Texts of the quote panel (cart), the lead form, the thank-you pages, the dealer badge and share button, and
 * the configurator's top bar, tutorial and notices (spec §2 'Configurator screen', 'Quote page and panel',
 * §4 'Editor behaviour', §5 'Lead form', §8).
 */
export const quote = {
  /** Spec §8 'Build-level alert': quote making has a problem at the moment (switched on by QUOTE_ALERT). */
  buildAlert: 'Er is op dit moment een probleem met het maken van offertes. Probeer het later opnieuw of neem contact met ons op.',
  // Cart button and overlay.
  cartAnonymous: 'Offerte & insturen',
  cart: 'Offerte',
  cartFailed: 'Er is iets misgegaan',
  panelTitle: 'Je offerte',
  close: 'Sluiten',
  calculating: 'Berekenen...',
  noLines: 'Nog geen producten in je ontwerp',
  amount: 'Aantal',
  amountOf: (product: string) => `Aantal ${product}`,
  colour: 'Kleur',
  subtotal: 'Subtotaal',
  vatLine: (percentage: number) => `${percentage}% BTW`,
  total: 'Totaal',
  totalInclVat: 'Totaal incl. BTW',
  customer: 'Klantgegevens',
  priceView: 'Prijsweergave',
  consumerPrice: 'Consumentenprijs',
  costPrice: 'Inkoopprijs',
  // Lead form (spec §5 'Lead form').
  leadTitle: 'Je ontwerp insturen',
  leadIntro: 'Vul je gegevens in. Je ontvangt direct een e-mail met de link naar je ontwerp.',
  fields: {
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    street: 'Straat',
    houseNumber: 'Huisnummer',
    postalCode: 'Postcode',
    city: 'Stad',
    telephone: 'Telefoonnummer',
    email: 'Emailadres',
    note: 'Opmerking',
  },
  optional: 'optioneel',
  consent: (dealer: string) =>
    `Door je ontwerp in te sturen ga je akkoord met het verwerken en delen van je persoonsgegevens met ${dealer}, `
    + 'zodat deze contact met je kan opnemen over je ontwerp. Aan de configuratie kunnen geen rechten worden ontleend; '
    + 'prijzen en informatie zijn onder voorbehoud van wijzigingen.',
  anyDealer: (brand: string) => `een passende ${brand} dealer`,
  send: 'Insturen',
  sending: 'Bezig met insturen...',
  waitForPrice: 'Even geduld, de prijs wordt berekend...',
  sendFailed: 'Er ging iets fout',
  // Thank-you pages and share dialog.
  thanksTitle: 'Bedankt voor je aanvraag!',
  thanksGeneral: 'We hebben je ontwerp ontvangen en je krijgt direct een e-mail met de link naar je ontwerp. '
    + 'Binnen 24 uur op werkdagen ontvang je een tweede e-mail met de gegevens van een dealer bij jou in de buurt.',
  thanksDealer: (dealer: string) => `We hebben je ontwerp ontvangen en doorgestuurd naar ${dealer}. `
    + 'Je krijgt direct een e-mail met de link naar je ontwerp en de gegevens van de dealer, die snel contact met je opneemt.',
  thanksDealerFallback: 'je dealer',
  designCode: 'Ontwerpcode',
  shareOpen: 'Deel je ontwerp',
  shareTitle: 'Deel je ontwerp',
  shareText: 'Met deze link open je je ontwerp later weer, of deel je het met anderen.',
  shareLink: 'Link naar je ontwerp',
  copy: 'Kopieer de link',
  copied: 'Gekopieerd',
  copyAndHome: 'Kopieer en terug naar home',
  backHome: 'Terug naar home',
  // Dealer badge and share button.
  dealerBadge: (name: string) => `Dealer: ${name}`,
  shareWithToken: 'Deel deze pagina met je dealerlink',
  shareCopied: 'Link met dealertoken gekopieerd',
  // Configurator top bar, tutorial and notices.
  backToOverview: 'Naar overzicht',
  help: 'Help',
  faq: 'Veelgestelde vragen',
  quickTour: 'Snelle uitleg',
  tutorialNext: 'Volgende',
  tutorialClose: 'Uitleg sluiten',
  tutorialStep: (step: number, of: number) => `Stap ${step} van ${of}`,
  tutorial: [
    { title: 'Welkom in de configurator', text: 'In een paar stappen ontwerp je je eigen tuinhuis. We laten je kort zien hoe het werkt.' },
    { title: 'Het productmenu', text: 'Open het productmenu linksboven. Kies daar wanden, ramen, deuren, daken, kleuren en meubels.' },
    { title: 'De plattegrond', text: 'Klik op een zijde van het tuinhuis om een wand te plaatsen, of op een wand om een raam of deur te plaatsen.' },
    { title: 'De 3D-weergave', text: 'Bekijk je ontwerp in 3D. Draai, verschuif en zoom met muis of vingers.' },
    { title: 'Kleuren', text: 'Kies een kleur in het menu en klik op wanden, ramen, deuren of palen om ze te kleuren.' },
    { title: 'Offerte en insturen', text: 'Rechtsboven zie je de prijs. Open de offerte om je ontwerp in te sturen.' },
  ],
  madeToMeasureNotice: 'Je ontwerp bevat een wand op maat. Deze wand moet nog op locatie op maat worden gemaakt.',
  leaveWarning: 'Weet je het zeker? Je ontwerp gaat verloren als je terug gaat.',
  leaveStay: 'Blijven',
  leaveGo: 'Terug naar overzicht',
} as const;
