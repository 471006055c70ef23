/** Per dealer, per organisation or per seller: a table sortable by each figure (a header button toggles the order). */
import { useState } from 'react';
import { FUNNEL_STAGES, type GroupRow } from '../../domain/contracts/insights';
import { dealerTexts } from '../../domain/dealer-texts';
import { durationLabel } from './insights-format';

const t = dealerTexts.insights;
type Column = 'name' | (typeof FUNNEL_STAGES)[number] | 'medianToTreatmentSeconds' | 'stillNew';
const columns: { id: Column; label: string }[] = [
  { id: 'name', label: t.groups.name },
  ...FUNNEL_STAGES.map((stage) => ({ id: stage, label: t.funnel.stages[stage] })),
  { id: 'medianToTreatmentSeconds', label: t.groups.median },
  { id: 'stillNew', label: t.groups.stillNew },
];

export function GroupTable({ title, rows, testId }: { title: string; rows: GroupRow[]; testId: string }) {
  const [sort, setSort] = useState<{ column: Column; descending: boolean }>({ column: 'leads', descending: true });
  const value = (row: GroupRow, column: Column) => (column === 'name' ? row.name || t.groups.noSeller : row[column]);
  const sorted = [...rows].sort((a, b) => {
    const x = value(a, sort.column);
    const y = value(b, sort.column);
    const order = typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y), 'nl')
      : (x ?? Number.POSITIVE_INFINITY) - (y ?? Number.POSITIVE_INFINITY);
    return sort.descending ? -order : order;
  });
  return (
    <section className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-stone-200/70 sm:p-5" data-testid={testId}>
      <h2 className="text-lg font-bold text-forest-900">{title}</h2>
      {/* Scrolls on a phone: focusable, so a keyboard can scroll it too. */}
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={title}>
        <table className="w-full min-w-[40rem] text-left text-sm tabular-nums">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-stone-200">
              {columns.map((column) => {
                const active = sort.column === column.id;
                return (
                  <th key={column.id} scope="col" className={`py-1 pr-2 ${column.id === 'name' ? '' : 'text-right'}`}
                    aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}>
                    <button
                      type="button" className="min-h-10 rounded px-1 font-semibold text-stone-800 hover:bg-forest-50"
                      onClick={() => setSort({ column: column.id, descending: active ? !sort.descending : column.id !== 'name' })}
                      aria-label={t.groups.sortBy(column.label)}
                    >
                      {column.label}{active ? (sort.descending ? ' ↓' : ' ↑') : ''}
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={row.id ?? 'none'} className="border-b border-stone-100 last:border-0" data-testid={`${testId}-row`}>
                <th scope="row" className="py-1.5 pr-2 font-medium text-stone-900"><span className="block max-w-48 truncate">{row.name || t.groups.noSeller}</span></th>
                {FUNNEL_STAGES.map((stage) => <td key={stage} className="py-1.5 pr-3 text-right text-stone-800">{row[stage]}</td>)}
                <td className="py-1.5 pr-3 text-right text-stone-800">{durationLabel(row.medianToTreatmentSeconds)}</td>
                <td className="py-1.5 pr-3 text-right text-stone-800">{row.stillNew}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
