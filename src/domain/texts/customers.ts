/** Texts of the dealer's customer dialog and customer form (spec §2 'Customer dialog', §5, §8). */
import { quote } from './quote';

const { note: _note, ...leadFields } = quote.fields;

export const customers = {
  errors: {
    firstName: 'Voornaam is verplicht',
    lastName: 'Achternaam is verplicht',
    street: 'Straat is verplicht',
    houseNumber: 'Huisnummer is verplicht',
    postalCode: 'Postcode is verplicht',
    city: 'Stad is verplicht',
    email: 'E-mailadres is verplicht',
    telephone: 'Telefoonnummer is verplicht',
  },
  createFailed: 'Fout bij aanmaken',
  updateFailed: 'Fout bij updaten',
  deleteConfirm: 'Wil je deze klant echt verwijderen?',
  /** Issue 27: a customer with quotes stays on them, so it is not removed (the server answers 409 with this). */
  deleteKeptOnQuotes: 'Deze klant staat op een of meer offertes en blijft daarop bewaard. Verwijder eerst die offertes; dan kan de klant weg.',
  deleteHint: 'Een klant die op een offerte staat, blijft op die offerte bewaard en kan pas weg als die offertes verwijderd zijn.',
  deleted: 'Klant verwijderd',
  deleteFailed: 'Verwijderen is mislukt',
  title: 'Klanten',
  people: 'Personen',
  companies: 'Bedrijven',
  searchCompanies: 'Zoek op bedrijfsnaam',
  noCompanies: 'Geen bedrijven gevonden.',
  edit: 'Wijzigen',
  remove: 'Verwijderen',
  quotesOf: 'Offertes',
  noQuotes: 'Geen offertes',
  dialogTitle: 'Klant kiezen',
  dialogIntro: 'Voor wie is dit ontwerp? Maak een nieuwe klant aan of kies een bestaande.',
  editTitle: 'Klant wijzigen',
  tabs: {
    newCustomer: 'Nieuwe klant',
    existingCustomer: 'Bestaande klant',
    dealers: 'Dealers',
  },
  /** The lead form's labels, but 'E-mailadres' as the customer form's message spells it (spec §5). */
  fields: { ...leadFields, email: 'E-mailadres' },
  create: 'Klant aanmaken',
  creating: 'Bezig met aanmaken...',
  update: 'Wijzigingen opslaan',
  updating: 'Bezig met opslaan...',
  searchPeople: 'Zoek op naam',
  searchDealers: 'Zoek dealer op naam',
  noPeople: 'Geen klanten gevonden.',
  noDealers: 'Geen dealers gevonden.',
  loadMore: 'Meer laden',
  loadFailed: 'Laden is mislukt',
  chosen: 'Gekozen',
  later: 'Later kiezen',
} as const;
