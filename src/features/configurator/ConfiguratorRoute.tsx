import { Redirect, useParams, useSearch } from 'wouter';
import { fetchProduct, type ServedProduct as Product } from '../../api/products';
import { formatEuro } from '../../domain/money';
import { texts } from '../../domain/texts';
import { ButtonLink } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../app/page-title';
import { to } from '../../app/routes';
import { selectedHouseFrom } from '../../app/selected-house';
import { useAsync } from '../../app/use-async';

const t = texts.catalog;

/**
 * Placeholder of the configurator route (the 3D configurator is a later issue): it resolves what the
 * route was opened with, a chosen house (`?house=<id>` or local storage) or a design code / saved quote,
 * and shows it. With none of them it sends the visitor home (spec §2 'Configurator screen').
 */
export function ConfiguratorRoute() {
  const params = useParams<{ id?: string; organizationId?: string; secret?: string }>();
  const search = useSearch();
  const houseId = params.id || params.secret ? null : selectedHouseFrom(search);
  if (!houseId && !params.id && !params.secret) return <Redirect to={to.home()} replace />;
  if (houseId) return <ChosenHouse id={houseId} />;
  return <DesignCode code={params.id ?? ''} />;
}

function Loading() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-2 px-4 text-center">
      <p className="text-2xl font-bold text-forest-900">{t.configuratorLoading}</p>
      <p className="text-stone-600">{t.configuratorLoadingHint}</p>
      <div className="mt-4"><Spinner label={t.configuratorLoadingLabel} /></div>
    </div>
  );
}

function ChosenHouse({ id }: { id: number }) {
  const state = useAsync((signal) => fetchProduct(id, signal), [id]);
  usePageTitle(state.data?.name ?? t.configuratorTitle);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error' || state.data.productType !== 'house') {
    return (
      <div role="alert" className="mx-auto my-16 max-w-md rounded-3xl bg-white p-8 text-center shadow-card">
        <p className="text-lg font-semibold text-stone-900">{t.productLoadFailed}</p>
        <ButtonLink href={to.configureHouseCategory()} variant="secondary" className="mt-6">{t.chooseOtherSize}</ButtonLink>
      </div>
    );
  }
  return <HouseSummary house={state.data} />;
}

function HouseSummary({ house }: { house: Product }) {
  const spec = house.house;
  const size = spec ? `${(spec.width / 1000).toLocaleString('nl-NL')} × ${(spec.length / 1000).toLocaleString('nl-NL')} m` : null;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="grid overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-stone-200/70 md:grid-cols-2">
        <div className="aspect-[4/3] bg-gradient-to-br from-wood-100 to-forest-100 md:aspect-auto">
          {house.imageUrl && <img src={house.imageUrl} alt={house.name} className="size-full object-cover" />}
        </div>
        <div className="flex flex-col gap-3 p-6 sm:p-8">
          <p className="text-xs font-semibold uppercase tracking-wide text-wood-700">{t.configuratorTitle}</p>
          <h1 className="text-3xl font-extrabold text-forest-900" data-testid="configurator-house-name">{house.name}</h1>
          {size && <p className="text-stone-600">{size}</p>}
          <p className="text-stone-700">
            {t.fromPrice} <strong className="text-xl text-forest-900">{formatEuro(house.price)}</strong> <span className="text-sm text-stone-500">{t.inclVat}</span>
          </p>
          {house.description && <p className="text-stone-600">{house.description}</p>}
          <p className="mt-2 rounded-xl bg-forest-50 p-4 text-sm text-forest-800">{t.configuratorComingSoon}</p>
          <ButtonLink href={to.configureHouseCategory()} variant="secondary" className="mt-auto self-start">{t.chooseOtherSize}</ButtonLink>
        </div>
      </div>
    </main>
  );
}

function DesignCode({ code }: { code: string }) {
  usePageTitle(`${t.designCode} ${code}`);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-xs font-semibold uppercase tracking-wide text-wood-700">{t.designCode}</p>
      <h1 className="mt-2 font-mono text-5xl font-bold tracking-[0.2em] text-forest-900" data-testid="configurator-design-code">{code}</h1>
      <p className="mx-auto mt-6 max-w-md rounded-xl bg-forest-50 p-4 text-sm text-forest-800">{t.configuratorComingSoon}</p>
      <ButtonLink href={to.home()} variant="secondary" className="mt-6">{texts.auth.backHome}</ButtonLink>
    </main>
  );
}
