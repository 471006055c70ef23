/** Orders to the accounting system (spec §2 'Order to accounting system', §5 'Order placement', §8). */
export const accounting = {
  title: 'Boekhoudsysteem',
  status: {
    notLinked: 'Niet gekoppeld aan het boekhoudsysteem',
    upToDate: 'Up-to-date met het boekhoudsysteem',
    updateErrors: 'Fouten bij het bijwerken in het boekhoudsysteem',
    unavailable: 'Status niet beschikbaar',
  },
  placeOrder: (brand: string) => `Plaats order bij ${brand}`,
  loadingStatus: 'Status laden...',
  syncing: 'Synchroniseren...',
  confirm: 'Weet je zeker dat je deze order wilt plaatsen?',
  confirmYes: 'Order plaatsen',
  confirmNo: 'Annuleren',
  noId: 'Geen id beschikbaar voor deze offerte',
  loadFailed: 'Fout bij inladen status',
  syncFailed: 'Fout bij synchroniseren',
  externalId: 'Ordernummer',
  // The read-only overlay and the server's 409 (ARCHITECTURE §3 reading 15).
  locked: 'Wijzigen uitgeschakeld',
  lockedQuote: 'Deze offerte is naar het boekhoudsysteem verstuurd en kan niet meer worden gewijzigd.',
  lockedOrder: 'Deze offerte is omgezet naar een order bij de hoofdleverancier en kan niet meer worden gewijzigd.',
  lockedLoading: 'De status in het boekhoudsysteem wordt geladen.',
};
