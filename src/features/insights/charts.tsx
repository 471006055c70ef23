/**
 * Inzicht's charts (recharts 3, loaded with this page only). Every chart has the keyboard and screen-reader layer
 * on (accessibilityLayer) and its numbers as a table beside it (ChartFigure). Colours are dark enough for 4.5:1
 * against the white card, so bars and legend swatches pass WCAG's 3:1 for graphics with room to spare.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { FUNNEL_STAGES, LEAD_SOURCES, type ExampleFigures, type Funnel, type LeadsWeek, type MonthValue } from '../../domain/contracts/insights';
import { dealerTexts } from '../../domain/dealer-texts';
import { formatEuro } from '../../domain/money';
import { exampleLabel, monthLabel, weekLabel } from './insights-format';

const t = dealerTexts.insights;

export const SOURCE_COLOURS: Record<(typeof LEAD_SOURCES)[number], string> = {
  token: '#2f4a2a', region: '#1d4ed8', assigned: '#8a4d27', example: '#7e22ce', direct: '#0f766e', unknown: '#57534e',
};
const INCL = '#2f4a2a';
const EXCL = '#8a4d27';
const tick = { fill: '#44403c', fontSize: 12 };
const integer = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });
const wholeEuros = (cents: number) => `€ ${integer.format(Math.round(cents / 100))}`;

export function LeadsChart({ weeks }: { weeks: LeadsWeek[] }) {
  const data = weeks.map((week) => ({ ...week, label: weekLabel(week.week) }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} accessibilityLayer margin={{ top: 8, right: 8, bottom: 0, left: -16 }} title={t.leadsPerWeek.title}>
        <CartesianGrid vertical={false} stroke="#e7e5e4" />
        <XAxis dataKey="label" tick={tick} interval="preserveStartEnd" minTickGap={12} />
        <YAxis allowDecimals={false} tick={tick} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12, color: '#292524' }} />
        {LEAD_SOURCES.map((source) => (
          <Bar key={source} dataKey={source} name={t.sources[source]} stackId="leads" fill={SOURCE_COLOURS[source]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function FunnelChart({ funnel }: { funnel: Funnel }) {
  const data = FUNNEL_STAGES.map((stage) => ({ stage: t.funnel.stages[stage], count: funnel[stage] }));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={data} layout="vertical" accessibilityLayer margin={{ top: 0, right: 16, bottom: 0, left: 8 }} title={t.funnel.title}>
        <CartesianGrid horizontal={false} stroke="#e7e5e4" />
        <XAxis type="number" allowDecimals={false} tick={tick} />
        <YAxis type="category" dataKey="stage" width={116} tick={tick} />
        <Tooltip />
        <Bar dataKey="count" name={t.funnel.count} fill={INCL} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function ValueChart({ months }: { months: MonthValue[] }) {
  const data = months.map((month) => ({ ...month, label: monthLabel(month.month) }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} accessibilityLayer margin={{ top: 8, right: 8, bottom: 0, left: 8 }} title={t.value.title}>
        <CartesianGrid vertical={false} stroke="#e7e5e4" />
        <XAxis dataKey="label" tick={tick} minTickGap={8} />
        {/* At least € 1.000 high, so a period without sales does not label every tick € 0. */}
        <YAxis tick={tick} tickFormatter={wholeEuros} width={72} domain={[0, (dataMax: number) => Math.max(dataMax, 100_000)]} />
        <Tooltip formatter={(value) => formatEuro(Number(value))} />
        <Legend wrapperStyle={{ fontSize: 12, color: '#292524' }} />
        <Bar dataKey="inclTax" name={t.value.inclTax} fill={INCL} isAnimationActive={false} />
        <Bar dataKey="exclTax" name={t.value.exclTax} fill={EXCL} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/**
 * Names under bars are cut so that three fit a phone's width, and a name that would still overlap its neighbour is
 * left out (recharts' default interval); the tooltip and the table have them whole.
 */
const shortLabel = (label: string) => (label.length > 12 ? `${label.slice(0, 11)}…` : label);

export function ExamplesChart({ examples }: { examples: ExampleFigures[] }) {
  const data = examples.map((example) => ({ ...example, label: exampleLabel(example) }));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={data} accessibilityLayer margin={{ top: 8, right: 8, bottom: 0, left: -16 }} title={t.examples.title}>
        <CartesianGrid vertical={false} stroke="#e7e5e4" />
        <XAxis dataKey="label" tick={tick} tickFormatter={shortLabel} minTickGap={4} />
        <YAxis allowDecimals={false} tick={tick} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12, color: '#292524' }} />
        <Bar dataKey="views" name={t.examples.views} fill={SOURCE_COLOURS.example} isAnimationActive={false} />
        <Bar dataKey="arExports" name={t.examples.arExports} fill="#1d4ed8" isAnimationActive={false} />
        <Bar dataKey="leads" name={t.examples.leads} fill={INCL} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
