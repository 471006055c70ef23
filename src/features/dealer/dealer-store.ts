/**
 * The dealer token (spec §1, §2): read from `?dealer=` in the address at start-up, kept in localStorage under
 * 'dealerToken', and looked up once via GET /auth/organization/external/{token} unless it is NO_DEALER_TOKEN.
 * The dealer's public card lives in an RxJS store that the badge, the lead form and the thank-you page read.
 */
import { BehaviorSubject } from 'rxjs';
import { fetchOrganizationByToken, type PublicOrganization } from '../../api/organizations';
import { organizationSetting } from '../../api/auth';
import { NO_DEALER_TOKEN, STORAGE_KEY_DEALER_TOKEN } from '../../domain/constants';
import { useBehaviorSubject } from '../../app/use-observable';

export interface DealerState {
  /** The stored token, or null when there is none (or it is the no-token value). */
  token: string | null;
  /** The dealer's public card once found; null while loading, when not found, or without a token. */
  dealer: PublicOrganization | null;
  status: 'none' | 'loading' | 'ready' | 'notFound';
}

export const dealer$ = new BehaviorSubject<DealerState>({ token: null, dealer: null, status: 'none' });

function readStoredToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY_DEALER_TOKEN);
  } catch {
    return null;
  }
}

function storeToken(token: string): void {
  try {
    localStorage.setItem(STORAGE_KEY_DEALER_TOKEN, token);
  } catch {
    // Private mode: the token then only lives for this page.
  }
}

/** The token from the address wins over the stored one, and replaces it. */
export function tokenFrom(search: string, stored: string | null): string | null {
  const fromAddress = new URLSearchParams(search).get('dealer')?.trim();
  const token = fromAddress || stored;
  return token && token !== NO_DEALER_TOKEN ? token : null;
}

let started = false;

/** Called once at start-up by the app shell. */
export function initDealerToken(search: string = window.location.search): void {
  if (started) return;
  started = true;
  const fromAddress = new URLSearchParams(search).get('dealer')?.trim();
  if (fromAddress) storeToken(fromAddress);
  const token = tokenFrom(search, readStoredToken());
  if (!token) return;
  dealer$.next({ token, dealer: null, status: 'loading' });
  fetchOrganizationByToken(token)
    .then((dealer) => dealer$.next({ token, dealer, status: 'ready' }))
    .catch(() => dealer$.next({ token, dealer: null, status: 'notFound' }));
}

export function useDealer(): DealerState {
  return useBehaviorSubject(dealer$);
}

/** The dealer's badge shows only when its organisation has dealerTokenActive on. */
export function dealerTokenActive(dealer: PublicOrganization | null): boolean {
  return organizationSetting(dealer, 'dealerTokenActive') === 'true';
}

/** The current address with `dealer=<token>` set (replacing any token already in it). */
export function addressWithToken(href: string, token: string): string {
  const url = new URL(href);
  url.searchParams.set('dealer', token);
  return url.toString();
}
