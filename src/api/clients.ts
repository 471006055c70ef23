/**
 * A dealer's customers (spec §7 v1/client/person) and companies (v1/client/company; for the brand these are its
 * dealers). Lists use sort=-created_at, search[fullName] or search[name] and load-more paging.
 */
import { z } from 'zod/mini';
import type { CustomerFormValues } from '../domain/forms/customer-form';
import { request } from './http';
import { listSchema, type List } from './list';

export const personSchema = z.looseObject({
  id: z.number().check(z.int()),
  organizationId: z.number().check(z.int()),
  firstName: z.string(),
  preposition: z.nullish(z.string()),
  lastName: z.string(),
  fullName: z.string(),
  companyId: z.nullish(z.number().check(z.int())),
  addresses: z._default(z.array(z.looseObject({
    id: z.optional(z.number().check(z.int())), type: z.nullish(z.string()), street: z.string(), houseNumber: z.string(), postalCode: z.string(),
    city: z.string(), country: z.nullish(z.string()),
  })), []),
  phones: z._default(z.array(z.looseObject({ number: z.string() })), []),
  emails: z._default(z.array(z.looseObject({ email: z.string() })), []),
});
export type Person = z.infer<typeof personSchema>;

export const companySchema = z.looseObject({
  id: z.number().check(z.int()),
  organizationId: z.number().check(z.int()),
  name: z.string(),
  emails: z._default(z.array(z.string()), []),
});
export type Company = z.infer<typeof companySchema>;

const path = (base: string, id?: number) => (id === undefined ? base : `${base}/${encodeURIComponent(String(id))}`);

export interface PageParams { search?: string; limit: number; offset: number }

export function listPeople({ search, limit, offset }: PageParams, signal?: AbortSignal): Promise<List<Person>> {
  return request(listSchema(personSchema), '/client/person', {
    query: { sort: '-created_at', search: search?.trim() ? { fullName: search.trim() } : undefined, limit, offset }, signal,
  });
}

export function listCompanies({ search, limit, offset }: PageParams, signal?: AbortSignal): Promise<List<Company>> {
  return request(listSchema(companySchema), '/client/company', {
    query: { sort: '-created_at', search: search?.trim() ? { name: search.trim() } : undefined, limit, offset }, signal,
  });
}

/** The customer form's fields as the API stores a person: one home address, one phone, one e-mail. */
export function personBody(values: CustomerFormValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    addresses: [{
      type: 'home', street: values.street.trim(), houseNumber: values.houseNumber.trim(), postalCode: values.postalCode.trim(), city: values.city.trim(),
    }],
    phones: [{ number: values.telephone.trim() }],
    emails: [{ email: values.email.trim() }],
  };
}

/** The form's values of a stored person (its first address, phone and e-mail). */
export function personFormValues(person: Person): CustomerFormValues {
  const address = person.addresses[0];
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    email: person.emails[0]?.email ?? '',
    telephone: person.phones[0]?.number ?? '',
  };
}

export function createPerson(values: CustomerFormValues): Promise<Person> {
  return request(personSchema, path('/client/person'), { method: 'POST', body: personBody(values) });
}

/** PUT replaces the person: the fields the form does not show (preposition, company) are sent back as they were. */
export function updatePerson(person: Person, values: CustomerFormValues): Promise<Person> {
  return request(personSchema, path('/client/person', person.id), {
    method: 'PUT', body: { ...personBody(values), preposition: person.preposition ?? null, companyId: person.companyId ?? null },
  });
}

export function fetchPerson(id: number, signal?: AbortSignal): Promise<Person> {
  return request(personSchema, path('/client/person', id), { signal });
}

/** Removes a person; a customer on a quote is kept there and the server answers 409 with the reason. */
export function deletePerson(id: number): Promise<unknown> {
  return request(z.looseObject({ id: z.number() }), path('/client/person', id), { method: 'DELETE' });
}

export function deleteCompany(id: number): Promise<unknown> {
  return request(z.looseObject({ id: z.number() }), path('/client/company', id), { method: 'DELETE' });
}
