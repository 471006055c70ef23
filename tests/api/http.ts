/** Small fetch helpers for API tests. */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are asserted field by field in the tests */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function get<T = any>(url: string, token?: string): Promise<Answer<T>> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  return { status: response.status, body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T, headers: response.headers };
}

export async function send<T = any>(method: string, url: string, body: unknown, token?: string): Promise<Answer<T>> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (typeof body === 'string') {
    payload = body;
    headers['content-type'] = 'application/json';
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(url, { method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T, headers: response.headers };
}
