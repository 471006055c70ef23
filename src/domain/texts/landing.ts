/** Landing page texts (spec §2 'Landing page'). */
export const landing = {
  title: 'Ontwerp je eigen tuinhuis',
  welcome: 'Welkom! Stel in een paar stappen je eigen buitenverblijf samen, bekijk het direct in 2D en 3D en ontvang meteen een prijs.',
  startOwnDesign: 'Start eigen ontwerp',
  startOwnDesignHint: 'Kies een model en maak het helemaal van jezelf.',
  startWithCode: 'Start met code',
  startWithCodeHint: 'Heb je al een ontwerp? Open het met je ontwerpcode.',
  codeDialogTitle: 'Start met code',
  codeDialogText: 'Vul de 5-cijferige code van je ontwerp in.',
  codeLabel: 'Ontwerpcode',
  codePlaceholder: '12345',
  continue: 'Ga verder',
  cancel: 'Annuleren',
  help: 'Veelgestelde vragen',
  helpHint: 'Vragen over bouwen, levering of je ontwerp? Bekijk de antwoorden.',
} as const;

/** Shell texts: header and footer (spec §2 'Header, footer'). */
export const shell = {
  home: 'Home',
  logoAlt: (brand: string) => `${brand} logo`,
  requestCatalogue: 'Catalogus aanvragen',
  deliveryTerms: 'Leveringsvoorwaarden',
  developer: 'Ontwikkeld door Houtwerk Digitaal',
  brandSite: (brand: string) => `Website ${brand}`,
  footerTagline: 'Ontwerp, bekijk en bestel je houten buitenverblijf online.',
  skipToContent: 'Naar de inhoud',
} as const;
