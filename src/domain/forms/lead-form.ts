/**
 * The lead form's rules (spec §5 'Lead form'). Shared by the form on screen and the server, which checks the same
 * values again before it stores a lead. Messages come from the text catalogue, spelled as the spec spells them.
 */
import { texts } from '../texts';

const { lead } = texts;

export interface LeadFormValues {
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  telephone: string;
  email: string;
  /** Opmerking: optional, never an error. */
  note?: string;
}

export type LeadFormErrors = Partial<Record<keyof LeadFormValues, string>>;

/** Dutch 4 digits + 2 letters (not sa, sd, ss), German 5 digits, Belgian 4 digits; checked with spaces stripped. */
const DUTCH_POSTCODE = /^\d{4}(?!sa|sd|ss)[a-z]{2}$/i;
const GERMAN_POSTCODE = /^\d{5}$/;
const BELGIAN_POSTCODE = /^\d{4}$/;

/** Digits with an optional leading plus, brackets and separators (space, dash, dot, slash). */
const PHONE_CHARACTERS = /^\+?[\d()\s./-]+$/;
const PHONE_MIN_DIGITS = 10;
const PHONE_MAX_DIGITS = 13;

/** The usual e-mail pattern: a local part, '@', and a domain with at least one dot. */
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

export function isValidPostalCode(value: string): boolean {
  const code = value.replace(/\s+/g, '');
  return DUTCH_POSTCODE.test(code) || GERMAN_POSTCODE.test(code) || BELGIAN_POSTCODE.test(code);
}

export function isValidTelephone(value: string): boolean {
  const trimmed = value.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** At least `min` characters once surrounding spaces are ignored (a field of spaces is empty). */
function hasLength(value: string | undefined, min: number): boolean {
  return (value ?? '').trim().length >= min;
}

/** Checks every field; the answer holds one Dutch message per failing field (empty object = valid). */
export function validateLeadForm(values: LeadFormValues): LeadFormErrors {
  const errors: LeadFormErrors = {};
  if (!hasLength(values.firstName, 1)) errors.firstName = lead.errors.required;
  if (!hasLength(values.lastName, 1)) errors.lastName = lead.errors.required;
  if (!hasLength(values.street, 2)) errors.street = lead.errors.required;
  if (!/\d/.test(values.houseNumber ?? '')) errors.houseNumber = lead.errors.required;
  if (!isValidPostalCode(values.postalCode ?? '')) errors.postalCode = lead.errors.postalCode;
  if (!hasLength(values.city, 2)) errors.city = lead.errors.required;
  if (!isValidTelephone(values.telephone ?? '')) errors.telephone = lead.errors.telephone;
  if (!isValidEmail(values.email ?? '')) errors.email = lead.errors.email;
  return errors;
}
