/**
 * The forms of running an organisation (spec §5 'Sub-dealer form', 'User form', 'Profile form'). The screens show
 * these messages and the server applies the same rules before it stores anything (400 with `fields`).
 */
import { dealerTexts } from '../dealer-texts';

/** Spec §5 'Generic': text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const filled = (value: string | null | undefined, min = 1) => (value ?? '').trim().length >= min;
const validEmail = (value: string | null | undefined) => filled(value, 5) && EMAIL_PATTERN.test((value ?? '').trim());

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

function check<K extends string>(rules: Record<K, (value: string) => boolean>, messages: Record<K, string>, values: Partial<Record<K, string | null>>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const field of Object.keys(rules) as K[]) {
    if (!rules[field](values[field] ?? '')) errors[field] = messages[field];
  }
  return errors;
}

export interface UserFormValues { firstName: string; lastName: string; email: string }

/** firstName and lastName required; e-mail valid and at least 5 characters. */
export function validateUserForm(values: Partial<Record<keyof UserFormValues, string | null>>): FieldErrors<keyof UserFormValues> {
  return check({ firstName: (v) => filled(v), lastName: (v) => filled(v), email: validEmail }, dealerTexts.users.errors, values);
}

export interface SubdealerFormValues { name: string; email: string; phone: string }
export interface AddressFormValues { street: string; houseNumber: string; city: string; postalCode: string }

/** Company name and phone required, e-mail valid (≥ 5); Kvk, VAT, IBAN and logo are not checked. */
export function validateSubdealerForm(values: Partial<Record<keyof SubdealerFormValues, string | null>>): FieldErrors<keyof SubdealerFormValues> {
  return check({ name: (v) => filled(v), email: validEmail, phone: (v) => filled(v) }, dealerTexts.subdealers.errors, values);
}

/** A sub-dealer address: street required, houseNumber ≥ 1, city ≥ 3, postalCode ≥ 6. */
export function validateAddressForm(values: Partial<Record<keyof AddressFormValues, string | null>>): FieldErrors<keyof AddressFormValues> {
  const e = dealerTexts.subdealers.errors;
  return check({ street: (v) => filled(v), houseNumber: (v) => filled(v), city: (v) => filled(v, 3), postalCode: (v) => filled(v, 6) },
    { street: e.street, houseNumber: e.houseNumber, city: e.city, postalCode: e.postalCode }, values);
}

export interface ProfileUserValues { firstName: string; lastName: string }
export interface ProfileCompanyValues {
  companyName: string; companyEmail: string; companyPhone: string; street: string; houseNumber: string; city: string; postalCode: string;
}

/** Profile form: every field required except Kvk, Btw and IBAN (the company e-mail must also be an e-mail). */
export function validateProfileUser(values: Partial<Record<keyof ProfileUserValues, string | null>>): FieldErrors<keyof ProfileUserValues> {
  const e = dealerTexts.profile.errors;
  return check({ firstName: (v) => filled(v), lastName: (v) => filled(v) }, { firstName: e.firstName, lastName: e.lastName }, values);
}

export function validateProfileCompany(values: Partial<Record<keyof ProfileCompanyValues, string | null>>): FieldErrors<keyof ProfileCompanyValues> {
  const e = dealerTexts.profile.errors;
  return check({
    companyName: (v) => filled(v), companyEmail: validEmail, companyPhone: (v) => filled(v), street: (v) => filled(v),
    houseNumber: (v) => filled(v), city: (v) => filled(v), postalCode: (v) => filled(v),
  }, {
    companyName: e.companyName, companyEmail: e.companyEmail, companyPhone: e.companyPhone, street: e.street,
    houseNumber: e.houseNumber, city: e.city, postalCode: e.postalCode,
  }, values);
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
