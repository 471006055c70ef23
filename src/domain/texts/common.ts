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
  /** A 429 answer (rate limit, issue 13): the server sends this text; screens show it as it came. */
  tooManyRequests: (waitMs: number) => {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    if (seconds < 60) return `Te veel pogingen. Probeer het over ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} opnieuw.`;
    const minutes = Math.ceil(seconds / 60);
    return `Te veel pogingen. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`;
  },
  /** A 429 without a server text. */
  tooManyRequestsLater: 'Te veel pogingen. Probeer het later opnieuw.',
} as const;
