/** The connector this server uses: AFAS when configured (AFAS_BASE_URL + AFAS_TOKEN), else the embedded order book. */
import type { AppConfig } from '../config';
import { afasConnector } from './afas';
import type { ConnectorFactory } from './connector';
import { embeddedOrderBook } from './embedded';

export function connectorFactory(config: AppConfig): ConnectorFactory {
  const afas = config.afas;
  if (!afas) return embeddedOrderBook;
  const connector = afasConnector(afas);
  return () => connector;
}
