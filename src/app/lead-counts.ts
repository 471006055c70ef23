/**
 * The lead counts (spec §7 'GET v1/quote limit 0, lead true'): the leads list's tab badges and the header's badge
 * read the same cached query, so taking a lead on updates both.
 */
import { useQuery } from '@tanstack/react-query';
import { fetchLeadCounts } from '../api/dealer-quotes';
import { LEAD_BADGE_MAX } from '../domain/constants';
import { queryKeys } from './query-client';

/** New leads arrive by mail at any time: the header looks again every minute while the app is open. */
const REFRESH_MS = 60_000;

export function useLeadCounts(enabled = true) {
  return useQuery({ queryKey: queryKeys.leadCounts, queryFn: ({ signal }) => fetchLeadCounts(signal), enabled, refetchInterval: REFRESH_MS });
}

/** The header badge: the number of new leads, '99+' above 99 (spec §9 'lead badge max 99'); none at 0. */
export function leadBadgeText(newLeads: number | null | undefined): string | null {
  if (!newLeads || newLeads <= 0) return null;
  return newLeads > LEAD_BADGE_MAX ? `${LEAD_BADGE_MAX}+` : String(newLeads);
}
