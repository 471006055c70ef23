/**
 * Texts of the lead submission: the lead form's error messages (spec §5 'Lead form', spelled as the spec spells
 * them, including 'telefoonnnummer') and the mails sent after a lead is stored.
 */
export const lead = {
  errors: {
    required: 'Vul dit veld in',
    postalCode: 'Vul een geldige postcode in',
    telephone: 'Vul een geldig telefoonnnummer in',
    email: 'Vul een geldig Emailadres in',
  },
  /** Mail to the visitor, sent at once after the lead is stored. */
  visitorMail: {
    subject: (brand: string) => `Je ontwerp bij ${brand}`,
    greeting: (firstName: string) => `Beste ${firstName},`,
    thanks: 'Bedankt voor het insturen van je ontwerp. Via onderstaande link open je je ontwerp altijd weer:',
    designCode: (code: string) => `Je ontwerpcode is ${code}. Met deze code kun je je ontwerp ook delen of later opnieuw starten.`,
    dealerIntro: 'Je ontwerp is doorgestuurd naar je dealer, die snel contact met je opneemt:',
    noDealer: 'Binnen 24 uur op werkdagen ontvang je een tweede e-mail met de gegevens van een dealer bij jou in de buurt.',
    dealerName: 'Dealer',
    dealerEmail: 'E-mail',
    dealerPhone: 'Telefoon',
    closing: 'Met vriendelijke groet,',
    disclaimer: 'Aan de configuratie kunnen geen rechten worden ontleend; prijzen en informatie zijn onder voorbehoud van wijzigingen.',
  },
  /** Notice to the dealer (or the brand when no dealer is linked). */
  dealerMail: {
    subject: (number: number | string, customer: string) => `Nieuwe lead ${number}: ${customer}`,
    intro: 'Er is een nieuwe lead binnengekomen via de 3D-configurator.',
    customer: 'Klant',
    number: 'Nummer',
    title: 'Ontwerp',
    total: 'Totaal incl. BTW',
    email: 'E-mail',
    phone: 'Telefoon',
    address: 'Adres',
    note: 'Opmerking',
    link: 'Bekijk het ontwerp:',
  },
} as const;
