/**
 * The one fetch wrapper of the browser: JSON in and out under /api/v1, answers parsed with zod so a
 * changed server shape fails loudly at the boundary instead of deep in a component.
 */
import { safeParse, type z } from 'zod/mini';
import { common } from '../domain/texts/common';
import { takeEarly } from './early';

export const API_BASE = '/api/v1';

/** Set by the auth session; the client itself knows nothing about React or storage. */
let tokenProvider: () => string | null = () => null;
export function setTokenProvider(provider: () => string | null): void {
  tokenProvider = provider;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `message` when it sent one as a string (the login screen shows it as is). */
    readonly serverMessage: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };
export type Query = Record<string, QueryValue>;

/** { filter: { ids: [1, 2] }, limit: 5 } -> 'filter[ids][]=1&filter[ids][]=2&limit=5' */
export function buildQuery(query: Query): string {
  const params = new URLSearchParams();
  const add = (key: string, value: QueryValue): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((item) => add(`${key}[]`, item));
    else if (typeof value === 'object') Object.entries(value).forEach(([k, v]) => add(`${key}[${k}]`, v));
    else params.append(key, String(value));
  };
  Object.entries(query).forEach(([key, value]) => add(key, value));
  return params.toString();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Set by the auth session: told when the server refused the token a request carried (401), e.g. after 'Overal
 * uitloggen' elsewhere or a password change, so the session ends once instead of every screen showing its error.
 */
let tokenRejected: (token: string) => void = () => {};
export function onTokenRejected(listener: (token: string) => void): void {
  tokenRejected = listener;
}

/** Every API answer of 400-599 (method, path, status), for error reporting (src/app/error-reporting.ts). */
export type FailedRequest = { method: string; path: string; status: number };
const failedRequestListeners = new Set<(failed: FailedRequest) => void>();
export function onFailedRequest(listener: (failed: FailedRequest) => void): () => void {
  failedRequestListeners.add(listener);
  return () => failedRequestListeners.delete(listener);
}

export async function request<S extends z.ZodMiniType>(schema: S, path: string, options: RequestOptions = {}): Promise<z.output<S>> {
  const qs = options.query ? buildQuery(options.query) : '';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = tokenProvider();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const url = `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
  // An anonymous GET the entry module already started (./early.ts) is not sent twice.
  const early = (options.method ?? 'GET') === 'GET' && !token ? takeEarly(url) : null;
  const response = await (early ?? fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  }));
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    if (response.status === 401 && token) tokenRejected(token);
    for (const listener of failedRequestListeners) listener({ method: options.method ?? 'GET', path, status: response.status });
    const serverMessage = json && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string'
      ? (json as { message: string }).message : null;
    throw new ApiError(response.status, serverMessage, serverMessage ?? `HTTP ${response.status} on ${path}`);
  }
  // An answer with nothing in it where data was expected (spec §5): said as such, not as a parse error.
  if (json === null && !safeParse(schema, null).success) throw new ApiError(response.status, common.noDataOnServer, common.noDataOnServer);
  return schema.parse(json);
}

/** A file answer (a CSV export): the body as a Blob and the server's file name from Content-Disposition. */
export async function requestFile(path: string, options: Pick<RequestOptions, 'query' | 'signal'> = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const qs = options.query ? buildQuery(options.query) : '';
  const token = tokenProvider();
  const response = await fetch(`${API_BASE}${path}${qs ? `?${qs}` : ''}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: options.signal,
  });
  if (!response.ok) {
    if (response.status === 401 && token) tokenRejected(token);
    throw new ApiError(response.status, null, `HTTP ${response.status} on ${path}`);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}
