/** Texts of the dealer's customer dialog and customer form (spec §2 'Customer dialog', §5, §8). */
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
} as const;
