/**
 * The initial schema: one table per entity of the spec §3. Plain SQL types that PostgreSQL 15 (Debian) and
 * PGlite (PostgreSQL 18) both accept. Money columns are bigint cents; catalogue tables keep the columns we
 * filter and sort on plus the full record as jsonb (the record is what the API serves).
 */
import { sql, type Kysely, type CreateTableBuilder } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type Db = Kysely<any>;

function timestamps<T extends string>(table: CreateTableBuilder<T>) {
  return table
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
}

function address<T extends string>(table: CreateTableBuilder<T>) {
  return table
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('home'))
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('house_number', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('NL'));
}

const jsonObject = sql`'{}'::jsonb`;
const jsonArray = sql`'[]'::jsonb`;

export async function up(db: Db): Promise<void> {
  await timestamps(db.schema.createTable('organizations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('logo_url', 'text')
    .addColumn('identification_number', 'text')
    .addColumn('vat_number', 'text')
    .addColumn('iban_number', 'text')
    .addColumn('external_reference', 'text', (c) => c.unique())
    .addColumn('parent_id', 'integer', (c) => c.references('organizations.id').onDelete('set null'))
    .addColumn('type', 'text')
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(jsonObject))
    .addColumn('max_users', 'integer')).execute();
  await db.schema.createIndex('organizations_parent_idx').on('organizations').column('parent_id').execute();

  await address(db.schema.createTable('organization_addresses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))).execute();

  await timestamps(db.schema.createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('preposition', 'text')
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('roles', 'jsonb', (c) => c.notNull().defaultTo(jsonArray))
    .addColumn('attributes', 'jsonb', (c) => c.notNull().defaultTo(jsonArray))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))).execute();
  // E-mail addresses are unique regardless of case; login looks them up lower-cased.
  await sql`create unique index users_email_lower_idx on users (lower(email))`.execute(db);
  await db.schema.createIndex('users_organization_idx').on('users').column('organization_id').execute();

  await timestamps(db.schema.createTable('companies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('emails', 'jsonb', (c) => c.notNull().defaultTo(jsonArray))).execute();

  await timestamps(db.schema.createTable('clients')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('preposition', 'text')
    .addColumn('last_name', 'text', (c) => c.notNull())).execute();
  await db.schema.createIndex('clients_organization_idx').on('clients').column('organization_id').execute();

  await address(db.schema.createTable('client_addresses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))).execute();
  await db.schema.createTable('client_phones')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('number', 'text', (c) => c.notNull()).execute();
  await db.schema.createTable('client_emails')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull()).execute();

  await timestamps(db.schema.createTable('quotes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('CONCEPT'))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('v4'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('design_code', 'char(5)', (c) => c.unique())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('reference', 'text')
    .addColumn('note', 'text')
    .addColumn('lead', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expire_date', 'timestamptz')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('prices_incl_tax', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('total_incl_tax', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_excl_tax', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_tax', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_cost_incl_tax', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('category_totals', 'jsonb', (c) => c.notNull().defaultTo(jsonObject))
    .addColumn('disabled_lines', 'jsonb', (c) => c.notNull().defaultTo(jsonArray))
    .addColumn('attributes', 'jsonb', (c) => c.notNull().defaultTo(jsonObject))).execute();
  await db.schema.createIndex('quotes_organization_status_idx').on('quotes').columns(['organization_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('quotes_user_idx').on('quotes').column('user_id').execute();

  await db.schema.createTable('quote_lines')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('product_id', 'integer')
    .addColumn('sku', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_cost', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('is_editable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('color_id', 'integer')
    .addColumn('image_url', 'text')
    .addColumn('colored_image_url', 'text')
    .addColumn('tax_percentage', 'integer', (c) => c.notNull().defaultTo(21))
    .addColumn('tax_name', 'text', (c) => c.notNull().defaultTo('21% BTW'))
    .addColumn('categories', 'jsonb', (c) => c.notNull().defaultTo(jsonArray)).execute();
  await db.schema.createIndex('quote_lines_quote_idx').on('quote_lines').column('quote_id').execute();

  await db.schema.createTable('quote_loose_products')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('product_id', 'integer')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_cost', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('quote_loose_products_quote_idx').on('quote_loose_products').column('quote_id').execute();

  await timestamps(db.schema.createTable('products')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('test', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('record', 'jsonb', (c) => c.notNull())).execute();
  await db.schema.createIndex('products_type_idx').on('products').column('product_type').execute();

  await db.schema.createTable('categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('parent_category_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('test', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('house_category', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('category_type', 'text')
    .addColumn('record', 'jsonb', (c) => c.notNull()).execute();
  await db.schema.createIndex('categories_parent_idx').on('categories').column('parent_category_id').execute();

  await db.schema.createTable('product_categories')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(100))
    .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id']).execute();
  await db.schema.createIndex('product_categories_category_idx').on('product_categories').column('category_id').execute();

  await db.schema.createTable('colors')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('record', 'jsonb', (c) => c.notNull()).execute();

  await db.schema.createTable('global_sides')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull()).execute();

  await db.schema.createTable('global_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('record', 'jsonb', (c) => c.notNull()).execute();

  await db.schema.createTable('faq')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ordering', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('record', 'jsonb', (c) => c.notNull()).execute();

  await db.schema.createTable('uploads')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('directory', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();

  await db.schema.createTable('mail_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('to', 'jsonb', (c) => c.notNull().defaultTo(jsonArray))
    .addColumn('cc', 'jsonb', (c) => c.notNull().defaultTo(jsonArray))
    .addColumn('bcc', 'jsonb', (c) => c.notNull().defaultTo(jsonArray))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(jsonArray))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz').execute();

  await db.schema.createTable('password_resets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();

  await db.schema.createTable('statistics')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('set null'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('statistics_type_key_unique', ['type', 'key']).execute();

  await timestamps(db.schema.createTable('accounting_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(jsonObject))
    .addColumn('error', 'text')).execute();
  await db.schema.createIndex('accounting_orders_quote_idx').on('accounting_orders').column('quote_id').execute();
}

const tables = ['accounting_orders', 'statistics', 'password_resets', 'mail_outbox', 'uploads', 'faq', 'global_settings',
  'global_sides', 'colors', 'product_categories', 'categories', 'products', 'quote_loose_products', 'quote_lines', 'quotes',
  'client_emails', 'client_phones', 'client_addresses', 'clients', 'companies', 'users', 'organization_addresses',
  'organizations'];

export async function down(db: Db): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
