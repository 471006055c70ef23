/**
 * Categories and products loaded once per caller and shared by the category and size steps, so stepping
 * through the tree costs no extra calls. The cache is keyed by the session token: a login changes what
 * the caller may see (test items, zero-price exclusion).
 */
import { fetchCategories } from '../../api/categories';
import { fetchProducts, type ServedProduct as Product } from '../../api/products';
import type { Category } from '../../domain/catalog';
import { session$, sessionFacts } from '../../app/session';

interface Cache { key: string; categories?: Promise<Category[]>; products?: Promise<Product[]> }
let cache: Cache = { key: '' };

function current(): Cache {
  const session = session$.getValue();
  // The test-user switch (settings) changes what the same login sees, so it is part of the key.
  const key = session ? `${session.idToken}:${sessionFacts(session).enableTestProducts}` : 'anonymous';
  if (cache.key !== key) cache = { key };
  return cache;
}

// A failed load is dropped from the cache so 'Opnieuw proberen' really tries again.
function remember<T>(entry: Cache, field: 'categories' | 'products', load: () => Promise<T>): Promise<T> {
  const existing = entry[field] as Promise<T> | undefined;
  if (existing) return existing;
  const promise = load().catch((error: unknown) => {
    if (entry[field] === (promise as unknown)) entry[field] = undefined;
    throw error;
  });
  (entry as unknown as Record<string, Promise<T>>)[field] = promise;
  return promise;
}

export function loadCategories(): Promise<Category[]> {
  return remember(current(), 'categories', () => fetchCategories());
}

export function loadProducts(): Promise<Product[]> {
  const loggedIn = !!session$.getValue();
  return remember(current(), 'products', () => fetchProducts({ excludeZeroPrice: loggedIn }));
}
