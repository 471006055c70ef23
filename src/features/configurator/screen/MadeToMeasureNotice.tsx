/** The 'op maat' notice (spec §4): a design with a made-to-measure wall says it must still be measured on site. */
import type { Catalog } from '../../../domain/catalog';
import type { Configuration } from '../../../domain/configuration';
import { texts } from '../../../domain/texts';

export function hasMadeToMeasureWall(configuration: Configuration, catalog: Catalog): boolean {
  if (configuration.walls.length === 0) return false;
  const madeToMeasure = new Set(catalog.products.filter((p) => p.madeToMeasure).map((p) => p.id));
  return configuration.walls.some((wall) => madeToMeasure.has(wall.product));
}

export function MadeToMeasureNotice() {
  return (
    <p role="note" className="border-b border-wood-200 bg-wood-50 px-3 py-1.5 text-sm font-medium text-wood-900" data-testid="made-to-measure-notice">
      {texts.quote.madeToMeasureNotice}
    </p>
  );
}
