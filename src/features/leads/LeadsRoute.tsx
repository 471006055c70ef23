import { BackOffice } from '../../app/BackOffice';
import { LeadsPage } from './LeadsPage';

/** /configureer-via-offerte/leads (login needed; the route wraps it in RequireLogin). */
export function LeadsRoute() {
  return <BackOffice><LeadsPage /></BackOffice>;
}
