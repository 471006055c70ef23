/**
 * Bounded numbers every request contract shares (issue 24 §4): an id is an integer 1..MAX_ID (a PostgreSQL
 * integer), sent as a JSON number or a string of digits; past the bound it is the client's mistake (400 with the
 * reason), never a query that fails in the database. `true`, `[5]` or '1e3' are not ids (no loose coercion).
 */
import { z } from 'zod/mini';
import { MAX_ID } from '../constants';

const digits = z.pipe(z.string().check(z.regex(/^\d{1,20}$/, 'moet een geheel getal zijn')), z.transform(Number));

/** An id once it is a number: 1..MAX_ID. */
export const idNumber = z.number().check(z.int('moet een geheel getal zijn'), z.positive('moet positief zijn'), z.lte(MAX_ID, `mag hoogstens ${MAX_ID} zijn`));

/** A database id in a body, path or query: 1..MAX_ID. */
export const idInput = z.pipe(z.union([z.number(), digits], { error: 'moet een id (geheel getal) zijn' }), idNumber);
