import { texts } from '../../domain/texts';
import type { sessionFacts } from '../session';
import { to } from '../routes';

const t = texts.auth.menu;

/** Links of a logged-in organisation user (spec §2 'Header'); shown inline on wide screens. */
export function organizationLinks(facts: ReturnType<typeof sessionFacts>) {
  return [
    { href: to.configureViaQuoteLeads(), label: t.leads, show: facts.handlesLeads },
    { href: to.configurations(), label: t.configurations, show: facts.dealerTokenActive || facts.shopAdmin },
    { href: to.configureViaQuote(), label: t.quotes, show: true },
    { href: to.customers(), label: t.customers, show: true },
    // Issue 28: in the menu for managers and admins; a plain user reaches their own figures from the user menu.
    { href: to.insights(), label: t.insights, show: facts.manager || facts.admin },
    { href: to.settingsUser(), label: t.users, show: true },
    { href: to.settingsSubdealer(), label: t.subdealers, show: facts.subdealerManager },
  ].filter((link) => link.show);
}
