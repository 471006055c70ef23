/**
 * Kysely table types of the database. Column names are snake_case as in SQL; services map rows to the
 * API's camelCase shapes. Money is integer cents; `bigint` columns come back from `pg` as strings (int8), so
 * they are typed `Int8` and converted with `toCents` at the edge of a service.
 */
import type { Category, Color, Faq, Product } from '../../src/domain/catalog';
import type { TaxTotal } from '../../src/domain/pricing/types';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** int8 column: pg returns a string, accepts numbers or strings. */
export type Int8 = ColumnType<string, number | string | bigint, number | string | bigint>;
/** jsonb column: read as parsed JSON, written as a JSON string (pg would turn JS arrays into SQL arrays). */
export type Json<T> = ColumnType<T, string, string>;
/** jsonb column with a database default ('{}' or '[]'): optional on insert. */
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
/** int8 money column with default 0. */
export type Int8WithDefault = ColumnType<string, number | string | bigint | undefined, number | string | bigint>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface OrganizationsTable {
  id: Generated<number>;
  name: string;
  email: string | null;
  phone: string | null;
  logo_url: string | null;
  identification_number: string | null;
  vat_number: string | null;
  iban_number: string | null;
  external_reference: string | null;
  parent_id: number | null;
  type: string | null;
  settings: JsonWithDefault<Record<string, string>>;
  max_users: number | null;
  /** A manager's own limit on sub-dealers (migration 0015); null: no limit. */
  max_subdealers: Generated<number | null>;
  /** The counter behind quote numbers; maintained by the quotes_assign_number trigger only. */
  last_quote_number: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AddressColumns {
  id: Generated<number>;
  type: Generated<string>;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  country: Generated<string>;
}

export interface OrganizationAddressesTable extends AddressColumns {
  organization_id: number;
}

export interface UserAttribute {
  key: string;
  type: 'boolean' | 'string' | 'integer';
  value: boolean | string | number;
}

export interface UsersTable {
  id: Generated<number>;
  organization_id: number;
  email: string;
  first_name: string;
  preposition: string | null;
  last_name: string;
  password_hash: string | null;
  roles: JsonWithDefault<string[]>;
  attributes: JsonWithDefault<UserAttribute[]>;
  active: Generated<boolean>;
  /** Raised by the database when password, e-mail, roles or active change (migration 0040); tokens carry it. */
  token_version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClientsTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number | null;
  company_id: number | null;
  first_name: string;
  preposition: string | null;
  last_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClientAddressesTable extends AddressColumns {
  client_id: number;
}

export interface ClientPhonesTable {
  id: Generated<number>;
  client_id: number;
  number: string;
}

export interface ClientEmailsTable {
  id: Generated<number>;
  client_id: number;
  email: string;
}

export interface CompaniesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  emails: JsonWithDefault<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface QuotesTable {
  id: Generated<number>;
  /** Assigned by the quotes_assign_number trigger when left out (migration 0004). */
  number: Generated<number>;
  title: Generated<string>;
  status: Generated<string>;
  source: Generated<string>;
  secret: string;
  design_code: string | null;
  organization_id: number;
  user_id: number | null;
  client_id: number | null;
  company_id: number | null;
  reference: string | null;
  note: string | null;
  lead: Generated<boolean>;
  date: Timestamp;
  expire_date: NullableTimestamp;
  currency: Generated<string>;
  prices_incl_tax: Generated<boolean>;
  total_incl_tax: Int8WithDefault;
  total_excl_tax: Int8WithDefault;
  total_tax: Int8WithDefault;
  total_cost_incl_tax: Int8WithDefault;
  /** Per line category: { inclTax, costInclTax } in cents. */
  category_totals: JsonWithDefault<Record<string, { inclTax: number; costInclTax: number }>>;
  disabled_lines: JsonWithDefault<unknown[]>;
  /** Quote attributes by key with decoded values (the design state plus fromExample, fromDealerToken...). */
  attributes: JsonWithDefault<Record<string, unknown>>;
  /** VAT per rate: [{ name, taxPercentage, inclTax, exclTax, taxAmount }] in cents (migration 0005). */
  tax_totals: JsonWithDefault<TaxTotal[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** attributes -> 'fromExample' and -> 'fromDealerToken', generated by the database (migration 0030); never written. */
  from_example: ColumnType<unknown, never, never>;
  from_dealer_token: ColumnType<unknown, never, never>;
  /** Where a lead came from (migration 0050): written at submission and by the brand's assignment; null when unknown. */
  lead_source: ColumnType<LeadSource | null, LeadSource | null | undefined, LeadSource | null>;
}

export type LeadSource = 'token' | 'region' | 'assigned' | 'example' | 'direct';

/** The first time a quote entered each status, written by the database's trigger (migration 0050). */
export interface QuoteStatusTimesTable {
  quote_id: number;
  status: string;
  entered_at: Timestamp;
}

/**
 * Each lead's arrival and the first time it reached each funnel stage, kept by the database's trigger on
 * quote_status_times (migration 0052, Inzicht); never written by the app.
 */
export interface LeadStagesTable {
  quote_id: ColumnType<number, never, never>;
  arrived_at: ColumnType<Date, never, never>;
  /** The Monday of the arrival's week, Dutch time; select it as `arrival_week::text`. */
  arrival_week: ColumnType<string, never, never>;
  /** One working day after the arrival: a lead still new then is overdue. */
  due_at: ColumnType<Date, never, never>;
  treated_at: ColumnType<Date | null, never, never>;
  quoted_at: ColumnType<Date | null, never, never>;
  sent_at: ColumnType<Date | null, never, never>;
  accepted_at: ColumnType<Date | null, never, never>;
  rejected_at: ColumnType<Date | null, never, never>;
}

/** Views of an example configuration per Dutch calendar day (migration 0051, Inzicht). */
export interface ExampleViewsTable {
  example_id: number;
  /** A Dutch calendar day, written as 'YYYY-MM-DD'; select it as `day::text` (pg would make a Date of it). */
  day: ColumnType<string, string, never>;
  views: number;
}

export interface QuoteLinesTable {
  id: Generated<number>;
  quote_id: number;
  position: Generated<number>;
  product_id: number | null;
  sku: string | null;
  name: string;
  description: string | null;
  amount: number;
  price: Int8WithDefault;
  cost_price: Int8WithDefault;
  total: Int8WithDefault;
  total_cost: Int8WithDefault;
  type: string;
  category: string;
  is_editable: Generated<boolean>;
  color_id: number | null;
  image_url: string | null;
  colored_image_url: string | null;
  tax_percentage: Generated<number>;
  tax_name: Generated<string>;
  categories: JsonWithDefault<unknown[]>;
}

export interface QuoteLooseProductsTable {
  id: Generated<number>;
  quote_id: number;
  product_id: number | null;
  description: string;
  price: Int8;
  cost_price: Int8;
  amount: number;
  total: Int8;
  total_cost: Int8;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  sku: string;
  product_type: string;
  price: Int8;
  cost_price: Int8;
  test: boolean;
  /** Lowest category order of the product, for `sort=order` without a category filter. */
  sort_order: number;
  /** The whole product in the `productSchema` shape (parsed on the way in, so every default is filled). */
  record: Json<Product>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_category_id: number;
  name: string;
  slug: string;
  order: number;
  test: boolean;
  house_category: boolean;
  category_type: string | null;
  /** The whole category in the `categorySchema` shape. */
  record: Json<Category>;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
  order: number;
}

export interface ColorsTable {
  id: Generated<number>;
  name: string;
  sort_order: number;
  record: Json<Color>;
}

export interface GlobalSidesTable {
  id: Generated<number>;
  name: string;
  width: number;
}

export interface GlobalSettingsTable {
  id: number;
  record: Json<Record<string, unknown>>;
}

export interface FaqTable {
  id: Generated<number>;
  ordering: number;
  subject: string;
  /** Lower-cased subject, questions and answers, for `search[search]`. */
  search_text: string;
  record: Json<Faq>;
}

export interface UploadsTable {
  id: Generated<number>;
  directory: string;
  file_name: string;
  original_name: string;
  mime_type: string;
  size: number;
  url: string;
  organization_id: number | null;
  user_id: number | null;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to: JsonWithDefault<string[]>;
  cc: JsonWithDefault<string[]>;
  bcc: JsonWithDefault<string[]>;
  subject: string;
  html: string;
  /** `key`: a storage key whose bytes the worker attaches (server/mail/delivery.ts). */
  attachments: JsonWithDefault<{ title: string; url: string; key?: string; mimeType?: string }[]>;
  /** queued, sending, sent or failed (migration 0009). */
  status: Generated<MailStatus>;
  /** The last delivery error. */
  error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  /** `<uuid@sender-domain>`: the same on every attempt. */
  message_id: string;
  /** Null only on rows from before migration 0009 (never delivered by a job). */
  from_address: string | null;
  reply_to: string | null;
  text: string | null;
  cause_type: string | null;
  cause_id: string | null;
  attempts: Generated<number>;
  updated_at: Timestamp;
}

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** Durable background work (migration 0008, server/jobs). */
export interface JobsTable {
  /** bigserial: a string from pg. */
  id: Generated<string>;
  kind: string;
  payload: JsonWithDefault<unknown>;
  cause_type: string | null;
  cause_id: string | null;
  status: Generated<JobStatus>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: Timestamp;
  locked_at: NullableTimestamp;
  locked_by: string | null;
  last_error: string | null;
  unique_key: string | null;
  active_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  secret_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  /** 'reset' (1 hour) or 'invite' (7 days), migration 0015. */
  purpose: Generated<string>;
  created_at: Timestamp;
}

export interface StatisticsTable {
  id: Generated<number>;
  type: string;
  organization_id: number | null;
  key: string;
  created_at: Timestamp;
}

export interface AccountingOrdersTable {
  id: Generated<number>;
  quote_id: number;
  organization_id: number;
  status: string;
  external_id: string | null;
  payload: JsonWithDefault<Record<string, unknown>>;
  error: string | null;
  /** 'quote': the brand's own quote sent to its accounting system; 'order': a dealer's quote as an order at the brand (0021). */
  kind: Generated<'quote' | 'order'>;
  synced_at: NullableTimestamp;
  /** 'pending' until the accounting.place job placed it ('placed') or gave up ('failed', with `error`) (0022). */
  state: Generated<AccountingOrderState>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type AccountingOrderState = 'pending' | 'placed' | 'failed';

/** The embedded connector's order book (migration 0021). */
export interface AccountingOrderBookTable {
  id: Generated<number>;
  reference: string;
  debtor: string | null;
  order: Json<Record<string, unknown>>;
  status: Generated<string>;
  created_at: Generated<Date>;
}

/** One 'Actualiseren' run over the examples (migration 0020). */
export interface ExampleActualizationsTable {
  id: Generated<number>;
  status: Generated<'running' | 'done' | 'failed'>;
  started_by: number | null;
  repriced: Generated<number>;
  report: JsonWithDefault<ExampleActualizationReport[]>;
  error: string | null;
  created_at: Generated<Date>;
  finished_at: NullableTimestamp;
}

/** An example the re-pricing could not price fully: the catalogue products it no longer has. */
export interface ExampleActualizationReport {
  quoteId: number;
  number: number;
  title: string;
  organizationId: number;
  reasons: string[];
}

/** One row (id 1) whose version rises with every change of the catalogue tables (migration 0002). */
export interface CatalogVersionTable {
  id: number;
  version: string | number;
}

/** Rate-limit counters shared by all nodes (server/security/rate-limit-store.ts). */
export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Date;
}

/** Single id tokens ended by 'Uitloggen', kept until they would have expired (server/auth/sessions.ts). */
export interface EndedTokensTable {
  token_id: string;
  expires_at: Date;
}

export interface Database {
  organizations: OrganizationsTable;
  organization_addresses: OrganizationAddressesTable;
  users: UsersTable;
  clients: ClientsTable;
  client_addresses: ClientAddressesTable;
  client_phones: ClientPhonesTable;
  client_emails: ClientEmailsTable;
  companies: CompaniesTable;
  quotes: QuotesTable;
  quote_lines: QuoteLinesTable;
  quote_loose_products: QuoteLooseProductsTable;
  quote_status_times: QuoteStatusTimesTable;
  example_views: ExampleViewsTable;
  lead_stages: LeadStagesTable;
  products: ProductsTable;
  categories: CategoriesTable;
  product_categories: ProductCategoriesTable;
  colors: ColorsTable;
  global_sides: GlobalSidesTable;
  global_settings: GlobalSettingsTable;
  faq: FaqTable;
  uploads: UploadsTable;
  mail_outbox: MailOutboxTable;
  password_resets: PasswordResetsTable;
  statistics: StatisticsTable;
  accounting_orders: AccountingOrdersTable;
  accounting_order_book: AccountingOrderBookTable;
  example_actualizations: ExampleActualizationsTable;
  catalog_version: CatalogVersionTable;
  jobs: JobsTable;
  rate_limits: RateLimitsTable;
  ended_tokens: EndedTokensTable;
}

export type OrganizationRow = Selectable<OrganizationsTable>;
export type UserRow = Selectable<UsersTable>;
export type NewQuote = Insertable<QuotesTable>;

/** Converts an int8 column value (string from pg) to a JS number of cents. */
export function toCents(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

/** Encodes a value for a jsonb column. */
export function json<T>(value: T): string {
  return JSON.stringify(value);
}
