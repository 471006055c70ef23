/** The loading screen of a configurator session (spec §2): 'De 3D app wordt geladen' / '...' / 'LADEN'. */
import { texts } from '../../domain/texts';
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
