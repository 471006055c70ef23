import { Link } from 'wouter';
import { texts } from '../../domain/texts';

export interface Crumb {
  /** Where a finished step leads back to; the current and later steps have none. */
  href?: string;
  /** The chosen category at that step, shown under the step name. */
  choice?: string;
}

/** The 3-step breadcrumb of the category steps; `current` is 0..2, or 3 when all three are done. */
export function Breadcrumb({ current, crumbs }: { current: number; crumbs: Crumb[] }) {
  // Focusable so keyboard users can scroll the steps when they overflow (axe: scrollable-region-focusable).
  return (
    <nav aria-label="Stappen" className="overflow-x-auto" tabIndex={0}>
      <ol className="flex min-w-max items-center gap-2 sm:gap-3">
        {texts.catalog.steps.map((name, index) => {
          const done = index < current;
          const active = index === current;
          const crumb = crumbs[index];
          const body = (
            <>
              <span className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${done ? 'bg-forest-600 text-white' : active ? 'bg-wood-500 text-white' : 'bg-stone-200 text-stone-500'}`}>
                {done ? '✓' : index + 1}
              </span>
              {/* On phones only the current step is named; the others are numbered circles. */}
              <span className="flex flex-col leading-tight">
                <span className={`text-sm font-semibold ${!active ? 'sr-only sm:not-sr-only ' : ''}${active ? 'text-forest-900' : done ? 'text-forest-700' : 'text-stone-600'}`}>{name}</span>
                {crumb?.choice && <span className={`max-w-36 truncate text-xs text-stone-500 ${active ? '' : 'hidden sm:block'}`}>{crumb.choice}</span>}
              </span>
            </>
          );
          return (
            <li key={name} className="flex items-center gap-2 sm:gap-3" aria-current={active ? 'step' : undefined}>
              {done && crumb?.href
                ? <Link href={crumb.href} className="flex min-h-11 items-center gap-2 rounded-lg pr-2 hover:bg-forest-50">{body}</Link>
                : <span className="flex min-h-11 items-center gap-2 pr-2">{body}</span>}
              {index < texts.catalog.steps.length - 1 && <span aria-hidden="true" className="h-px w-4 bg-stone-300 sm:w-10" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
