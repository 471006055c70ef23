/**
 * The one Dutch text catalogue. Each screen group keeps its texts in its own module here, spelled as the
 * spec spells them; components import `texts` and never write Dutch inline. The back office's groups are in
 * `../dealer-texts`, so the pages a visitor opens do not load them.
 */
import { common } from './common';
import { pricing, lineCategoryLabels, quoteStatusLabels } from './pricing';
import { landing, shell } from './landing';
import { catalog } from './catalog';
import { help } from './help';
import { auth } from './auth';
import { editor } from './editor';
import { view3d } from './view3d';
import { configurator } from './configurator';
import { quote } from './quote';
import { lead } from './lead';
import { preview } from './preview';

export const texts = { common, pricing, lineCategoryLabels, quoteStatusLabels, landing, shell, catalog, help, auth, editor, configurator, view3d, quote, lead, preview };
export { quoteStatuses, type QuoteStatus } from './pricing';
