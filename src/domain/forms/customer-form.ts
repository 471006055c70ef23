/**
 * The dealer's customer form (spec §5 'Customer form (dealer dialog)'). Shared by the dialog on screen and by the
 * server, which applies the same rules to `POST/PUT /client/person` before it stores anything.
 */
import { z } from 'zod/mini';
import { dealerTexts } from '../dealer-texts';

const m = dealerTexts.customers.errors;

export interface CustomerFormValues {
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  email: string;
  telephone: string;
}

export type CustomerFormErrors = Partial<Record<keyof CustomerFormValues, string>>;

export const customerFormFields: readonly (keyof CustomerFormValues)[] =
  ['firstName', 'lastName', 'street', 'houseNumber', 'postalCode', 'city', 'email', 'telephone'];

const length = (value: string | undefined) => (value ?? '').trim().length;

/** One rule per field, exactly as the spec states it; null when the value passes. */
export const customerFieldRules: Record<keyof CustomerFormValues, (value: string) => string | null> = {
  firstName: (v) => (length(v) >= 1 ? null : m.firstName),
  lastName: (v) => (length(v) >= 1 ? null : m.lastName),
  street: (v) => (length(v) >= 1 ? null : m.street),
  houseNumber: (v) => (length(v) >= 1 ? null : m.houseNumber),
  postalCode: (v) => (length(v) >= 6 ? null : m.postalCode),
  city: (v) => (length(v) >= 2 ? null : m.city),
  email: (v) => (length(v) >= 5 && v.includes('@') && v.includes('.') ? null : m.email),
  telephone: (v) => (length(v) >= 6 ? null : m.telephone),
};

/** Every failing field with its Dutch message; an empty object means valid. */
export function validateCustomerForm(values: Partial<CustomerFormValues>): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  for (const field of customerFormFields) {
    const message = customerFieldRules[field](values[field] ?? '');
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * The same rules as a zod schema, for form libraries (React Hook Form's zod resolver in the dealer dialog): each
 * field fails with exactly the message of `customerFieldRules`.
 */
export const customerFormSchema = z.object(Object.fromEntries(customerFormFields.map((field) => [
  field,
  z.string().check(z.superRefine((value, ctx) => {
    const message = customerFieldRules[field](value);
    if (message) ctx.addIssue({ code: 'custom', message });
  })),
])) as Record<keyof CustomerFormValues, z.ZodMiniString<string>>);

export const emptyCustomerForm: CustomerFormValues = {
  firstName: '', lastName: '', street: '', houseNumber: '', postalCode: '', city: '', email: '', telephone: '',
};
