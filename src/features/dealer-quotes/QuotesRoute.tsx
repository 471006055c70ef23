import { BackOffice } from '../../app/BackOffice';
import { QuotesPage } from './QuotesPage';

/** /configureer-via-offerte/offertes (login needed; the route wraps it in RequireLogin). */
export function QuotesRoute() {
  return <BackOffice><QuotesPage /></BackOffice>;
}
