/**
 * Signing in for e2e specs: a dealer's or brand's tokens through the real login route, and a browser context
 * that starts signed in (the app keeps its session in localStorage 'auth') on the project's viewport. The first
 * visit's wizard is marked seen so specs land on the page they open.
 */
import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

/** A sum of cents as the app shows it ('€ 1.234,50'). */
export const euro = (cents: number) =>
  `€ ${new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}`;

/** What the app keeps in localStorage 'auth' after a login. */
export interface Auth {
  user: unknown;
  organization: unknown;
  idToken: string;
}

export async function apiLogin(request: APIRequestContext, email: string, password = 'demo1234'): Promise<Auth> {
  const answer = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  return { user: body.user, organization: body.organization, idToken: body.tokens.idToken as string };
}

/** The viewport of the desktop and phone projects. */
export const viewportOf = (phone: boolean): BrowserContextOptions =>
  phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport: { width: 1280, height: 800 } };

/** A new page in its own context: signed in as `auth`, or a visitor when `auth` is null. */
export async function pageAs(browser: Browser, baseURL: string, auth: Auth | null, phone: boolean, options: BrowserContextOptions = {}): Promise<Page> {
  const localStorage = [{ name: 'hasSeenWizard', value: 'true' }];
  if (auth) localStorage.unshift({ name: 'auth', value: JSON.stringify(auth) });
  const context = await browser.newContext({
    baseURL, locale: 'nl-NL', ...viewportOf(phone), ...options,
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage }] },
  });
  return context.newPage();
}

/** Signs `email` in through the API and opens a page in a context that carries the session. */
export async function loggedInPage(browser: Browser, request: APIRequestContext, baseURL: string, email: string, phone: boolean, password?: string): Promise<Page> {
  return pageAs(browser, baseURL, await apiLogin(request, email, password), phone);
}
