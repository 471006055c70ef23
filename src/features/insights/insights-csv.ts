/**
 * 'Exporteer CSV' (issue 28): the page's figures as one long table (blok, onderdeel, kenmerk, waarde), so every
 * block fits the same four columns and a spreadsheet can pivot it. RFC 4180: comma separated, quoted where needed,
 * CRLF line ends; a leading formula character in a name is defused. Money in euros with a decimal point.
 */
import { FUNNEL_STAGES, LEAD_SOURCES, type GroupRow, type Insights } from '../../domain/contracts/insights';
import { dealerTexts } from '../../domain/dealer-texts';
import { exampleLabel, hoursValue } from './insights-format';

const t = dealerTexts.insights;

export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

export function insightsCsv(figures: Insights): string {
  const rows: (string | number)[][] = [[t.csv.block, t.csv.item, t.csv.measure, t.csv.value]];
  for (const week of figures.leadsPerWeek) {
    for (const source of LEAD_SOURCES) rows.push([t.leadsPerWeek.title, week.week, t.sources[source], week[source]]);
  }
  for (const stage of FUNNEL_STAGES) rows.push([t.funnel.title, t.funnel.stages[stage], t.funnel.count, figures.funnel[stage]]);
  for (const [label, duration] of [[t.speed.toTreatment, figures.speed.toTreatment], [t.speed.toSent, figures.speed.toSent]] as const) {
    rows.push([t.speed.title, label, `${t.speed.median} (uur)`, hoursValue(duration.medianSeconds)]);
    rows.push([t.speed.title, label, `${t.speed.p90} (uur)`, hoursValue(duration.p90Seconds)]);
  }
  rows.push([t.speed.title, t.speed.overdueTitle, t.funnel.count, figures.speed.overdueTotal]);
  for (const month of figures.value.months) {
    rows.push([t.value.title, month.month, t.value.accepted, month.accepted]);
    rows.push([t.value.title, month.month, t.value.inclTax, euros(month.inclTax)]);
    rows.push([t.value.title, month.month, t.value.exclTax, euros(month.exclTax)]);
  }
  rows.push([t.value.title, t.value.average, t.value.inclTax, figures.value.averageInclTax === null ? '' : euros(figures.value.averageInclTax)]);
  for (const example of figures.examples) {
    const name = `#${example.number} ${exampleLabel(example)}`;
    rows.push([t.examples.title, name, t.examples.views, example.views]);
    rows.push([t.examples.title, name, t.examples.arExports, example.arExports]);
    rows.push([t.examples.title, name, t.examples.leads, example.leads]);
  }
  const groups = (title: string, list: GroupRow[] | null) => {
    for (const row of list ?? []) {
      const name = row.name || t.groups.noSeller;
      for (const stage of FUNNEL_STAGES) rows.push([title, name, t.funnel.stages[stage], row[stage]]);
      rows.push([title, name, `${t.groups.median} (uur)`, hoursValue(row.medianToTreatmentSeconds)]);
      rows.push([title, name, t.groups.stillNew, row.stillNew]);
    }
  };
  groups(figures.scope === 'brand' ? t.groups.perDealer : t.groups.perOrganization, figures.perOrganization);
  groups(t.groups.perSeller, figures.perSeller);
  if (figures.unassigned) rows.push([t.unassigned.title, t.funnel.stages.leads, t.funnel.count, figures.unassigned.count]);
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
