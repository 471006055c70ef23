/** Server answers of the settings forms as the spec shows them (§8: 'Plan limit reached'; other messages as they are). */
import { ApiError } from '../../api/http';
import { PLAN_LIMIT_REACHED } from '../../domain/texts/settings';

export function serverMessage(error: unknown, limitText: string, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage === PLAN_LIMIT_REACHED ? limitText : error.serverMessage;
  return fallback;
}
