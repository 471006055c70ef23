/**
 * The back office's texts (dealers' quote, lead, customer, delivery, example and settings screens, and the
 * password pages), apart from `texts` so the pages a visitor opens (landing, configurator) do not load them;
 * the server's mails and errors use them too.
 */
import { customers } from './texts/customers';
import { leads } from './texts/leads';
import { quotes } from './texts/quotes';
import { quotePage } from './texts/quote-page';
import { delivery } from './texts/delivery';
import { passwords, profile, subdealers, users } from './texts/settings';
import { examples } from './texts/examples';
import { accounting } from './texts/accounting';
import { insights } from './texts/insights';

export const dealerTexts = { customers, leads, quotes, quotePage, delivery, passwords, users, subdealers, profile, examples, accounting, insights };
