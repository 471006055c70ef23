/**
 * The compute port implemented with the domain functions, in-process. The worker (workers/compute.worker.ts)
 * exposes exactly this object through Comlink; tests and the benchmark call it directly.
 */
import type { Catalog } from './catalog';
import { houseProduct, indexCatalog, type HouseProduct } from './catalog-index';
import type { Configuration, OptionAlign } from './configuration';
import { isOptionProduct, isWallProduct, leafSpaces, wallFitsSpace } from './fitting';
import { computeLayout, optionPlacementProblem } from './layout';
import { computePrice } from './pricing/estimate';
import type { CatalogIndex, PriceOptions } from './pricing/types';
import type { ComputePort, FitAnswer, FitRequest } from './compute-port';

const ALIGNS: OptionAlign[] = ['left', 'center', 'right'];

/** Synchronous core of the port (the benchmark times these directly). */
export interface ComputeCore {
  index: CatalogIndex;
  price: (configuration: Configuration, options?: Partial<PriceOptions>) => ReturnType<typeof computePrice>;
  layout: (configuration: Configuration) => ReturnType<typeof computeLayout>;
  fits: (request: FitRequest) => FitAnswer;
}

function houseOf(index: CatalogIndex, configuration: Configuration): HouseProduct | undefined {
  return houseProduct(index, configuration.selectedHouse);
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
      // Fit is what a product physically is (its type), whatever menu category it is listed in.
      if (isWallProduct(product)) {
        answer.walls = leaves.filter((leaf) => wallFitsSpace(product, leaf, house.id)).map((leaf) => leaf.id);
      } else if (isOptionProduct(product)) {
        for (const leaf of leaves) {
          const walls = configuration.walls.filter((w) => w.spaceId === leaf.id)
            .flatMap((w) => { const p = index.products.get(w.product); return p ? [{ fill: w.fill, product: p }] : []; });
          const others = configuration.options.filter((o) => o.spaceId === leaf.id)
            .map((o) => ({ align: o.align, width: index.products.get(o.product)?.width ?? 0 }));
          for (const align of ALIGNS) {
            const problem = optionPlacementProblem({ option: product, align, leaf, walls, others, houseId: house.id, spacing: spacing() });
            if (!problem) answer.options.push({ spaceId: leaf.id, align });
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
