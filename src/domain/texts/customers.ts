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
