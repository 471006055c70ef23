/**
 * The auth session: an RxJS store kept in localStorage (key 'auth'), shared across tabs through the storage
 * event, and the source of the Bearer token for the API client. React reads it through useSession().
 * The server can end a session (ARCHITECTURE §3 reading 18): the first 401 for the current token ends it here
 * and opens the login page with the way back, so the screens do not each show an error.
 */
import { BehaviorSubject } from 'rxjs';
import { navigate } from 'wouter/use-browser-location';
import { ApiError, onTokenRejected, setTokenProvider } from '../api/http';
import { z } from 'zod/mini';
import { endSessionOnServer, fetchMe, hasRole, login as apiLogin, organizationSchema, organizationSetting, userSchema, type Organization, type User } from '../api/auth';
import { ATTRIBUTE_ENABLE_TEST_PRODUCTS } from '../domain/constants';
import { handlesLeads } from './leads-access';
import { to } from './routes';
import { useBehaviorSubject } from './use-observable';

export interface Session {
  user: User;
  organization: Organization | null;
  idToken: string;
}

export const SESSION_STORAGE_KEY = 'auth';
const storedSessionSchema = z.object({ user: userSchema, organization: z.nullable(organizationSchema), idToken: z.string().check(z.minLength(1)) });

/** Seconds-since-epoch expiry of a JWT, or null when it has none or cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

function isExpired(token: string, nowSeconds = Date.now() / 1000): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp <= nowSeconds;
}

function readStored(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    // Parsed with the answer's contract: a session stored by an older version of the app is not trusted to fit.
    const session = storedSessionSchema.safeParse(JSON.parse(raw));
    if (!session.success || isExpired(session.data.idToken)) return null;
    return session.data;
  } catch {
    return null;
  }
}

function store(session: Session | null): void {
  try {
    if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the session then lives for this page only.
  }
}

export const session$ = new BehaviorSubject<Session | null>(typeof localStorage === 'undefined' ? null : readStored());

setTokenProvider(() => {
  const session = session$.getValue();
  if (session && isExpired(session.idToken)) {
    logout();
    return null;
  }
  return session?.idToken ?? null;
});

/** The session the server ended: forget it and log in again, coming back to this page afterwards. */
function sessionEnded(): void {
  logout();
  if (typeof window === 'undefined') return;
  const here = `${window.location.pathname}${window.location.search}`;
  if (!window.location.pathname.startsWith(to.auth())) navigate(to.auth(here), { replace: true });
}

// Only a refusal of the token in use counts: an answer to a request sent before another login changes nothing.
onTokenRejected((token) => {
  if (session$.getValue()?.idToken === token) sessionEnded();
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) session$.next(readStored());
  });
}

export async function login(email: string, password: string): Promise<Session> {
  const answer = await apiLogin(email, password);
  const session: Session = { user: answer.user, organization: answer.organization, idToken: answer.tokens.idToken };
  store(session);
  session$.next(session);
  return session;
}

/** Starts the session from a login answer the server gave otherwise (the change-password screen's automatic login). */
export function adoptLogin(answer: { user: User; organization: Organization | null; tokens: { idToken: string } }): Session {
  const session: Session = { user: answer.user, organization: answer.organization, idToken: answer.tokens.idToken };
  store(session);
  session$.next(session);
  return session;
}

/** Replaces user and/or organisation after the caller changed them (profile, test-user switch). */
export function updateSession(changes: { user?: User; organization?: Organization | null }): void {
  const current = session$.getValue();
  if (!current) return;
  const next = { ...current, ...changes };
  store(next);
  session$.next(next);
}

export function logout(): void {
  store(null);
  if (session$.getValue() !== null) session$.next(null);
}

/** 'Uitloggen': the server refuses this token from now on; the browser forgets it at once, whatever the server says. */
export function signOut(): void {
  const current = session$.getValue();
  if (current) void endSessionOnServer(current.idToken).catch(() => undefined);
  logout();
}

/** 'Overal uitloggen': every session of this user ends, this one included; then the login page. Throws when the server did not confirm. */
export async function signOutEverywhere(): Promise<void> {
  const current = session$.getValue();
  if (!current) return;
  await endSessionOnServer(current.idToken, true);
  if (session$.getValue()?.idToken === current.idToken) sessionEnded();
}

/** Refreshes user and organisation from the server; a rejected token ends the session. */
export async function refreshSession(): Promise<void> {
  const current = session$.getValue();
  if (!current) return;
  try {
    const me = await fetchMe();
    // A logout or another login while the call ran wins: never bring back a session that has ended.
    if (session$.getValue()?.idToken !== current.idToken) return;
    const next = { ...current, user: me.user, organization: me.organization };
    store(next);
    session$.next(next);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && session$.getValue()?.idToken === current.idToken) logout();
  }
}

export function useSession(): Session | null {
  return useBehaviorSubject(session$);
}

function isSubdealer(organization: Session['organization'] | null): boolean {
  return organization?.type === 'subdealer' || organizationSetting(organization, 'type') === 'subdealer';
}

/** Derived facts the screens ask about the caller (spec §6). */
export function sessionFacts(session: Session | null) {
  const user = session?.user ?? null;
  const organization = session?.organization ?? null;
  return {
    loggedIn: !!session,
    /** Logged in as a user of an organisation: dealer tools, no floating help button, PDF work drawings. */
    organizationUser: !!session && !!organization,
    manager: hasRole(user, 'manager'),
    /**
     * A manager of an organisation that can have sub-dealers: the Subdealers menu and the sub-dealer quote chips.
     * A sub-dealer has none of its own (the server refuses it the list: access.ts managerOfParent).
     */
    subdealerManager: hasRole(user, 'manager') && !isSubdealer(organization),
    admin: hasRole(user, 'admin'),
    /** An admin of the brand or the platform: 'Actualiseren' and 'Exporteer' of the examples (server: example.actualize). */
    shopAdmin: hasRole(user, 'admin') && (organization?.id === 1 || organization?.id === 2),
    dealerTokenActive: organizationSetting(organization, 'dealerTokenActive') === 'true',
    /** Leads menu and lead count: dealer-token organisations and the brand (leads-access.ts). */
    handlesLeads: !!session && handlesLeads(organization),
    enableTestProducts: !!user?.attributes.some((a) => a.key === ATTRIBUTE_ENABLE_TEST_PRODUCTS && (a.value === true || a.value === 'true')),
    displayName: user ? [user.firstName, user.preposition, user.lastName].filter(Boolean).join(' ') || user.name || user.email : '',
  };
}
