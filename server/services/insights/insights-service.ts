/**
 * Inzicht (issue 28): the page's figures for one actor and period, assembled from the block statements of
 * insights-queries.ts. Who sees which tables: per organisation for managers and admins (the brand: per dealer;
 * a dealer's manager: itself and its sub-dealers), per seller for managers and admins of a dealer or sub-dealer,
 * the unassigned leads for the brand's managers and admins.
 */
import type { Kysely } from 'kysely';
import { LEAD_SOURCES, type GroupRow, type InsightPeriod, type Insights, type LeadsWeek } from '../../../src/domain/contracts/insights';
import { seesOrganizationFigures, type Actor } from '../../auth/access';
import type { Database } from '../../db/types';
import { insightsPeriod } from './insights-period';
import { exampleFigures, funnelAndSpeed, leadsPerWeek, overdueLeads, unassignedLeads, valueFigures, type GroupFigures } from './insights-queries';

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function groupRow(figures: GroupFigures): GroupRow {
  return {
    id: figures.id, name: figures.name, leads: figures.leads, inTreatment: figures.inTreatment, quote: figures.quote,
    sent: figures.sent, accepted: figures.accepted, rejected: figures.rejected,
    medianToTreatmentSeconds: figures.medianToTreatmentSeconds, stillNew: figures.stillNew,
  };
}

export async function insightsFor(db: Kysely<Database>, actor: Actor, weeks: InsightPeriod, now = new Date()): Promise<Insights> {
  const period = await insightsPeriod(db, weeks, now);
  const organizationFigures = seesOrganizationFigures(actor);
  const brand = organizationFigures && actor.organizationKind === 'brand';
  const [perWeek, groups, overdue, value, examples, unassigned] = await Promise.all([
    leadsPerWeek(db, actor, period),
    funnelAndSpeed(db, actor, period),
    overdueLeads(db, actor, now),
    valueFigures(db, actor, period),
    exampleFigures(db, actor, period),
    brand ? unassignedLeads(db) : Promise.resolve(null),
  ]);

  const weeksByStart = new Map<string, LeadsWeek>(period.weekStarts.map((week) => [week, {
    week, ...Object.fromEntries(LEAD_SOURCES.map((source) => [source, 0])) as Omit<LeadsWeek, 'week'>,
  }]));
  for (const row of perWeek) {
    const week = weeksByStart.get(row.week);
    if (week && (LEAD_SOURCES as readonly string[]).includes(row.source)) week[row.source as keyof Omit<LeadsWeek, 'week'>] += row.count;
  }

  const total = groups.find((row) => row.grouping === 'all');
  const months = new Map(period.months.map((month) => [month, { month, accepted: 0, inclTax: 0, exclTax: 0 }]));
  let sentCount = 0;
  let sentInclTax = 0;
  for (const row of value) {
    if (row.status === 'SENT') {
      sentCount += row.count;
      sentInclTax += row.inclTax;
    } else {
      const month = months.get(row.month);
      if (month) Object.assign(month, { accepted: month.accepted + row.count, inclTax: month.inclTax + row.inclTax, exclTax: month.exclTax + row.exclTax });
    }
  }
  const byName = (a: GroupRow, b: GroupRow) => a.name.localeCompare(b.name, 'nl') || (a.id ?? 0) - (b.id ?? 0);

  return {
    weeks, from: toSeconds(period.from), until: toSeconds(period.until),
    scope: !organizationFigures ? 'own' : actor.organizationKind === 'brand' ? 'brand' : 'organization',
    leadsPerWeek: [...weeksByStart.values()],
    funnel: {
      leads: total?.leads ?? 0, inTreatment: total?.inTreatment ?? 0, quote: total?.quote ?? 0,
      sent: total?.sent ?? 0, accepted: total?.accepted ?? 0, rejected: total?.rejected ?? 0,
    },
    speed: {
      toTreatment: { count: total?.inTreatment ?? 0, medianSeconds: total?.medianToTreatmentSeconds ?? null, p90Seconds: total?.p90ToTreatmentSeconds ?? null },
      toSent: { count: total?.sent ?? 0, medianSeconds: total?.medianToSentSeconds ?? null, p90Seconds: total?.p90ToSentSeconds ?? null },
      overdueTotal: overdue.total,
      overdue: overdue.leads,
    },
    value: { months: [...months.values()], sentCount, sentInclTax, averageInclTax: sentCount === 0 ? null : Math.round(sentInclTax / sentCount) },
    examples,
    perOrganization: organizationFigures ? groups.filter((row) => row.grouping === 'organization').map(groupRow).sort(byName) : null,
    perSeller: organizationFigures && !brand ? groups.filter((row) => row.grouping === 'seller').map(groupRow).sort(byName) : null,
    unassigned,
  };
}
