/**
 * Users and organisations as the API shows them (spec §3 'User', 'Organisation'): pure mappers from rows, below
 * the services and the caller hook alike (auth/caller.ts imports no service). The password hash is not in
 * these shapes, so it never leaves the server.
 */
import type { Selectable } from 'kysely';
import { ATTRIBUTE_ENABLE_TEST_PRODUCTS } from '../../src/domain/constants';
import type { OrganizationAddressesTable, OrganizationRow, UserAttribute, UserRow } from './types';

export interface AddressDto {
  id: number;
  type: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface OrganizationDto {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  logoUrl: string | null;
  identificationNumber: string | null;
  vatNumber: string | null;
  ibanNumber: string | null;
  externalReference: string | null;
  parentId: number | null;
  type: string | null;
  settings: Record<string, string>;
  subscription: { plan: { maxUsers: number | null; maxSubdealers: number | null } };
  addresses: AddressDto[];
}

export interface UserDto {
  id: number;
  firstName: string;
  preposition: string | null;
  lastName: string;
  name: string;
  email: string;
  organizationId: number;
  /** The spec's field name; same value as organizationId. */
  organization_id: number;
  roles: { name: string }[];
  attributes: UserAttribute[];
}

export function fullName(firstName: string, preposition: string | null, lastName: string): string {
  return [firstName, preposition, lastName].filter(Boolean).join(' ');
}

export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    firstName: row.first_name,
    preposition: row.preposition,
    lastName: row.last_name,
    name: fullName(row.first_name, row.preposition, row.last_name),
    email: row.email,
    organizationId: row.organization_id,
    organization_id: row.organization_id,
    roles: row.roles.map((name) => ({ name })),
    attributes: row.attributes,
  };
}

export function toAddressDto(row: Selectable<OrganizationAddressesTable>): AddressDto {
  return {
    id: row.id,
    type: row.type,
    street: row.street,
    houseNumber: row.house_number,
    postalCode: row.postal_code,
    city: row.city,
    country: row.country,
  };
}

export function toOrganizationDto(row: OrganizationRow, addresses: Selectable<OrganizationAddressesTable>[]): OrganizationDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    logoUrl: row.logo_url,
    identificationNumber: row.identification_number,
    vatNumber: row.vat_number,
    ibanNumber: row.iban_number,
    externalReference: row.external_reference,
    parentId: row.parent_id,
    type: row.type,
    settings: row.settings,
    subscription: { plan: { maxUsers: row.max_users, maxSubdealers: row.max_subdealers ?? null } },
    addresses: addresses.map(toAddressDto),
  };
}

/** True when the user's attribute enableTestProducts is set (boolean true or the text 'true'). */
export function canSeeTestItems(attributes: UserAttribute[]): boolean {
  const attribute = attributes.find((a) => a.key === ATTRIBUTE_ENABLE_TEST_PRODUCTS);
  return attribute?.value === true || attribute?.value === 'true';
}
