/**
 * An anonymous visitor sends a design in (spec §4 'Quote statuses', §5 'Lead form'; ARCHITECTURE §3 readings
 * 10-11): the form is checked with the shared rules, the design against the database catalogue, and the price
 * is computed here (nothing the browser says about money counts). The quote is stored as a LEAD of the dealer
 * named by the dealer token, else of the opened example's organisation, else of the brand.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { configurationSchema } from '../../src/domain/configuration';
import { validateLeadForm, type LeadFormErrors } from '../../src/domain/forms/lead-form';
import { priceConfiguration, quoteLooseProducts, stripCost, type CatalogIndex, type PricedQuote } from '../../src/domain/pricing';
import { validateConfiguration } from '../../src/domain/validate-configuration';
import type { Database, OrganizationRow } from '../db/types';
import type { MailMessage } from '../mail/mailer';
import { cleanClient, type LeadClient } from './client-records';
import { storeLead, type LeadPlaceholders } from './lead-store';
import { storedAttributesJson } from './quotes/quote-records';
import { BRAND_ORGANIZATION_ID, receivesLeads } from './organization-card';
import { randomSecret, withUniqueDesignCode } from './quote-repository';
import { dealersAmong } from './postcode-routing';
import { readLeadContext, type LeadContext } from './lead-context';

export const CONFIGURATOR_BASE_PATH = '/3d-configurator-zelf-ontwerpen-samenstellen';

/** The saved design in the configurator (spec route .../maak-ontwerp/:id/:organizationId/:secret). */
export function savedDesignPath(id: number | string, organizationId: number, secret: string): string {
  return `${CONFIGURATOR_BASE_PATH}/maak-ontwerp/${id}/${organizationId}/${secret}`;
}

/** The customer quote page (spec route .../klant-offerte/:id/:organizationId/:secret/:lead?), no login. */
export function customerQuotePath(id: number | string, organizationId: number, secret: string): string {
  return `${CONFIGURATOR_BASE_PATH}/klant-offerte/${id}/${organizationId}/${secret}`;
}

/** The quote in the dealer's configurator (login needed). */
export function dealerQuotePath(id: number | string, organizationId: number, secret: string): string {
  return `${CONFIGURATOR_BASE_PATH}/maak-ontwerp-via-offerte/${id}/${secret}/${organizationId}`;
}

/**
 * The dealer's link in the new-lead mail: through the login screen (spec route /inloggen/:redirectUrl), which
 * goes on to the quote after login, or at once for a dealer who is logged in already. A bare login-only
 * route would send a dealer who is not logged in home.
 */
export function dealerLeadLink(id: number | string, organizationId: number, secret: string): string {
  return `/inloggen/${encodeURIComponent(dealerQuotePath(id, organizationId, secret))}`;
}

/** Organisations whose examples leave fromExample empty (spec §4: the platform and the brand). */
const NO_FROM_EXAMPLE_ORGANIZATIONS = new Set([1, BRAND_ORGANIZATION_ID]);

export interface LeadInput {
  configuration: unknown;
  client: LeadClient;
  note?: string | null;
  dealerToken?: string | null;
  fromExample?: number | null;
}

export class LeadFormError extends Error {
  constructor(readonly fields: LeadFormErrors) {
    super('Niet alle velden zijn goed ingevuld');
  }
}

export class LeadConfigurationError extends Error {
  constructor(readonly reasons: string[]) {
    super('Ongeldige configuratie');
  }
}

/**
 * A lead as its mails see it. Before the statement that stores it has run, `id` and `number` are placeholder
 * tokens (strings) that the statement replaces with the values it draws; see storeLead.
 */
export interface LeadFacts {
  id: number | string;
  number: number | string;
  organizationId: number;
  secret: string;
  designCode: string;
  dealerLinked: boolean;
  path: string;
  title: string;
  client: LeadClient;
  note: string | null;
  /** Priced without cost fields. */
  priced: PricedQuote;
  /** The organisation that received the lead. */
  organization: OrganizationRow;
}

export interface StoredLead extends LeadFacts {
  id: number;
  number: number;
}

export interface SubmitLeadOptions {
  /**
   * The pricing catalogue the caller may use (test products only for those allowed them), at the catalogue version
   * the lead's read found (null: none found, read it).
   */
  index: (catalogVersion: string | null) => Promise<CatalogIndex>;
  /** The lead's mails, stored in the same statement as the lead and delivered by the job worker. */
  mails?: (lead: LeadFacts) => MailMessage[];
}

