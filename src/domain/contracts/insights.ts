/**
 * Inzicht (issue 28): GET /api/v1/insights?weeks=4|13|52 answers the page's figures for the caller's reach.
 * Periods run from the Monday (Dutch time) of the week `weeks - 1` weeks before the current one, up to now.
 * Money is integer cents; durations are seconds; moments are epoch seconds; weeks and months are the Dutch
 * calendar's ('YYYY-MM-DD' of the Monday, 'YYYY-MM').
 */
import { z } from 'zod/mini';

const int = () => z.number().check(z.int());
const count = int;
const cents = int;

export const INSIGHT_PERIODS = [4, 13, 52] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
/** Weeks, months and working days are those of the dealers' calendar. */
export const INSIGHTS_TIME_ZONE = 'Europe/Amsterdam';

/** Where a lead came from; 'unknown' for leads from before this was recorded (migration 0050) or made by a dealer. */
export const LEAD_SOURCES = ['token', 'region', 'assigned', 'example', 'direct', 'unknown'] as const;
export type LeadSourceKey = (typeof LEAD_SOURCES)[number];

/** The funnel's stages in order; a lead counts in every stage up to the furthest it reached (rejected beside accepted). */
export const FUNNEL_STAGES = ['leads', 'inTreatment', 'quote', 'sent', 'accepted', 'rejected'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** Without `weeks` the page's default period, 13 weeks. */
export const DEFAULT_INSIGHT_PERIOD: InsightPeriod = 13;

export const insightsQuery = z.object({
  weeks: z._default(z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value)),
    z.union(INSIGHT_PERIODS.map((weeks) => z.literal(weeks)), { error: `weeks moet ${INSIGHT_PERIODS.join(', ')} zijn` }),
  ), DEFAULT_INSIGHT_PERIOD),
});

const funnelSchema = z.object({
  leads: count(), inTreatment: count(), quote: count(), sent: count(), accepted: count(), rejected: count(),
});
export type Funnel = z.infer<typeof funnelSchema>;

const durationSchema = z.object({
  /** Leads that reached the stage (of those that arrived in the period). */
  count: count(),
  medianSeconds: z.nullable(z.number()),
  p90Seconds: z.nullable(z.number()),
});

const leadsWeekSchema = z.object({
  week: z.string(),
  token: count(), region: count(), assigned: count(), example: count(), direct: count(), unknown: count(),
});
export type LeadsWeek = z.infer<typeof leadsWeekSchema>;

const overdueLeadSchema = z.object({
  id: int(), number: int(), title: z.string(), organizationId: int(), secret: z.string(), arrivedAt: int(),
});
export type OverdueLead = z.infer<typeof overdueLeadSchema>;

const monthValueSchema = z.object({ month: z.string(), accepted: count(), inclTax: cents(), exclTax: cents() });
export type MonthValue = z.infer<typeof monthValueSchema>;

/** Views: visitors who opened the example in the period (one per address per half hour, migration 0051). */
const exampleFiguresSchema = z.object({ id: int(), number: int(), title: z.string(), views: count(), arExports: count(), leads: count() });
export type ExampleFigures = z.infer<typeof exampleFiguresSchema>;

const groupRowSchema = z.extend(funnelSchema, {
  id: z.nullable(int()),
  name: z.string(),
  medianToTreatmentSeconds: z.nullable(z.number()),
  /** Leads of the period still new now. */
  stillNew: count(),
});
export type GroupRow = z.infer<typeof groupRowSchema>;

export const insightsSchema = z.object({
  weeks: int(),
  /** Epoch seconds: the period's first moment and now. */
  from: int(),
  until: int(),
  /** 'own': a user's own quotes; 'organization': the reach of a manager or admin; 'brand': also the leads the brand routed to dealers. */
  scope: z.enum(['own', 'organization', 'brand']),
  leadsPerWeek: z.array(leadsWeekSchema),
  funnel: funnelSchema,
  speed: z.object({
    toTreatment: durationSchema,
    toSent: durationSchema,
    /** Leads still new after one working day (any arrival), oldest first, at most OVERDUE_LIST_LIMIT listed. */
    overdueTotal: count(),
    overdue: z.array(overdueLeadSchema),
  }),
  value: z.object({
    months: z.array(monthValueSchema),
    /** Quotes sent in the period: their number and summed value, for the average. */
    sentCount: count(),
    sentInclTax: cents(),
    averageInclTax: z.nullable(cents()),
  }),
  examples: z.array(exampleFiguresSchema),
  /** Per dealer (the brand) or per sub-dealer (a dealer's manager); null for a user's own figures. */
  perOrganization: z.nullable(z.array(groupRowSchema)),
  perSeller: z.nullable(z.array(groupRowSchema)),
  /** The brand's leads not yet assigned to a dealer; null for everyone else. */
  unassigned: z.nullable(z.object({ count: count(), oldestArrivedAt: z.nullable(int()) })),
});
export type Insights = z.infer<typeof insightsSchema>;

export const OVERDUE_LIST_LIMIT = 50;
