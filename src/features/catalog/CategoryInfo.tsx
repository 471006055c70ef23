import type { Category } from '../../domain/catalog';
import { BREAKPOINTS } from '../../domain/constants';
import { texts } from '../../domain/texts';
import { Accordion } from '../../ui/Accordion';
import { Tabs } from '../../ui/Tabs';
import { useMediaQuery } from '../../app/media';
import { InfoText } from './InfoText';

const fields = ['infoDescription', 'infoSpecifications', 'infoDeliveryTime', 'infoTransport'] as const;

/** The four info sections of a category that has their texts; each name may be overridden by the category. */
export function infoSections(category: Category): Array<{ id: string; label: string; text: string }> {
  return fields.flatMap((field, i) => {
    const text = category[field]?.trim();
    if (!text) return [];
    return [{ id: field, label: category.infoTabNames?.[i] || texts.catalog.infoTabs[i], text }];
  });
}

/** Tabs on wide screens, accordions at 1000 px or narrower (spec §2). */
export function CategoryInfo({ category }: { category: Category }) {
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.tabs}px)`);
  const sections = infoSections(category);
  if (sections.length === 0) return null;
  return (
    <section className="mt-12" aria-label={category.name} data-testid="category-info">
      {narrow
        ? <Accordion items={sections.map((s) => ({ id: s.id, title: s.label, content: <InfoText text={s.text} /> }))} />
        : (
          <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-stone-200/70 lg:p-8">
            <Tabs items={sections.map((s) => ({ id: s.id, label: s.label, content: <InfoText text={s.text} /> }))} />
          </div>
        )}
    </section>
  );
}
