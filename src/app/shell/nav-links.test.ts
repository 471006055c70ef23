import { describe, expect, it } from 'vitest';
import type { Organization, User } from '../../api/auth';
import { testOrganization, testUser } from '../../api/testing/accounts';
import { handlesLeads } from '../leads-access';
import { sessionFacts, type Session } from '../session';
import { to } from '../routes';
import { organizationLinks } from './nav-links';

const user: User = testUser();
const organization = (id: number, dealerTokenActive: string | undefined): Organization => testOrganization({
  id, name: `Organisatie ${id}`, settings: dealerTokenActive === undefined ? {} : { dealerTokenActive },
});
const session = (org: Organization | null): Session => ({ user, organization: org, idToken: 'x.y.z' });
const hrefs = (org: Organization) => organizationLinks(sessionFacts(session(org))).map((link) => link.href);

describe('Leads menu (spec §6, ARCHITECTURE §3 reading 13)', () => {
  it('shows for an organisation with dealerTokenActive "true"', () => {
    expect(handlesLeads(organization(3, 'true'))).toBe(true);
    expect(hrefs(organization(3, 'true'))).toContain(to.configureViaQuoteLeads());
  });

  it('shows for the brand (organisation 2) even with dealerTokenActive off', () => {
    expect(handlesLeads(organization(2, 'false'))).toBe(true);
    expect(hrefs(organization(2, 'false'))).toContain(to.configureViaQuoteLeads());
  });

  it('does not show for other organisations', () => {
    for (const org of [organization(4, 'false'), organization(5, undefined), organization(6, 'TRUE')]) {
      expect(handlesLeads(org)).toBe(false);
      expect(hrefs(org)).not.toContain(to.configureViaQuoteLeads());
      // The rest of the organisation links stay.
      expect(hrefs(org)).toContain(to.configureViaQuote());
    }
  });

  it('nobody without an organisation handles leads', () => {
    expect(handlesLeads(testOrganization({ id: 9, settings: { dealerTokenActive: 'true' } }))).toBe(true);
    expect(handlesLeads(null)).toBe(false);
    expect(sessionFacts(null).handlesLeads).toBe(false);
    expect(sessionFacts(session(null)).handlesLeads).toBe(false);
  });
});

describe('Subdealers menu (spec §2 Header, §6 manager role)', () => {
  const manager: User = { ...user, roles: [{ name: 'manager' }] };
  const links = (org: Organization) => organizationLinks(sessionFacts({ user: manager, organization: org, idToken: 'x.y.z' })).map((l) => l.href);

  it("shows for a dealer's manager, not for a sub-dealer's manager (the server refuses it the list)", () => {
    expect(links(organization(3, 'true'))).toContain(to.settingsSubdealer());
    expect(links(testOrganization({ id: 5, name: 'Oost', type: 'subdealer', settings: { type: 'subdealer' } }))).not.toContain(to.settingsSubdealer());
    expect(links(testOrganization({ id: 5, name: 'Oost', settings: { type: 'subdealer' } }))).not.toContain(to.settingsSubdealer());
    expect(sessionFacts({ user: manager, organization: testOrganization({ id: 5, name: 'Oost', type: 'subdealer' }), idToken: 'x' }).subdealerManager).toBe(false);
    expect(hrefs(organization(3, 'true'))).not.toContain(to.settingsSubdealer());
  });
});
