import { BackOffice } from '../../app/BackOffice';
import { InsightsPage } from './InsightsPage';

/** /inzicht (login needed; the route wraps it in RequireLogin). Its own chunk: recharts loads with it only. */
export function InsightsRoute() {
  return <BackOffice><InsightsPage /></BackOffice>;
}
