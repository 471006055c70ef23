/** Texts shared by every screen. */
export const common = {
  defaultTitle: 'Zelf een tuinhuis configureren',
  versionLabel: 'Versie 5.0.1',
  backToOverview: 'Naar overzicht',
  dealerLogin: 'Dealer login',
  loadFailed: 'Laden is mislukt',
  noDataOnServer: 'Geen data beschikbaar op server',
  somethingWentWrong: 'Er is iets misgegaan',
  requiredField: 'Veld is verplicht',
  /** '<label> is verplicht.' */
  required: (label: string) => `${label} is verplicht.`,
  noFieldsSet: 'No fields set',
  noFieldsFilled: 'Geen velden ingevuld',
  noIdSet: 'Geen id ingesteld',
  fieldNotSupported: 'Field not supported',
  clearSearch: 'Zoekopdracht wissen',
  cancel: 'Annuleren',
  close: 'Sluiten',
  retry: 'Opnieuw proberen',
} as const;
