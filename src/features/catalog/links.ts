/** Links of the category steps: tiles and breadcrumb crumbs. */
import type { Category } from '../../domain/catalog';
import { to } from '../../app/routes';
import type { Crumb } from './Breadcrumb';
import { hasChildren } from './tree';

/** Where a child tile leads: deeper into the tree, or to the size step of a last-level category. */
export function tileHref(categories: Category[], parent: Category, child: Category, allowTest: boolean): string {
  return hasChildren(categories, child.id, allowTest)
    ? to.configureHouseCategorySlug(child.id, child.slug)
    : to.configureHouseSlug(child.id, parent.slug, child.slug);
}

/** The crumbs of the steps before `step`: each leads back to the category shown at that step. */
export function crumbsFor(chain: Category[]): Crumb[] {
  return chain.map((category, index) => ({
    href: index === 0 ? to.configureHouseCategory() : to.configureHouseCategorySlug(category.id, category.slug),
    choice: chain[index + 1]?.name,
  }));
}
