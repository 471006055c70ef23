import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { formatEuro } from '../../domain/money';
import { texts } from '../../domain/texts';
import { PageSpinner } from '../../ui/Spinner';
import { usePageTitle } from '../../app/page-title';
import { to } from '../../app/routes';
import { houseQuery, rememberSelectedHouse } from '../../app/selected-house';
import { sessionFacts, useSession } from '../../app/session';
import { useAsync } from '../../app/use-async';
import { Breadcrumb } from './Breadcrumb';
import { crumbsFor } from './links';
import { CategoryInfo } from './CategoryInfo';
import { LoadFailed } from './LoadFailed';
import { ProductInfoPopover } from './ProductInfoPopover';
import { Tile, TileGrid } from './Tile';
import { loadCategories, loadProducts } from './catalog-store';
import { sortBySize, splitName } from './sizes';
import { ancestry, housesOf } from './tree';

export function SizePage() {
  const params = useParams<{ id: string; categorySlug?: string; sizeSlug?: string }>();
  const [, navigate] = useLocation();
  const facts = sessionFacts(useSession());
  const id = Number(params.id);
  usePageTitle(texts.catalog.sizeStep);
  const state = useAsync(async () => {
    const [categories, products] = await Promise.all([loadCategories(), loadProducts()]);
    return { categories, products };
  }, [facts.loggedIn]);
  const categories = state.data?.categories ?? [];
  const category = categories.find((c) => c.id === id);
  const parent = category && categories.find((c) => c.id === category.parentCategoryId);

  const needsSlug = !!category && (!params.categorySlug || !params.sizeSlug);
  useEffect(() => {
    if (needsSlug && category) navigate(to.configureHouseSlug(category.id, parent?.slug ?? category.slug, category.slug), { replace: true });
  }, [needsSlug, category, parent, navigate]);

  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'error' || !category) return <LoadFailed onRetry={state.status === 'error' ? state.retry : undefined} />;

  const houses = sortBySize(housesOf(state.data.products, category.id, facts.enableTestProducts));
  const choose = (houseId: number) => {
    rememberSelectedHouse(houseId);
    navigate(`${to.configureViaId()}${houseQuery(houseId)}`);
  };

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pb-8 pt-6 sm:px-6 sm:pt-8">
      <Breadcrumb current={3} crumbs={crumbsFor(ancestry(categories, category.id))} />
      <header className="mt-6 mb-6 sm:mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-forest-900 sm:text-4xl">{texts.catalog.sizeStep}</h1>
        <p className="mt-1 text-lg font-semibold text-wood-700">{[parent?.name, category.name].filter(Boolean).join(' · ')}</p>
      </header>
      {houses.length === 0 ? (
        <div className="rounded-3xl bg-white p-10 text-center shadow-card" data-testid="empty-sizes">
          <p className="text-lg font-bold text-forest-900">{texts.catalog.noResults}</p>
          <p className="mt-1 text-stone-600">{texts.catalog.noResultsHint}</p>
        </div>
      ) : (
        <TileGrid>
          {houses.map((house) => {
            const { label, subLabel } = splitName(house.name);
            return (
              <Tile
                key={house.id}
                testId="size-tile"
                onClick={() => choose(house.id)}
                imageUrl={house.imageUrl}
                title={label}
                subtitle={subLabel}
                corner={<ProductInfoPopover product={house} organizationUser={facts.organizationUser} />}
                footer={(
                  <div className="flex items-end justify-between gap-3">
                    <span className="text-sm text-stone-600">
                      {texts.catalog.fromPrice} <strong className="whitespace-nowrap text-base text-forest-900">{formatEuro(house.price)}</strong>
                      <span className="block text-xs text-stone-500">{texts.catalog.inclVat}</span>
                    </span>
                    <span aria-hidden="true" className="hidden size-10 shrink-0 items-center justify-center min-[520px]:flex rounded-full bg-forest-700 text-white transition-transform group-hover:translate-x-0.5">→</span>
                  </div>
                )}
              />
            );
          })}
        </TileGrid>
      )}
      <CategoryInfo category={category} />
    </main>
  );
}
