/**
 * Who handles leads, and so sees the Leads menu and its count badge (spec §6: organisations with
 * dealerTokenActive 'true'; ARCHITECTURE §3 reading 13: also the brand, organisation 2, which receives the
 * leads no dealer claims). The one place this rule lives in the browser; the server decides access itself.
 */
import { organizationSetting, type OrganizationCard } from '../api/auth';
import { BRAND_ORGANIZATION_ID } from '../domain/constants';

export function handlesLeads(organization: OrganizationCard | null | undefined): boolean {
  if (!organization) return false;
  return organization.id === BRAND_ORGANIZATION_ID || organizationSetting(organization, 'dealerTokenActive') === 'true';
}
