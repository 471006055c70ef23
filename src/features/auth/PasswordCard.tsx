import type { ReactNode } from 'react';

/** The card both password screens sit in (same frame as the login screen). */
export function PasswordCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-stone-200/70 sm:p-8">
        <h1 className="text-2xl font-extrabold text-forest-900 sm:text-3xl">{title}</h1>
        {intro && <p className="mt-2 text-stone-600">{intro}</p>}
        {children}
      </div>
    </main>
  );
}
