import { useEffect } from 'react';
import { Redirect, useLocation, useParams } from 'wouter';
import { ROOT_CATEGORY_ID } from '../../domain/constants';
import { texts } from '../../domain/texts';
import { PageSpinner } from '../../ui/Spinner';
import { usePageTitle } from '../../app/page-title';
import { to } from '../../app/routes';
import { sessionFacts, useSession } from '../../app/session';
import { useAsync } from '../../app/use-async';
import { Breadcrumb } from './Breadcrumb';
import { CategoryInfo } from './CategoryInfo';
import { LoadFailed } from './LoadFailed';
import { Tile, TileGrid } from './Tile';
import { loadCategories } from './catalog-store';
import { crumbsFor, tileHref } from './links';
import { ancestry, childrenOf, stepOf } from './tree';

export function CategoryPage() {
  const params = useParams<{ id?: string; slug?: string }>();
  const [, navigate] = useLocation();
  const facts = sessionFacts(useSession());
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : ROOT_CATEGORY_ID;
  const state = useAsync(() => loadCategories(), [facts.loggedIn]);
  const categories = state.data ?? [];
  const category = categories.find((c) => c.id === id);
  const step = category ? stepOf(categories, category.id) : 0;
  usePageTitle(texts.catalog.steps[step]);

  // Spec §2: the address is rewritten with the name's slug when it is missing.
  const needsSlug = !!category && !!params.id && !params.slug;
  useEffect(() => {
    if (needsSlug && category) navigate(to.configureHouseCategorySlug(category.id, category.slug), { replace: true });
  }, [needsSlug, category, navigate]);

  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'error' || !category) return <LoadFailed onRetry={state.status === 'error' ? state.retry : undefined} />;

  const children = childrenOf(categories, category.id, facts.enableTestProducts);
  // A last-level category has no tiles of its own: its page is the size step.
  if (children.length === 0 && category.id !== ROOT_CATEGORY_ID) {
    const parent = categories.find((c) => c.id === category.parentCategoryId) ?? category;
    return <Redirect to={to.configureHouseSlug(category.id, parent.slug, category.slug)} replace />;
  }
  const chain = ancestry(categories, category.id);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pb-8 pt-6 sm:px-6 sm:pt-8">
      <Breadcrumb current={step} crumbs={crumbsFor(chain)} />
      <header className="mt-6 mb-6 sm:mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-forest-900 sm:text-4xl">{texts.catalog.steps[step]}</h1>
        {category.id !== ROOT_CATEGORY_ID && <p className="mt-1 text-lg font-semibold text-wood-700">{category.name}</p>}
        {category.description && <p className="mt-2 max-w-2xl text-stone-600">{category.description}</p>}
      </header>
      <TileGrid>
        {children.map((child) => (
          <Tile
            key={child.id}
            testId="category-tile"
            href={tileHref(categories, category, child, facts.enableTestProducts)}
            imageUrl={child.imageUrl}
            title={child.name}
            footer={child.description ? <p className="line-clamp-2 text-sm text-stone-600">{child.description}</p> : undefined}
          />
        ))}
      </TileGrid>
      <CategoryInfo category={category} />
    </main>
  );
}
