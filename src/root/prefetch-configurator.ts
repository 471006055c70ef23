/**
 * While a visitor chooses a house (landing page, category and size steps), the configurator's code and the
 * catalogue are fetched ahead once the connection is idle, so the plan shows soon after the size is chosen
 * (issue 26 item 3, ARCHITECTURE §8: ≤ 1.0 s on Lighthouse's mobile profile). On the size step the plan's Pixi
 * Application is made ahead too (plan-app.ts keeps one waiting). Nothing is fetched ahead on a "save data"
 * connection, nor for a logged-in user (the dealer's configurator loads its own catalogue with the login).
 */
import { useEffect, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { CONFIGURATOR_BASE } from '../app/routes';
import { loadMountPlan } from '../plan2d/load-mount';
import { AUTH_STORAGE_KEY } from './early-open';

export type ChoosingStep = 'landing' | 'category' | 'size';

/** Which step of choosing a house an address is, or null. */
export function choosingStep(path: string): ChoosingStep | null {
  if (path === '/' || path === '/home') return 'landing';
  if (path === '/huis' || path === `${CONFIGURATOR_BASE}/kies` || path.startsWith(`${CONFIGURATOR_BASE}/kies/`)) return 'category';
  if (path.startsWith(`${CONFIGURATOR_BASE}/kies-tuinhuis/`)) return 'size';
  return null;
}

interface ConnectionInfo { saveData?: boolean }

/** Fetching ahead is allowed unless the visitor asked their browser to save data. */
export function mayPrefetch(nav: { connection?: ConnectionInfo } | undefined): boolean {
  return nav?.connection?.saveData !== true;
}

/** How long no request may have ended before the connection counts as idle, ms. */
const QUIET_MS = 400;

/**
 * Resolves once the page has loaded and no resource finished for QUIET_MS (the step's own images and answers
 * go first), in an idle period of the main thread.
 */
export function whenConnectionIdle(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const lastEnd = () => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).reduce((latest, e) => Math.max(latest, e.responseEnd), 0);
    const check = () => {
      if (signal.aborted) return;
      const quietFor = performance.now() - lastEnd();
      if (document.readyState === 'complete' && quietFor >= QUIET_MS) {
        if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
        else resolve();
        return;
      }
      setTimeout(check, Math.max(50, QUIET_MS - quietFor));
    };
    check();
  });
}

let codeAhead: Promise<unknown> | null = null;
let routeAhead: ComponentType | null = null;

/**
 * The configurator's route component once its code was fetched ahead, else null. App renders it directly: through
 * React.lazy the first render would suspend even on a loaded module (its promise settles a tick later), show the
 * page spinner, and React holds a suspended boundary's content back until 300 ms after its fallback showed
 * (FALLBACK_THROTTLE_MS), all between the click on the size and the plan.
 */
export function configuratorRouteAhead(): ComponentType | null {
  return routeAhead;
}

/** Marks where fetching ahead began: the benchmarks count a page's own JavaScript up to it (bench/js-size.ts). */
export const PREFETCH_MARK = 'prefetch:configurator';
/**
 * Marks when the configurator's route came ahead (a size chosen from then on opens it without the page spinner).
 * Its chunks' requests say nothing about it: the import preloads the route's dependencies beside it, so they may
 * end before the route's module has run.
 */
export const ROUTE_AHEAD_MARK = 'prefetch:configurator-route';

async function prefetch(step: ChoosingStep): Promise<void> {
  if (performance.getEntriesByName(PREFETCH_MARK).length === 0) performance.mark(PREFETCH_MARK);
  // The plan's mount with the route: the route no longer imports it statically (plan2d/load-mount.ts), and the
  // click on the size must not wait for its chunks.
  codeAhead ??= Promise.all([import('../features/configurator/ConfiguratorRoute'), loadMountPlan()])
    .then(([module]) => {
      routeAhead = module.ConfiguratorRoute;
      performance.mark(ROUTE_AHEAD_MARK);
    })
    .catch(() => { codeAhead = null; });
  await codeAhead;
  const { prefetchCatalog } = await import('../features/configurator/load-catalog');
  prefetchCatalog();
  if (step === 'size') {
    const { preparePlan } = await import('../features/configurator/plan-preload');
    preparePlan();
  }
}

function loggedIn(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Fetches the configurator ahead on the steps of choosing a house (see above). */
export function usePrefetchConfigurator(): void {
  const [path] = useLocation();
  const step = choosingStep(path);
  useEffect(() => {
    if (!step || loggedIn() || !mayPrefetch(navigator as { connection?: ConnectionInfo })) return;
    const left = new AbortController();
    void whenConnectionIdle(left.signal).then(() => {
      if (!left.signal.aborted) return prefetch(step);
    }).catch(() => undefined);
    return () => left.abort();
  }, [step]);
}

/** Mounted once inside the router (App.tsx). */
export function PrefetchConfigurator(): null {
  usePrefetchConfigurator();
  return null;
}
