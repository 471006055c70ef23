/**
 * A dealer's customers (spec §7 v1/client/person) and companies (v1/client/company; for the brand these are its
 * dealers). Lists use sort=-created_at, search[fullName] or search[name] and load-more paging. Answers are parsed
 * and bodies typed with the contract the routes use (src/domain/contracts/clients.ts).
 */
import { z } from 'zod/mini';
import { companySchema, customerPersonSchema as personSchema, type Company, type CustomerPerson, type PersonRequest } from '../domain/contracts/clients';
import type { CustomerFormValues } from '../domain/forms/customer-form';
import { request } from './http';
import { listSchema, type List } from './list';

export type Person = CustomerPerson;
export type { Company };

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
export function personBody(values: CustomerFormValues): PersonRequest {
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
  const body: PersonRequest = { ...personBody(values), preposition: person.preposition, companyId: person.companyId };
  return request(personSchema, path('/client/person', person.id), { method: 'PUT', body });
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
