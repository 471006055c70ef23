/**
 * The one Dutch text catalogue. Each screen group keeps its texts in its own module here, spelled as the
 * spec spells them; components import `texts` and never write Dutch inline.
 */
import { common } from './common';
import { pricing, lineCategoryLabels, quoteStatusLabels } from './pricing';

export const texts = { common, pricing, lineCategoryLabels, quoteStatusLabels };
export { quoteStatuses, type QuoteStatus } from './pricing';
