/**
 * The accounting connector (ARCHITECTURE §3 reading 15, §6 'Accounting'): how a quote becomes a sales order in
 * the brand's accounting system and how its status is read back. Two implementations: the embedded order book
 * in the database (default, embedded.ts) and AFAS Profit's REST connectors (afas.ts, when AFAS_BASE_URL and
 * AFAS_TOKEN are set). The service (service.ts) decides who may place what; a connector only talks to the system.
 */
import type { Executor } from '../jobs/queue';

export interface SalesOrderLine {
  sku: string;
  name: string;
  amount: number;
  /** Unit price in cents, incl. VAT. */
  price: number;
  taxPercentage: number;
}

export interface SalesOrder {
  /** Unique per quote ('quote-<id>'): the order's reference in the accounting system. */
  reference: string;
  /** 'quote': the brand's own quote for its customer; 'order': a dealer's quote ordered at the brand. */
  kind: 'quote' | 'order';
  /** Who the brand invoices: for 'order' the dealer organisation, for 'quote' the customer (or its company). */
  debtor: { name: string; code: string | null };
  quote: { id: number; number: number; title: string; date: Date; reference: string | null };
  lines: SalesOrderLine[];
  total: { inclTax: number; exclTax: number };
}

export interface PlacedOrder {
  /** The order's number in the accounting system. */
  externalId: string;
  status: string;
}

/** A failure of the accounting system (unreachable, refused, or an answer we cannot read): the message says which. */
export class AccountingError extends Error {
  constructor(message: string, readonly httpStatus?: number) {
    super(message);
    this.name = 'AccountingError';
  }
}

export interface AccountingConnector {
  readonly name: 'embedded' | 'afas';
  placeOrder(order: SalesOrder): Promise<PlacedOrder>;
  /**
   * The order placed earlier with this reference, or null: asked before placing, so a retry after a crash between
   * the system's answer and our commit finds the first order instead of placing a second.
   */
  findOrder(reference: string): Promise<PlacedOrder | null>;
  /** The order's current status; null when the accounting system does not know the order (any more). */
  orderStatus(externalId: string): Promise<{ status: string } | null>;
}

/**
 * A connector for one unit of work: the embedded order book writes with the caller's executor, so the order and
 * the accounting record commit together; the HTTP adapter ignores it.
 */
export type ConnectorFactory = (executor: Executor) => AccountingConnector;
