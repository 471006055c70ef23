/** The logged-in dealer's id token for the upload (anonymous visitors upload without one). */
import { session$ } from '../../../app/session';

export function getToken(): string | null {
  return session$.getValue()?.idToken ?? null;
}
