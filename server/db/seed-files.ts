/**
 * Reading the seed JSON of assets/catalog/: each file is optional (a missing file seeds nothing of its kind),
 * and each present file is parsed with its schema, so bad seed data stops the start with the file named.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { categorySchema, colorSchema, faqSchema, globalSettingsSchema, globalSideSchema, productSchema } from '../../src/domain/catalog';
import { configurationSchema } from '../../src/domain/configuration';

const addressSeedSchema = z.object({
  type: z.string().default('home'),
  street: z.string().min(1),
  houseNumber: z.string().min(1),
  postalCode: z.string().min(1),
  city: z.string().min(1),
  country: z.string().default('NL'),
});

export const organizationSeedSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  email: z.string().nullable().default(null),
  phone: z.string().nullable().default(null),
  logoUrl: z.string().nullable().default(null),
  identificationNumber: z.string().nullable().default(null),
  vatNumber: z.string().nullable().default(null),
  ibanNumber: z.string().nullable().default(null),
  externalReference: z.string().nullable().default(null),
  parentId: z.number().int().positive().nullable().default(null),
  type: z.string().nullable().default(null),
  settings: z.record(z.string(), z.string()).default({}),
  maxUsers: z.number().int().positive().nullable().default(null),
  addresses: z.array(addressSeedSchema).default([]),
});

export const userSeedSchema = z.object({
  id: z.number().int().positive(),
  organizationId: z.number().int().positive(),
  email: z.string().email(),
  firstName: z.string().min(1),
  preposition: z.string().nullable().default(null),
  lastName: z.string().min(1),
  password: z.string().min(6),
  roles: z.array(z.string()).default([]),
  attributes: z.record(z.string(), z.union([z.boolean(), z.string(), z.number()])).default({}),
});

/** Customer companies; for the brand these are its dealers (the customer dialog's 'Dealers' tab). */
export const companySeedSchema = z.object({
  id: z.number().int().positive(),
  organizationId: z.number().int().positive(),
  name: z.string().min(1),
  emails: z.array(z.string().email()).default([]),
});

export const exampleDesignSeedSchema = z.object({
  title: z.string().min(1),
  designCode: z.string().regex(/^\d{5}$/, 'a design code has 5 digits'),
  organizationId: z.number().int().positive(),
  configuration: configurationSchema,
});

export const seedFiles = {
  organizations: { file: 'organizations.json', schema: z.array(organizationSeedSchema) },
  users: { file: 'users.json', schema: z.array(userSeedSchema) },
  companies: { file: 'companies.json', schema: z.array(companySeedSchema) },
  categories: { file: 'categories.json', schema: z.array(categorySchema) },
  products: { file: 'products.json', schema: z.array(productSchema) },
  colors: { file: 'colors.json', schema: z.array(colorSchema) },
  sides: { file: 'sides.json', schema: z.array(globalSideSchema) },
  settings: { file: 'settings.json', schema: globalSettingsSchema },
  faq: { file: 'faq.json', schema: z.array(faqSchema) },
  exampleDesigns: { file: 'example-designs.json', schema: z.array(exampleDesignSeedSchema) },
} as const;

export type SeedKind = keyof typeof seedFiles;
export type SeedData = { [K in SeedKind]?: z.infer<(typeof seedFiles)[K]['schema']> };

/** Reads and validates every seed file present in `dir`. */
export function readSeedData(dir: string): SeedData {
  const data: Record<string, unknown> = {};
  for (const [kind, { file, schema }] of Object.entries(seedFiles)) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    const parsed = (schema as z.ZodType).safeParse(JSON.parse(readFileSync(path, 'utf8')));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`Seed file ${file} is invalid at ${issue.path.join('.')}: ${issue.message} (${parsed.error.issues.length} issue(s))`);
    }
    data[kind] = parsed.data;
  }
  return data as SeedData;
}
