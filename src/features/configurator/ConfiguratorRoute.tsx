import { Redirect, useParams, useSearch } from 'wouter';
import { texts } from '../../domain/texts';
import { ButtonLink } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../app/page-title';
import { to } from '../../app/routes';
import { rememberSelectedHouse, selectedHouseFrom } from '../../app/selected-house';
import { ConfiguratorPage } from './ConfiguratorPage';
import { loadCatalog } from './load-catalog';
import { useConfiguratorSession } from './use-configurator-session';

const t = texts.configurator;

/**
 * The configurator route: a chosen house (`?house=<id>` or local storage) opens the configurator screen; a
 * design code or saved quote is shown as its code until the quote flow opens it (issue 6). With none of them
 * it sends the visitor home (spec §2 'Configurator screen').
 */
export function ConfiguratorRoute() {
  const params = useParams<{ id?: string; organizationId?: string; secret?: string }>();
  const search = useSearch();
  const houseId = params.id || params.secret ? null : selectedHouseFrom(search);
  if (!houseId && !params.id && !params.secret) return <Redirect to={to.home()} replace />;
  if (houseId) return <ChosenHouse key={houseId} id={houseId} />;
  return <DesignCode code={params.id ?? ''} />;
}

function Loading() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-2 px-4 text-center" data-testid="configurator-loading">
      <p className="text-2xl font-bold text-forest-900">{t.loading}</p>
      <p className="text-stone-600">{t.loadingHint}</p>
      <div className="mt-4"><Spinner label={t.loadingLabel} /></div>
    </div>
  );
}

function ChosenHouse({ id }: { id: number }) {
  const state = useConfiguratorSession(id, loadCatalog);
  usePageTitle(state.status === 'ready' ? state.session.house.name : t.title);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return (
      <div role="alert" className="mx-auto my-16 max-w-md rounded-3xl bg-white p-8 text-center shadow-card">
        <p className="text-lg font-semibold text-stone-900">{t.productLoadFailed}</p>
        <ButtonLink href={to.configureHouseCategory()} variant="secondary" className="mt-6">{t.chooseOtherSize}</ButtonLink>
      </div>
    );
  }
  rememberSelectedHouse(id);
  return <ConfiguratorPage session={state.session} />;
}

function DesignCode({ code }: { code: string }) {
  usePageTitle(`${texts.catalog.designCode} ${code}`);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-xs font-semibold uppercase tracking-wide text-wood-700">{texts.catalog.designCode}</p>
      <h1 className="mt-2 font-mono text-5xl font-bold tracking-[0.2em] text-forest-900" data-testid="configurator-design-code">{code}</h1>
      <p className="mx-auto mt-6 max-w-md rounded-xl bg-forest-50 p-4 text-sm text-forest-800">{texts.catalog.configuratorComingSoon}</p>
      <ButtonLink href={to.home()} variant="secondary" className="mt-6">{texts.auth.backHome}</ButtonLink>
    </main>
  );
}
