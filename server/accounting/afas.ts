/**
 * AFAS Profit over its REST connectors: a sales order goes in through an UpdateConnector
 * (POST {base}/connectors/FbSales with { FbSales: { Element: { Fields, Objects: [{ FbSalesLines: { Element: [...] } }] } } },
 * answered 201 { results: { FbSales: { OrNu } } }), and its status comes back through a GetConnector
 * (GET {base}/connectors/{id}?filterfieldids=OrderNumber&filtervalues=..&operatortypes=1&skip=0&take=1, answered
 * { skip, take, rows: [{ OrderNumber, Status }] }). Requests carry `Authorization: AfasToken <base64 token XML>`.
 * AFAS answers errors as { externalMessage, profitLogReference }: both go into the error, never the token.
 */
import type { AfasConfig } from '../config';
import { AccountingError, type AccountingConnector, type PlacedOrder, type SalesOrder } from './connector';

const DEFAULT_SALES_CONNECTOR = 'FbSales';
const DEFAULT_STATUS_CONNECTOR = 'Configurator_Verkooporders';
/** Item type 'artikel' in FbSalesLines.VaIt. */
const ITEM_TYPE_ARTICLE = '2';

/** The header value: AFAS wants the token XML base64-encoded; a token given encoded already is used as it is. */
export function afasAuthorization(token: string): string {
  const trimmed = token.trim();
  const encoded = trimmed.startsWith('<') ? Buffer.from(trimmed, 'utf8').toString('base64') : trimmed;
  return `AfasToken ${encoded}`;
}

/** The body of an FbSales UpdateConnector call for one order. Prices go as unit prices excl. VAT in euros. */
export function fbSalesBody(order: SalesOrder) {
  return {
    FbSales: {
      Element: {
        Fields: {
          ...(order.debtor.code ? { DbId: order.debtor.code } : {}),
          OrDa: order.quote.date.toISOString().slice(0, 10),
          RfCs: order.reference,
          Re: `Offerte ${order.quote.number} - ${order.quote.title}`.slice(0, 80),
        },
        Objects: [{
          FbSalesLines: {
            Element: order.lines.map((line) => ({
              Fields: {
                VaIt: ITEM_TYPE_ARTICLE, ItCd: line.sku, Ds: line.name.slice(0, 80), QuUn: line.amount,
                Upri: Math.round((line.price * 100) / (100 + line.taxPercentage)) / 100,
              },
            })),
          },
        }],
      },
    },
  };
}

async function afasError(response: Response): Promise<AccountingError> {
  let detail = '';
  try {
    const body = (await response.json()) as { externalMessage?: string; profitLogReference?: string };
    detail = [body.externalMessage, body.profitLogReference ? `logreferentie ${body.profitLogReference}` : ''].filter(Boolean).join(', ');
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return new AccountingError(`AFAS antwoordde ${response.status}${detail ? `: ${detail}` : ''}`, response.status);
}

export function afasConnector(config: AfasConfig, fetchImpl: typeof fetch = fetch): AccountingConnector {
  const base = `${config.baseUrl.replace(/\/+$/, '')}/connectors`;
  const headers = { authorization: afasAuthorization(config.token), accept: 'application/json' };
  const timeoutMs = config.timeoutMs ?? 15_000;

  async function call(url: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, headers: { ...headers, ...init.headers }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new AccountingError(`AFAS is niet bereikbaar: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.ok) throw await afasError(response);
    return response;
  }

  type StatusRow = { OrderNumber?: unknown; Status?: unknown; Reference?: unknown };
  const statusOf = (row: StatusRow) => (typeof row.Status === 'string' && row.Status ? row.Status : 'Onbekend');
  async function statusRows(field: string, value: string): Promise<StatusRow[]> {
    const query = new URLSearchParams({ filterfieldids: field, filtervalues: value, operatortypes: '1', skip: '0', take: '1' });
    const response = await call(`${base}/${encodeURIComponent(config.statusConnector ?? DEFAULT_STATUS_CONNECTOR)}?${query}`);
    const body = (await response.json().catch(() => null)) as { rows?: StatusRow[] } | null;
    if (!body || !Array.isArray(body.rows)) throw new AccountingError('AFAS gaf een onleesbaar antwoord');
    return body.rows;
  }

  return {
    name: 'afas',
    async placeOrder(order: SalesOrder): Promise<PlacedOrder> {
      const response = await call(`${base}/${encodeURIComponent(config.salesConnector ?? DEFAULT_SALES_CONNECTOR)}`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fbSalesBody(order)),
      });
      const body = (await response.json().catch(() => null)) as { results?: { FbSales?: { OrNu?: unknown } } } | null;
      const number = body?.results?.FbSales?.OrNu;
      if (typeof number !== 'string' && typeof number !== 'number') throw new AccountingError('AFAS gaf geen ordernummer terug');
      return { externalId: String(number), status: 'Geplaatst' };
    },
    async findOrder(reference: string) {
      const rows = await statusRows('Reference', reference);
      const row = rows.find((r) => String(r.Reference) === reference && (typeof r.OrderNumber === 'string' || typeof r.OrderNumber === 'number'));
      return row ? { externalId: String(row.OrderNumber), status: statusOf(row) } : null;
    },
    async orderStatus(externalId: string) {
      const row = (await statusRows('OrderNumber', externalId)).find((r) => String(r.OrderNumber) === externalId);
      return row ? { status: statusOf(row) } : null;
    },
  };
}
