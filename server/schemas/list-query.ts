/**
 * Query-string pieces shared by list routes (routes and services may import them; the page shape is Page in
 * ./common.ts): `limit` (default 50, 0 = only the total), `offset`, `sort`,
 * `search[...]`, `filter[...]`. Keys keep their brackets (`filter[categoryId]`), as the query parser leaves
 * them; each value is validated strictly so a typo answers 400 with the reason instead of being ignored.
 */
import { z } from 'zod';
import { MAX_ID, PAGE_SIZE_DEFAULT } from '../../src/domain/constants';
import { idInput, idNumber } from '../../src/domain/contracts/bounds';

/** The largest page any list serves (categories are fetched 1000 at a time). */
export const MAX_LIMIT = 1000;

/**
 * A whole number 0..MAX_ID in a query string (an offset, a filter id). Past the bound it is refused here, not
 * turned into 1e20 for the database to fail on; '1e3', 'NaN' and 'Infinity' are not whole numbers.
 */
export const intParam = z.string().regex(/^\d+$/, 'moet een geheel getal ≥ 0 zijn').transform(Number)
  .pipe(z.number().max(MAX_ID, `mag hoogstens ${MAX_ID} zijn`));

export const pagingQuery = {
  limit: intParam.pipe(z.number().max(MAX_LIMIT, `mag hoogstens ${MAX_LIMIT} zijn`)).default(PAGE_SIZE_DEFAULT),
  offset: intParam.default(0),
};

export const booleanParam = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** A list of positive ids, as '1,2,3' or as the parameter repeated. */
export const idsParam = z.union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((part) => part.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^\d+$/, 'moet een lijst van ids zijn').transform(Number).pipe(idNumber)).max(MAX_LIMIT));

/** `sort` restricted to the given fields, each optionally prefixed with '-' for descending. */
export function sortParam<const T extends string>(fields: readonly T[], fallback: T | `-${T}`) {
  const allowed = fields.flatMap((field) => [field, `-${field}`]) as [string, ...string[]];
  return z.enum(allowed, { error: `sort moet een van ${allowed.join(', ')} zijn` }).default(fallback)
    .transform((value) => ({
      field: (value.startsWith('-') ? value.slice(1) : value) as T,
      direction: value.startsWith('-') ? ('desc' as const) : ('asc' as const),
    }));
}

/** A list given as '1,2,3' or with the parameter repeated ('x[]=1&x[]=2'). */
const listOf = (value: string | string[]) => (Array.isArray(value) ? value : [value])
  .flatMap((part) => part.split(',')).map((part) => part.trim()).filter(Boolean);

/** Ids that may be negative: a negative id excludes (spec §7 'filter[organizationIds] (negated id)'). */
export const signedIdsParam = z.union([z.string(), z.array(z.string())]).transform(listOf)
  .pipe(z.array(z.string().regex(/^-?[1-9]\d{0,9}$/, 'moet een lijst van (eventueel negatieve) ids zijn').transform(Number)
    .refine((id) => Math.abs(id) <= MAX_ID, `mag hoogstens ${MAX_ID} zijn`)).max(MAX_LIMIT));

/** A list of values from a fixed set, e.g. embed[]=organization&embed[]=user. */
export function enumListParam<const T extends string>(values: readonly T[], name: string) {
  return z.union([z.string(), z.array(z.string())]).transform(listOf)
    .pipe(z.array(z.enum(values as unknown as [T, ...T[]], { error: `${name} moet uit ${values.join(', ')} kiezen` })).max(50));
}

/** A database id in a path or body: 1..MAX_ID (the domain's one id contract). */
export const positiveId = idInput;
