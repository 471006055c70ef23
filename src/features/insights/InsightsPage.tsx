/**
 * /inzicht (issue 28): a dealer's Monday-morning view of where leads come from and where they go, for the last
 * 4, 13 or 52 weeks. Figures come from GET /insights (the server scopes them); every chart has its table.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchInsights } from '../../api/insights';
import { usePageTitle } from '../../app/page-title';
import { DEFAULT_INSIGHT_PERIOD, FUNNEL_STAGES, INSIGHT_PERIODS, LEAD_SOURCES, type InsightPeriod, type Insights } from '../../domain/contracts/insights';
import { formatDate } from '../../domain/dates';
import { dealerTexts } from '../../domain/dealer-texts';
import { formatEuro } from '../../domain/money';
import { Button } from '../../ui/Button';
import { ChipGroup } from '../../ui/ChipGroup';
import { ListError, ListSkeleton } from '../../ui/ListStates';
import { saveFile } from '../examples/example-row';
import { ChartFigure } from './ChartFigure';
import { ExamplesChart, FunnelChart, LeadsChart, ValueChart } from './charts';
import { GroupTable } from './GroupTable';
import { insightsCsv } from './insights-csv';
import { durationLabel, exampleLabel, monthLabel, rateLabel, weekLabel } from './insights-format';
import { SpeedBlock } from './SpeedBlock';

const t = dealerTexts.insights;
const chips = INSIGHT_PERIODS.map((weeks) => ({ id: String(weeks) as `${InsightPeriod}`, label: t.periodLabel(weeks) }));

export function InsightsPage() {
  usePageTitle(t.title);
  const [weeks, setWeeks] = useState<InsightPeriod>(DEFAULT_INSIGHT_PERIOD);
  const query = useQuery({
    queryKey: ['insights', weeks], queryFn: ({ signal }) => fetchInsights(weeks, signal), placeholderData: keepPreviousData,
  });
  const figures = query.data;

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6 sm:pt-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold text-forest-900 sm:text-3xl">{t.title}</h1>
          {figures && (
            <p className="mt-2 text-stone-700" data-testid="insights-intro">
              {t.intro[figures.scope]} {t.periodRange(formatDate(figures.from) ?? '', formatDate(figures.until) ?? '')}
            </p>
          )}
        </div>
        <Button variant="secondary" size="sm" disabled={!figures} data-testid="insights-export"
          onClick={() => figures && saveFile(new Blob([insightsCsv(figures)], { type: 'text/csv;charset=utf-8' }), t.csv.fileName(new Date().toISOString().slice(0, 10)))}>
          {t.exportCsv}
        </Button>
      </div>
      <div className="mt-4">
        <ChipGroup chips={chips} value={String(weeks) as `${InsightPeriod}`} onChange={(id) => setWeeks(Number(id) as InsightPeriod)} label={t.period} />
      </div>
      <div className="mt-5" aria-busy={query.isFetching} data-testid="insights-body" data-weeks={figures?.weeks}>
        {query.isPending && <ListSkeleton />}
        {query.isError && !figures && <ListError onRetry={() => void query.refetch()} />}
        {figures && <Blocks figures={figures} />}
      </div>
    </main>
  );
}

function Blocks({ figures }: { figures: Insights }) {
  const { funnel, value } = figures;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 [&>*]:min-w-0">
      <div className="lg:col-span-2">
        <ChartFigure
          title={t.leadsPerWeek.title} testId="insights-leads" chart={<LeadsChart weeks={figures.leadsPerWeek} />}
          table={{
            columns: [t.leadsPerWeek.week, ...LEAD_SOURCES.map((source) => t.sources[source]), t.total],
            rows: figures.leadsPerWeek.map((week) => ({
              key: week.week,
              cells: [weekLabel(week.week), ...LEAD_SOURCES.map((source) => week[source]), LEAD_SOURCES.reduce((sum, source) => sum + week[source], 0)],
            })),
          }}
        />
      </div>
      <ChartFigure
        title={t.funnel.title} testId="insights-funnel" chart={<FunnelChart funnel={funnel} />}
        table={{
          columns: [t.funnel.stage, t.funnel.count, t.funnel.rate],
          rows: FUNNEL_STAGES.map((stage) => ({ key: stage, cells: [t.funnel.stages[stage], funnel[stage], rateLabel(funnel[stage], funnel.leads)] })),
        }}
      />
      <SpeedBlock speed={figures.speed} />
      <ChartFigure
        title={t.value.title} testId="insights-value" chart={<ValueChart months={value.months} />}
        table={{
          columns: [t.value.month, t.value.accepted, t.value.inclTax, t.value.exclTax],
          rows: value.months.map((month) => ({ key: month.month, cells: [monthLabel(month.month), month.accepted, formatEuro(month.inclTax), formatEuro(month.exclTax)] })),
        }}
      >
        <p className="mt-2 text-sm text-stone-700">
          {t.value.average}: <strong className="text-stone-900" data-testid="insights-average">{value.averageInclTax === null ? t.speed.none : formatEuro(value.averageInclTax)}</strong>
          {' '}({t.value.sent(value.sentCount)})
        </p>
      </ChartFigure>
      <ChartFigure
        title={t.examples.title} testId="insights-examples"
        chart={figures.examples.length > 0 ? <ExamplesChart examples={figures.examples} /> : undefined}
        table={{
          columns: [t.examples.example, t.examples.views, t.examples.arExports, t.examples.leads],
          rows: figures.examples.map((example) => ({
            key: String(example.id), cells: [`#${example.number} ${exampleLabel(example)}`, example.views, example.arExports, example.leads],
          })),
        }}
      >
        {figures.examples.length === 0 && <p className="mt-2 text-sm text-stone-700">{t.examples.none}</p>}
      </ChartFigure>
      {figures.unassigned && (
        <section className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-stone-200/70 sm:p-5 lg:col-span-2" data-testid="insights-unassigned">
          <h2 className="text-lg font-bold text-forest-900">{t.unassigned.title}</h2>
          <p className="mt-1 text-stone-800">{t.unassigned.count(figures.unassigned.count)}</p>
          {figures.unassigned.oldestArrivedAt !== null && (
            <p className="text-stone-700">{t.unassigned.oldest(durationLabel(Math.max(0, figures.until - figures.unassigned.oldestArrivedAt)))}</p>
          )}
        </section>
      )}
      {figures.perOrganization && (
        <div className="lg:col-span-2">
          <GroupTable title={figures.scope === 'brand' ? t.groups.perDealer : t.groups.perOrganization} rows={figures.perOrganization} testId="insights-per-organization" />
        </div>
      )}
      {figures.perSeller && (
        <div className="lg:col-span-2">
          <GroupTable title={t.groups.perSeller} rows={figures.perSeller} testId="insights-per-seller" />
        </div>
      )}
    </div>
  );
}
