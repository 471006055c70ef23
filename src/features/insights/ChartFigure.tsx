/**
 * A chart with its numbers: the same figures as a table, visually hidden for screen readers and copying until
 * 'Toon cijfers als tabel' shows it (issue 28: every chart has its numbers as a table).
 */
import { useId, useState, type ReactNode } from 'react';
import { dealerTexts } from '../../domain/dealer-texts';

const t = dealerTexts.insights;

export interface FigureTable {
  columns: string[];
  rows: { key: string; cells: (string | number)[] }[];
}

/** `children` come between the title and the chart; `footer` after the table. */
export function ChartFigure({ title, chart, table, testId, children, footer }: {
  title: string; chart?: ReactNode; table: FigureTable; testId: string; children?: ReactNode; footer?: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <section className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-stone-200/70 sm:p-5" aria-labelledby={id} data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-forest-900">{title}</h2>
        {chart && (
          <button
            type="button" onClick={() => setShown((on) => !on)} aria-pressed={shown}
            className="min-h-10 rounded-lg px-2 text-sm font-semibold text-forest-800 underline underline-offset-2 hover:bg-forest-50"
          >
            {shown ? t.hideTable : t.showTable}
          </button>
        )}
      </div>
      {children}
      {chart && <div className="mt-3">{chart}</div>}
      {/* A table wider than a phone scrolls in its region, which takes focus so a keyboard can scroll it too. */}
      {table.rows.length > 0 && <div {...(chart && !shown ? { className: 'sr-only' } : { className: 'mt-3 overflow-x-auto', tabIndex: 0, role: 'region', 'aria-label': title })}>
        <table className={`w-full text-left text-sm tabular-nums ${table.columns.length > 4 ? 'min-w-max' : ''}`} data-testid={`${testId}-table`}>
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-stone-200 text-stone-700">
              {table.columns.map((column, i) => <th key={column} scope="col" className={`py-2 pr-3 font-semibold ${i > 0 ? 'text-right' : ''}`}>{column}</th>)}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key} className="border-b border-stone-100 last:border-0">
                {row.cells.map((cell, i) => i === 0
                  ? <th key={i} scope="row" className="py-1.5 pr-3 font-medium text-stone-800">{cell}</th>
                  : <td key={i} className="py-1.5 pr-3 text-right text-stone-800">{cell}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>}
      {footer}
    </section>
  );
}
