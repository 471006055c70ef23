/**
 * The configurator's top bar, which is the screen's header (spec §2): the logo to home, 'Naar overzicht', the
 * house name, the dealer badge, Help, 'Snelle uitleg' (restarts the tutorial), the account menu of a logged-in
 * user and, on the right, the cart slot: the visitor's cart here, a dealer's cart in the dealer configurator, or
 * nothing in the read-only preview. The site header is hidden while it shows (one 'Naar overzicht' at a time).
 *
 * Three shapes: wide screens show every label; a phone in portrait shows the logo's mark, icon buttons, Help and
 * 'Snelle uitleg' behind one Help button, and the house name with its size on a line of its own; a phone in
 * landscape also takes the plan toolbar (`tools`) into the bar, so the design keeps all the height there is.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useBrand } from '../../../app/brand';
import { to } from '../../../app/routes';
import { useSession } from '../../../app/session';
import { useHideSiteHeader } from '../../../app/shell/site-chrome';
import { texts } from '../../../domain/texts';
import { splitName } from '../../catalog/sizes';
import { DealerBadge } from '../../dealer/DealerBadge';
import { ShapeContext, topBarShape, useTopBarShape, type TopBarShape } from '../../../ui/top-bar-shape';
import { HelpIcon, pill, TourIcon } from './top-bar-parts';
import { usePlanShown } from '../after-plan';

// The account menu (Headless UI Menu with floating positioning) loads only for logged-in users, as in the site header.
const UserMenu = lazy(() => import('../../../app/shell/UserMenu').then((m) => ({ default: m.UserMenu })));
// The Help menu (the same Headless UI Menu and floating positioning) shows only on a phone: wide screens never load it.
const HelpMenuList = lazy(() => import('./HelpMenu').then((m) => ({ default: m.HelpMenu })));

const t = texts.quote;

export { topBarShape, useTopBarShape, type TopBarShape };

interface TopBarProps {
  houseName: string;
  onBack(): void;
  /** Restarts the tutorial; without it the 'Snelle uitleg' button is left out (the read-only preview). */
  onTutorial?: () => void;
  /** The right-hand cart slot; null leaves it out. */
  cart: ReactNode;
  /** The plan toolbar, taken into the bar in the 'compact' shape. */
  tools?: ReactNode;
  shape: TopBarShape;
}

export function TopBar({ houseName, onBack, onTutorial, cart, tools, shape }: TopBarProps) {
  useHideSiteHeader();
  const brand = useBrand();
  const session = useSession();
  const small = shape !== 'wide';
  const name = splitName(houseName);
  return (
    <ShapeContext.Provider value={shape}>
      <header className="flex h-14 shrink-0 items-center gap-1 bg-forest-800 px-1.5 text-white shadow-md sm:gap-2 sm:px-3" data-testid="configurator-top-bar" data-shape={shape}>
        <Link href={to.home()} className="flex min-h-11 shrink-0 items-center rounded-lg" aria-label={texts.shell.home} data-testid="top-bar-home">
          {/* On a phone only the logo's mark (its left square) shows; the full logo needs 160 px the name cannot spare. */}
          <span className={small ? 'block size-9 overflow-hidden rounded-lg' : 'block'}>
            <img src={brand.logoUrl} alt={texts.shell.logoAlt(brand.name)} className="h-9 w-auto max-w-none" width={158} height={36} />
          </span>
        </Link>
        <button type="button" className={pill} onClick={onBack} aria-label={t.backToOverview} data-testid="configurator-back">
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true"><path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" /></svg>
          {!small && <span className="hidden whitespace-nowrap lg:inline">{t.backToOverview}</span>}
        </button>
        <p
          className={`min-w-0 flex-1 font-bold ${small ? 'text-[13px] leading-4' : 'truncate text-lg leading-tight'}`}
          title={houseName} data-testid="top-bar-house-name"
        >
          {small && name.subLabel ? (
            // On a phone the size (the name from its first digit, as on the size tiles) always shows whole on a
            // line of its own; the kind of house before it takes up to two lines.
            <><span className="line-clamp-2">{name.subLabel}</span> <span className="block truncate">{name.label}</span></>
          ) : houseName}
        </p>
        {tools}
        {/* A phone has no room for the badge here; the configurator shows it over the plan instead. */}
        {shape === 'wide' && <DealerBadge />}
        {small ? <HelpMenu onTutorial={onTutorial} /> : (
          <>
            <a href={to.help()} target="_blank" rel="noopener" className={pill} aria-label={t.help}>
              <HelpIcon /><span className="hidden xl:inline">{t.help}</span>
            </a>
            {onTutorial && (
              <button type="button" className={pill} onClick={onTutorial} aria-label={t.quickTour} data-testid="quick-tour">
                <TourIcon /><span className="hidden xl:inline">{t.quickTour}</span>
              </button>
            )}
          </>
        )}
        {session && <Suspense fallback={<span className="size-11" />}><UserMenu avatarOnly={small} /></Suspense>}
        {cart}
      </header>
    </ShapeContext.Provider>
  );
}

/** Help and 'Snelle uitleg' behind one button, where the bar has room for one. */
function HelpMenu({ onTutorial }: { onTutorial?: () => void }) {
  const planShown = usePlanShown();
  if (!onTutorial) {
    return <a href={to.help()} target="_blank" rel="noopener" className={pill} aria-label={t.help}><HelpIcon /></a>;
  }
  // The button's look while the menu's code arrives (after the plan shows: after-plan.ts), so the bar does not shift.
  const waiting = <span className={pill}><HelpIcon /></span>;
  if (!planShown) return waiting;
  return <Suspense fallback={waiting}><HelpMenuList onTutorial={onTutorial} /></Suspense>;
}
