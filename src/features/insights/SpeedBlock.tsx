/** Speed: median and 90th percentile to 'in behandeling' and to a sent quote; leads still new after one working day, linked. */
import { Link } from 'wouter';
import { to } from '../../app/routes';
import type { Insights } from '../../domain/contracts/insights';
import { formatDate } from '../../domain/dates';
import { dealerTexts } from '../../domain/dealer-texts';
import { ChartFigure } from './ChartFigure';
import { durationLabel } from './insights-format';

const t = dealerTexts.insights;

export function SpeedBlock({ speed }: { speed: Insights['speed'] }) {
  const stages = [[t.speed.toTreatment, speed.toTreatment], [t.speed.toSent, speed.toSent]] as const;
  return (
    <ChartFigure
      title={t.speed.title} testId="insights-speed"
      table={{
        columns: [t.funnel.stage, t.speed.median, t.speed.p90, t.funnel.count],
        rows: stages.map(([label, d]) => ({ key: label, cells: [label, durationLabel(d.medianSeconds), durationLabel(d.p90Seconds), d.count] })),
      }}
      footer={<Overdue speed={speed} />}
    />
  );
}

function Overdue({ speed }: { speed: Insights['speed'] }) {
  return (
    <>
      <h3 className="mt-4 font-semibold text-stone-900">{t.speed.overdueTitle}</h3>
      {speed.overdue.length === 0 ? <p className="mt-1 text-sm text-stone-700">{t.speed.overdueNone}</p> : (
        <>
          <ul className="mt-2 flex flex-col gap-1" data-testid="insights-overdue">
            {speed.overdue.map((lead) => (
              <li key={lead.id}>
                <Link href={to.configureViaQuoteEditor(lead.id, lead.secret, lead.organizationId)}
                  className="flex min-h-10 items-center justify-between gap-3 rounded-lg px-2 text-sm text-forest-900 underline-offset-2 hover:bg-forest-50 hover:underline">
                  <span className="min-w-0 truncate font-semibold">#{lead.number} - {lead.title}</span>
                  <span className="shrink-0 text-stone-700">{t.speed.arrived} {formatDate(lead.arrivedAt)}</span>
                </Link>
              </li>
            ))}
          </ul>
          {speed.overdueTotal > speed.overdue.length && <p className="mt-1 text-sm text-stone-700">{t.speed.overdueMore(speed.overdue.length, speed.overdueTotal)}</p>}
        </>
      )}
    </>
  );
}
