import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ChevronRightIcon } from '../../ui/icons';

/** The frame of the settings screens: title, an optional back link and action, content at most 650 px wide (§9). */
export function SettingsFrame({ title, back, action, children, testId }: {
  title: string; back?: { href: string; label: string }; action?: ReactNode; children: ReactNode; testId?: string;
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-[650px] px-4 pb-16 pt-6 sm:pt-10" data-testid={testId}>
      {back && <Link href={back.href} className="mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-forest-700 underline-offset-4 hover:underline">← {back.label}</Link>}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-forest-900 sm:text-3xl">{title}</h1>
        {action}
      </div>
      <div className="mt-5">{children}</div>
    </main>
  );
}

/** A row of a settings list: a name and an edit arrow, the whole row a link. */
export function EditRow({ href, label, sub, testId }: { href: string; label: string; sub?: string | null; testId: string }) {
  return (
    <li>
      <Link href={href} data-testid={testId} className="flex min-h-14 items-center justify-between gap-3 rounded-2xl bg-white px-4 py-3 shadow-card ring-1 ring-stone-200/70 hover:ring-forest-300 sm:px-5">
        <span className="min-w-0">
          <span className="block truncate font-semibold text-forest-900">{label}</span>
          {sub && <span className="block truncate text-sm text-stone-500">{sub}</span>}
        </span>
        <ChevronRightIcon className="size-5 shrink-0 text-forest-700" />
      </Link>
    </li>
  );
}
