/** The logged-in dealer's id token for the upload (anonymous visitors upload without one). */
import { session$ } from '../../../app/session';

export function getToken(): string | null {
  return session$.getValue()?.idToken ?? null;
}

/** The organisation of the logged-in user, for the export statistic (null for visitors). */
export function organizationId(): number | null {
  return (session$.getValue()?.organization as { id?: number } | undefined)?.id ?? null;
}
