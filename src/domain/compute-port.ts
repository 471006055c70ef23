/**
 * The compute port (ARCHITECTURE §1): what the editor asks of fitting, layout and pricing. The app fills it
 * with the Comlink proxy of workers/compute.worker.ts (src/app/compute-client.ts); tests and the benchmark
 * with the in-process implementation (compute-core.ts). Every method is async so the editor never blocks on it.
 */
import type { Configuration, OptionAlign } from './configuration';
import type { DesignLayout } from './layout';
import type { PriceOptions, PricedQuote } from './pricing/types';

export type FitRequest = { configuration: Configuration; productId: number };

/** Where a product can go in a design: the leaves a wall fits, or the leaf positions an option fits. */
export interface FitAnswer {
  walls: number[];
  options: { spaceId: number; align: OptionAlign }[];
}

export interface ComputePort {
  price(configuration: Configuration, options?: Partial<PriceOptions>): Promise<PricedQuote>;
  layout(configuration: Configuration): Promise<DesignLayout>;
  fits(request: FitRequest): Promise<FitAnswer>;
}
