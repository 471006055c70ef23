/** Inzicht (issue 28): GET /insights?weeks=4|13|52, parsed with the contract the server answers with. */
import { insightsSchema, type InsightPeriod, type Insights } from '../domain/contracts/insights';
import { request } from './http';

export function fetchInsights(weeks: InsightPeriod, signal?: AbortSignal): Promise<Insights> {
  return request(insightsSchema, '/insights', { query: { weeks }, signal });
}