/**
 * Where the lead goes: a linked dealer (dealer token), else the example's organisation (a lead from an example
 * counts as dealer-linked, its token the organisation's external reference), else the one dealer whose postcode
 * regions hold the visitor's postcode, else the brand (which assigns it later: 'Toewijzen aan dealer'). Each of the
 * three leads only to an organisation that works leads (reading 17): another token counts as no token, another
 * example organisation as none; postcode routing knows only such organisations.
 */
function assignOrganization(context: LeadContext, input: LeadInput) {
  const tokenOrganization = context.tokenOrganization;
  const dealer = tokenOrganization && receivesLeads(tokenOrganization) ? tokenOrganization : undefined;
  const example = context.example;
  const exampleOwner = example && !NO_FROM_EXAMPLE_ORGANIZATIONS.has(example.organization.id) ? example.organization : undefined;
  const exampleOrganization = exampleOwner && receivesLeads(exampleOwner) ? exampleOwner : undefined;
  const fromExample = example && !NO_FROM_EXAMPLE_ORGANIZATIONS.has(example.organization.id) ? example.id : null;
  if (dealer) return { organization: dealer, dealerLinked: true, fromDealerToken: input.dealerToken!.trim(), fromExample, source: 'token' as const };
  if (exampleOrganization) {
    return {
      organization: exampleOrganization, dealerLinked: true, fromDealerToken: exampleOrganization.external_reference || null, fromExample,
      source: 'example' as const,
    };
  }
  const regionals = dealersAmong(context.regionalCandidates, input.client.postalCode);
  const regional = regionals.length === 1 ? regionals[0] : undefined;
  if (regional) return { organization: regional, dealerLinked: true, fromDealerToken: null, fromExample, source: 'region' as const };
  const brand = context.brand;
  if (!brand) throw new Error(`Organisatie ${BRAND_ORGANIZATION_ID} ontbreekt`);
  return { organization: brand, dealerLinked: false, fromDealerToken: null, fromExample, source: 'direct' as const };
}

/** Stores the lead and its mails; nudge the job worker afterwards so the mails go out at once. */
export async function submitLead(db: Kysely<Database>, input: LeadInput, options: SubmitLeadOptions): Promise<StoredLead> {
  const fields = validateLeadForm({ ...input.client, note: input.note ?? '' });
  if (Object.keys(fields).length > 0) throw new LeadFormError(fields);

  const parsed = configurationSchema.safeParse(input.configuration);
  if (!parsed.success) {
    throw new LeadConfigurationError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'configuration'}: ${issue.message}`));
  }
  const configuration = parsed.data;
  // One read for the catalogue version and every organisation the assignment may need.
  const context = await readLeadContext(db, input);
  const index = await options.index(context.catalogVersion);
  const reasons = validateConfiguration(configuration, index);
  if (reasons.length > 0) throw new LeadConfigurationError(reasons);

  const pricedWithCost = priceConfiguration(configuration, index, { includeCost: true });
  const priced = stripCost(pricedWithCost);
  const assignment = assignOrganization(context, input);
  const client = cleanClient(input.client);
  const note = input.note?.trim() || null;
  const title = index.products.get(configuration.selectedHouse)?.name ?? '';
  const attributes = storedAttributesJson(configuration, {
    quoteLines: priced.lines, quoteLooseProducts: quoteLooseProducts(priced),
    fromExample: assignment.fromExample, fromDealerToken: assignment.fromDealerToken,
  });
  const secret = randomSecret();
  const organizationId = assignment.organization.id;
  const facts = (id: number | string, number: number | string, designCode: string): LeadFacts => ({
    id, number, organizationId, secret, designCode, dealerLinked: assignment.dealerLinked,
    path: savedDesignPath(id, organizationId, secret), title, client, note, priced, organization: assignment.organization,
  });

  const stored = await withUniqueDesignCode(async (designCode) => {
    const placeholders = leadPlaceholders();
    const mails = options.mails ? { messages: options.mails(facts(placeholders.id, placeholders.number, designCode)), placeholders } : undefined;
    return {
      ...await storeLead(db, {
        organizationId, client, title, note, secret, designCode, priced: pricedWithCost, attributes, mails, source: assignment.source,
      }),
      designCode,
    };
  });

  return { ...facts(stored.id, stored.number, stored.designCode), id: stored.id, number: stored.number };
}

/**
 * Tokens that stand for the quote's id and number in its mails until the storing statement writes them in:
 * letters and digits only (they survive URL encoding and HTML escaping), random per lead so that nothing a
 * visitor types can match one.
 */
function leadPlaceholders(): LeadPlaceholders {
  const nonce = randomBytes(12).toString('hex');
  return { id: `LEADID${nonce}`, number: `LEADNUMBER${nonce}` };
}
