import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { texts } from '../../domain/texts';
import { ButtonLink } from '../../ui/Button';
import { useBrand } from '../brand';
import { sessionFacts, useSession } from '../session';
import { to } from '../routes';
import { ArrowLeftIcon, UserIcon } from './icons';
import { organizationLinks } from './nav-links';
import { useSiteHeaderHidden } from './site-chrome';

// The user menu (Headless UI Menu with its floating positioning) loads only for logged-in users.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
// The lead count badge brings the query client: loaded only when the Leads link shows.
const LeadBadge = lazy(() => import('./LeadBadge').then((m) => ({ default: m.LeadBadge })));

const isHome = (path: string) => path === '/' || path === '/home';

export function Header() {
  const brand = useBrand();
  const session = useSession();
  const facts = sessionFacts(session);
  const [location] = useLocation();
  const onLogin = location.startsWith('/inloggen');
  const hidden = useSiteHeaderHidden();
  if (hidden) return null;
  return (
    <header className="sticky top-0 z-40 bg-forest-800 text-white shadow-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <Link href={to.home()} className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg pr-1" aria-label={texts.shell.home}>
          <img src={brand.logoUrl} alt={texts.shell.logoAlt(brand.name)} className="h-9 w-auto" width={160} height={36} />
        </Link>
        {!isHome(location) && (
          <ButtonLink href={to.home()} variant="onDark" size="sm" icon={<ArrowLeftIcon className="size-4" />} className="ml-1 whitespace-nowrap">
            <span className="hidden min-[420px]:inline">{texts.common.backToOverview}</span>
            <span className="sr-only min-[420px]:hidden">{texts.common.backToOverview}</span>
          </ButtonLink>
        )}
        <nav className="ml-auto flex items-center gap-1" aria-label="Hoofdmenu">
          {facts.organizationUser && organizationLinks(facts).map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className={(active) => `hidden min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold lg:flex ${active ? 'bg-white/15 text-white' : 'text-forest-50 hover:bg-white/10'}`}
            >
              {link.label}
              {link.href === to.configureViaQuoteLeads() && <Suspense fallback={null}><LeadBadge /></Suspense>}
            </Link>
          ))}
          {session ? <Suspense fallback={<span className="size-11" />}><UserMenu /></Suspense> : !onLogin && (
            <ButtonLink href={to.auth()} variant="onDark" size="sm" icon={<UserIcon className="size-4" />} className="whitespace-nowrap">
              {texts.common.dealerLogin}
            </ButtonLink>
          )}
        </nav>
      </div>
    </header>
  );
}
