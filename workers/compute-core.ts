/**
 * The compute port implemented with the src/domain functions, in-process. The worker exposes exactly this
 * object through Comlink; tests and the benchmark call it directly.
 */
import type { Catalog, HouseSpec, Product } from '../src/domain/catalog';
import type { Configuration, OptionAlign } from '../src/domain/configuration';
import { isOptionProduct, leafSpaces, optionFitsWall, wallFitsSpace } from '../src/domain/fitting';
import { computeLayout, optionRange, rangesOverlap, walledSegment } from '../src/domain/layout';
import { indexCatalog } from '../src/domain/catalog-index';
import { computePrice } from '../src/domain/pricing/estimate';
import type { CatalogIndex, PriceOptions } from '../src/domain/pricing/types';
import type { ComputePort, FitAnswer, FitRequest } from '../src/editor/compute-port';

const ALIGNS: OptionAlign[] = ['left', 'center', 'right'];

/** Synchronous core of the port (the benchmark times these directly). */
export interface ComputeCore {
  index: CatalogIndex;
  price: (configuration: Configuration, options?: Partial<PriceOptions>) => ReturnType<typeof computePrice>;
  layout: (configuration: Configuration) => ReturnType<typeof computeLayout>;
  fits: (request: FitRequest) => FitAnswer;
}

function houseOf(index: CatalogIndex, configuration: Configuration): (Product & { house: HouseSpec }) | undefined {
  const house = index.products.get(configuration.selectedHouse);
  return house?.house ? (house as Product & { house: HouseSpec }) : undefined;
}

export function createComputeCore(catalog: Catalog | CatalogIndex): ComputeCore {
  const index = catalog.products instanceof Map ? (catalog as CatalogIndex) : indexCatalog(catalog as Catalog);
  const spacing = () => index.settings.spaceBetweenOptions;
  return {
    index,
    price: (configuration, options) => computePrice(configuration, index, options),
    layout: (configuration) => {
      const house = houseOf(index, configuration);
      return house ? computeLayout(house.id, house.house, configuration, index.products, spacing())
        : { walls: [], options: [], pillars: [], gables: [] };
    },
    fits: ({ configuration, productId }) => {
      const answer: FitAnswer = { walls: [], options: [] };
      const house = houseOf(index, configuration);
      const product = index.products.get(productId);
      if (!house || !product || product.disabledForHouses.includes(house.id)) return answer;
      const leaves = leafSpaces(house.house, configuration.variations);
      if (product.productType === 'wallModule' || product.productType === 'fenceModule') {
        answer.walls = leaves.filter((leaf) => wallFitsSpace(product, leaf, house.id)).map((leaf) => leaf.id);
      } else if (isOptionProduct(product)) {
        for (const leaf of leaves) {
          const walls = configuration.walls.filter((w) => w.spaceId === leaf.id)
            .flatMap((w) => { const p = index.products.get(w.product); return p ? [{ fill: w.fill, product: p }] : []; });
          const segment = walledSegment(leaf.length, walls);
          if (!segment || !optionFitsWall(product, segment.wall, leaf, segment.end - segment.start, house.id, spacing())) continue;
          const others = configuration.options.filter((o) => o.spaceId === leaf.id);
          for (const align of ALIGNS) {
            const mine = optionRange(segment, product.width ?? 0, align, spacing());
            const clash = others.some((o) => o.align === align
              || rangesOverlap(mine, optionRange(segment, index.products.get(o.product)?.width ?? 0, o.align, spacing()), spacing()));
            if (!clash) answer.options.push({ spaceId: leaf.id, align });
          }
        }
      }
      return answer;
    },
  };
}

/** The same core behind the async port interface, for tests and the benchmark. */
export function createLocalCompute(catalog: Catalog | CatalogIndex): ComputePort & { core: ComputeCore } {
  const core = createComputeCore(catalog);
  return {
    core,
    price: async (configuration, options) => core.price(configuration, options),
    layout: async (configuration) => core.layout(configuration),
    fits: async (request) => core.fits(request),
  };
}
