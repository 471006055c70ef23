/** The loading screen of a configurator session (spec §2): 'De 3D app wordt geladen' / '...' / 'LADEN'. */
import { texts } from '../../domain/texts';
import { ButtonLink } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';

const t = texts.configurator;

export function SessionLoading() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-2 px-4 text-center" data-testid="configurator-loading">
      <p className="text-2xl font-bold text-forest-900">{t.loading}</p>
      <p className="text-stone-600">{t.loadingHint}</p>
      <div className="mt-4"><Spinner label={t.loadingLabel} /></div>
    </div>
  );
}

/** A session that could not load: the spec's failure text and one way on (spec §2, §8 'Configurator load'). */
export function SessionFailed({ message, href, label, testId }: { message: string; href: string; label: string; testId: string }) {
  return (
    <div role="alert" className="mx-4 my-16 max-w-md rounded-3xl bg-white p-8 text-center shadow-card sm:mx-auto" data-testid={testId}>
      <p className="text-lg font-semibold text-stone-900">{message}</p>
      <ButtonLink href={href} variant="secondary" className="mt-6">{label}</ButtonLink>
    </div>
  );
}
