/** Example configurations (spec §2 'Example configurations', 'Customer dialog' 'Maak voorbeeldconfiguratie', §7 actualize). */
export const examples = {
  title: 'Configuraties',
  hint: 'Klik op een ontwerp om deze weer te geven',
  search: 'Zoek op ontwerp nummer of naam',
  empty: 'Geen configuraties gevonden',
  loadFailed: 'Laden is mislukt',
  actualize: 'Actualiseren',
  export: 'Exporteer',
  syncStarted: 'Synchronisatie gestart',
  actualizeFailed: 'Actualiseren is mislukt',
  exportFailed: 'Fout bij downloaden',
  /** The server's answer to PUT /quote/actualize (spec §7), matched by the client. */
  actualizeStarted: 'Successfully started quote actualization process',
  lastRun: (repriced: number) => `Laatste actualisatie: ${repriced} ${repriced === 1 ? 'ontwerp' : 'ontwerpen'} opnieuw geprijsd`,
  missingProducts: 'Producten die niet meer in de catalogus staan:',
  // The customer dialog's tab.
  tab: 'Maak voorbeeldconfiguratie',
  tabIntro: 'Sla dit ontwerp op als voorbeeldconfiguratie zonder klantgegevens, om mee te promoten. Ontwerpen die klanten via de link insturen verschijnen onder Leads.',
  titleLabel: 'Naam van het ontwerp',
  save: 'Voorbeeldconfiguratie opslaan',
  saving: 'Opslaan...',
  saved: 'Voorbeeldconfiguratie opgeslagen',
  saveFailed: 'Fout bij aanmaken',
  makeLink: 'Maak link',
  linkCopied: 'Link gekopieerd',
  linkLabel: 'Link met dealer token',
};
