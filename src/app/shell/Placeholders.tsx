import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { texts } from '../../domain/texts';
import { ButtonLink } from '../../ui/Button';
import { usePageTitle } from '../page-title';
import { useSession } from '../session';
import { to } from '../routes';

/** Spec §2: routes that need login send anonymous visitors home. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session) return <Redirect to={to.home()} replace />;
  return <>{children}</>;
}

function Notice({ title, text, kind }: { title: string; text: string; kind: string }) {
  usePageTitle(title);
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" data-testid={kind}>
      <span aria-hidden="true" className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-wood-100 text-3xl">🪵</span>
      <h1 className="text-2xl font-bold text-forest-900">{title}</h1>
      <p className="mt-3 text-stone-600">{text}</p>
      <ButtonLink href={to.home()} className="mt-8">{texts.auth.backHome}</ButtonLink>
    </main>
  );
}

export function NotFound() {
  return <Notice kind="not-found" title={texts.auth.notFound} text={texts.auth.notFoundText} />;
}
