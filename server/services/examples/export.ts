/**
 * 'Exporteer' (spec §2 'Example configurations', §7 GET v1/quote/statistics?type=example, ARCHITECTURE §3
 * reading 14): one CSV row per example with its id, number, title, organisation, design code, date, total (euro,
 * incl. VAT), AR exports (statistic_type_glb_export_amount events keyed by the example's id) and the leads that
 * came from it (quotes whose attribute fromExample is its id). RFC 4180: comma separated, quoted where needed,
 * CRLF line ends, so any spreadsheet or CSV parser reads it.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';

export const exportColumns = ['id', 'nummer', 'titel', 'organisatie', 'ontwerpcode', 'datum', 'totaal', 'ar_exports', 'leads'] as const;

/** A field quoted when it holds a separator, quote or line break; a leading formula character is defused. */
export function csvField(value: string | number): string {
  let text = String(value);
  // Spreadsheets run a cell starting with = + - @ as a formula: titles are typed by dealers.
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const euros = (cents: number) => (cents / 100).toFixed(2);

export async function examplesCsv(db: Kysely<Database>): Promise<string> {
  const rows = await db.selectFrom('quotes')
    .innerJoin('organizations', 'organizations.id', 'quotes.organization_id')
    .select((eb) => [
      'quotes.id', 'quotes.number', 'quotes.title', 'quotes.design_code', 'quotes.date', 'quotes.total_incl_tax',
      'organizations.name as organization',
      eb.selectFrom('statistics').select(sql<string>`count(*)`.as('n'))
        .where('statistics.type', '=', 'statistic_type_glb_export_amount')
        .whereRef('statistics.key', '=', sql<string>`quotes.id::text`).as('arExports'),
      eb.selectFrom('quotes as lead').select(sql<string>`count(*)`.as('n'))
        .where(sql<boolean>`lead.attributes->>'fromExample' = quotes.id::text`)
        .where('lead.status', '<>', 'EXAMPLE').as('leads'),
    ])
    .where('quotes.status', '=', 'EXAMPLE')
    .orderBy('quotes.organization_id').orderBy('quotes.number').execute();
  const lines = [exportColumns.join(',')];
  for (const row of rows) {
    lines.push([
      row.id, row.number, row.title.replace(/\s+-\s*$/, ''), row.organization, row.design_code ?? '', isoDate(row.date),
      euros(Number(row.total_incl_tax)), Number(row.arExports ?? 0), Number(row.leads ?? 0),
    ].map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** export-{date}.csv, the spec's download name, with today's date. */
export function exportFileName(now = new Date()): string {
  return `export-${isoDate(now)}.csv`;
}
