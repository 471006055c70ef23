import { describe, expect, it, vi } from 'vitest';
import { reportFailedRequest, routeOf, startErrorReporting } from './error-reporting';

describe('browser error reporting', () => {
  it('names the route without ids, secrets or e-mail addresses', () => {
    expect(routeOf('/quote/unauthorized/123/3/a1b2c3d4e5f6a7b8c9d0')).toBe('/quote/unauthorized/:id/:id/:id');
    expect(routeOf('/client/person/17')).toBe('/client/person/:id');
    expect(routeOf('/user/jan@example.nl')).toBe('/user/:id');
    expect(routeOf('/product/category')).toBe('/product/category');
  });

  it('captures answers of 400 to 599 only, 5xx as errors', () => {
    const captureMessage = vi.fn();
    expect(reportFailedRequest({ captureMessage } as never, { method: 'PUT', path: '/quote/42', status: 409 })).toBe(true);
    expect(reportFailedRequest({ captureMessage } as never, { method: 'GET', path: '/quote', status: 503 })).toBe(true);
    expect(reportFailedRequest({ captureMessage } as never, { method: 'GET', path: '/quote', status: 302 })).toBe(false);
    expect(captureMessage.mock.calls.map(([message, context]) => [message, context.level])).toEqual([
      ['PUT /quote/:id answered 409', 'warning'],
      ['GET /quote answered 503', 'error'],
    ]);
  });

  it('reports nothing and loads nothing without a DSN', async () => {
    await startErrorReporting(null, 'production');
    expect(reportFailedRequest(null, { method: 'GET', path: '/quote', status: 500 })).toBe(false);
  });
});
