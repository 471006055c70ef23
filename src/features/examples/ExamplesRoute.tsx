import { BackOffice } from '../../app/BackOffice';
import { ExamplesPage } from './ExamplesPage';

/** /configuraties (login needed; the route wraps it in RequireLogin). */
export function ExamplesRoute() {
  return <BackOffice><ExamplesPage /></BackOffice>;
}
