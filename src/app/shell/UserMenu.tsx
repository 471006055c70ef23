import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Link } from 'wouter';
import { texts } from '../../domain/texts';
import { sessionFacts, useSession } from '../session';
import { to } from '../routes';
import { organizationLinks } from './nav-links';
import { ChevronDownIcon, MenuIcon } from './icons';
import { LeadBadge } from './LeadBadge';

const t = texts.auth.menu;
// Gebruikers and Subdealers are regular menu entries; on phones the other organisation links join them.
const inMenu = new Set<string>([to.settingsUser(), to.settingsSubdealer()]);

const itemClass = 'flex min-h-11 w-full items-center rounded-lg px-3 text-[15px] text-stone-800 data-focus:bg-forest-50 data-focus:text-forest-900';

/** `avatarOnly`: just the initials (the configurator's top bar, where a second menu icon would read as the product menu's). */
export function UserMenu({ avatarOnly = false }: { avatarOnly?: boolean }) {
  const session = useSession();
  const facts = sessionFacts(session);
  if (!session) return null;
  const leadsLink = facts.organizationUser && organizationLinks(facts).some((link) => link.href === to.configureViaQuoteLeads());
  const initials = facts.displayName.split(/\s+/).map((w) => w[0]).filter(Boolean).slice(0, 2).join('').toUpperCase();
  return (
    <Menu>
      <MenuButton className="flex min-h-11 items-center gap-2 rounded-xl px-2 text-white hover:bg-white/10 data-open:bg-white/10" aria-label={t.account}>
        <span className="flex size-9 items-center justify-center rounded-full bg-wood-300 text-sm font-bold text-forest-900">{initials || '?'}</span>
        <span className="hidden max-w-40 truncate text-sm font-semibold lg:inline">{facts.displayName}</span>
        <ChevronDownIcon className="hidden size-4 lg:inline" />
        {!avatarOnly && <MenuIcon className="size-5 lg:hidden" />}
        {/* On phones the Leads link lives in this menu: its count shows on the button. */}
        {leadsLink && <LeadBadge className="-ml-1 lg:hidden" />}
      </MenuButton>
      <MenuItems anchor="bottom end" transition className="z-50 mt-2 w-64 origin-top-right rounded-2xl bg-white p-2 shadow-xl ring-1 ring-stone-200 transition duration-100 data-closed:scale-95 data-closed:opacity-0 focus:outline-none">
        <div className="px-3 py-2">
          <p className="truncate text-sm font-semibold text-stone-900">{facts.displayName}</p>
          {session.organization && <p className="truncate text-xs text-stone-500">{session.organization.name}</p>}
        </div>
        <MenuSeparator className="my-1 h-px bg-stone-200" />
        {/* On narrow screens the organisation links live here as well. */}
        <div className="lg:hidden">
          {organizationLinks(facts).filter((link) => !inMenu.has(link.href)).map((link) => (
            <MenuItem key={`m-${link.href}`}>
              <Link href={link.href} className={`${itemClass} gap-2`}>
                {link.label}
                {link.href === to.configureViaQuoteLeads() && <LeadBadge />}
              </Link>
            </MenuItem>
          ))}
          <MenuSeparator className="my-1 h-px bg-stone-200" />
        </div>
        <MenuItem><Link href={to.settings()} className={itemClass}>{t.settings}</Link></MenuItem>
        <MenuItem><Link href={to.settingsUser()} className={itemClass}>{t.users}</Link></MenuItem>
        {facts.organizationUser && !facts.manager && !facts.admin && <MenuItem><Link href={to.insights()} className={itemClass}>{t.insights}</Link></MenuItem>}
        {facts.subdealerManager && <MenuItem><Link href={to.settingsSubdealer()} className={itemClass}>{t.subdealers}</Link></MenuItem>}
        <MenuSeparator className="my-1 h-px bg-stone-200" />
        <MenuItem><Link href={to.logout()} className={`${itemClass} text-red-700`}>{t.logout}</Link></MenuItem>
      </MenuItems>
    </Menu>
  );
}
