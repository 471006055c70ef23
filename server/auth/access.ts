/**
 * Who may see and change what (ARCHITECTURE §3 reading 16, spec §6): the one place the server decides it.
 *
 * The caller hook turns a request into an Actor once. Every read, list, update and delete of an
 * organisation's records goes through the `where` clauses below (a row outside them does not exist for the
 * caller: 404), and every action through `authorize` (a role or organisation kind the action needs: 403;
 * no login: 401). Routes and services never write their own scoping.
 *
 * Reach: a user reaches the records of their own organisation; a manager also those of the organisation's
 * sub-dealers (child organisations of type 'subdealer'). The brand (organisation 2) owns the leads that no
 * dealer token or example assigns, so its own reach covers them. Anonymous callers reach a quote only by id
 * plus secret (services/quote-repository.ts), never through these clauses.
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { BRAND_ORGANIZATION_ID, PLATFORM_ORGANIZATION_ID } from '../../src/domain/constants';
import type { Database } from '../db/types';
import { forbidden, notFound, unauthorized } from '../http-error';

export const roles = ['user', 'manager', 'admin'] as const;
export type Role = (typeof roles)[number];

export type OrganizationKind = 'platform' | 'brand' | 'dealer' | 'subdealer';

export interface Actor {
  userId: number;
  organizationId: number;
  /** Every logged-in user has 'user'; 'manager' and 'admin' come from the database, never from a token. */
  roles: ReadonlySet<Role>;
  organizationKind: OrganizationKind;
  /** The organisation's sub-dealers (whatever the role: a manager reaches them, a user only knows of them). */
  subdealerIds: readonly number[];
  /** Organisations whose records this actor reaches: its own, plus its sub-dealers for a manager. */
  reach: readonly number[];
  /** The organisation setting dealerTokenActive is 'true' (spec §6: examples, leads, the share link). */
  dealerTokenActive: boolean;
}

/** The kind of an organisation from its id and type (seeded types: platform, supplier, dealer, subdealer). */
export function organizationKind(organization: { id: number; type: string | null; settings?: Record<string, string> | null }): OrganizationKind {
  if (organization.id === PLATFORM_ORGANIZATION_ID) return 'platform';
  if (organization.id === BRAND_ORGANIZATION_ID) return 'brand';
  if (organization.type === 'subdealer' || organization.settings?.type === 'subdealer') return 'subdealer';
  return 'dealer';
}

/** Typed roles from the stored role names; unknown names are ignored. */
export function rolesOf(names: readonly string[]): ReadonlySet<Role> {
  const set = new Set<Role>(['user']);
  for (const name of names) if ((roles as readonly string[]).includes(name)) set.add(name as Role);
  return set;
}

export function createActor(input: {
  userId: number; organizationId: number; roleNames: readonly string[]; organizationKind: OrganizationKind; subdealerIds: readonly number[];
  dealerTokenActive?: boolean;
}): Actor {
  const actorRoles = rolesOf(input.roleNames);
  const reach = actorRoles.has('manager') ? [input.organizationId, ...input.subdealerIds] : [input.organizationId];
  return {
    userId: input.userId, organizationId: input.organizationId, roles: actorRoles, organizationKind: input.organizationKind,
    subdealerIds: input.subdealerIds, reach, dealerTokenActive: input.dealerTokenActive ?? false,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Actions: what a role or organisation kind may do, whatever the record.

export type Action =
  | 'quote.read' | 'quote.create' | 'quote.update' | 'quote.delete'
  | 'quote.listSubdealers'
  | 'client.read' | 'client.create' | 'client.update' | 'client.delete'
  | 'organization.readOwn'
  | 'quote.mail' | 'quote.pdf'
  | 'lead.assign' | 'organization.postcodeRegions'
  // Issue 11 §1-3: users, sub-dealers, the own profile and organisation.
  | 'user.read' | 'user.create' | 'user.update' | 'user.delete'
  | 'subdealer.read' | 'subdealer.create' | 'subdealer.update' | 'subdealer.delete'
  | 'profile.update' | 'organization.updateOwn' | 'profile.enableTestProducts'
  | 'example.create' | 'example.actualize' | 'example.export'
  | 'accounting.quote' | 'accounting.order' | 'accounting.placeOrder'
  // The caller's own session (GET /auth/me, logout): any logged-in user.
  | 'session.read'
  // Inzicht (issue 28): every user sees figures; how far they reach is where.insights.
  | 'insights.read';

/**
 * What a route declares in `config.action` (server/auth/access-hook.ts): an action the access hook authorizes
 * before the handler runs, or 'public' for a route anyone may call (the handler then decides with what it reads,
 * e.g. a quote's secret). A route under /api/v1 without one does not start (server/schemas/guard.ts).
 */
export type RouteAction = Action | 'public';

type Rule = (actor: Actor) => boolean;
const anyUser: Rule = () => true;
const manager: Rule = (actor) => actor.roles.has('manager');
const brand: Rule = (actor) => actor.organizationKind === 'brand';
/** A manager of an organisation that can have sub-dealers: reach goes one level down, so a sub-dealer has none. */
const managerOfParent: Rule = (actor) => actor.roles.has('manager') && actor.organizationKind !== 'subdealer';
// The admin role counts for the whole shop only in the brand's or the platform's organisation: a dealer's
// user with a stray 'admin' role does not re-price or export other organisations' examples.
const shopAdmin: Rule = (actor) => actor.roles.has('admin') && (actor.organizationKind === 'brand' || actor.organizationKind === 'platform');

const rules: Record<Action, Rule> = {
  'quote.read': anyUser,
  'quote.create': anyUser,
  'quote.update': anyUser,
  'quote.delete': anyUser,
  // 'Alle subdealer offertes' and 'Toon alles' (spec §2 'Quotes list', §6 'manager role').
  'quote.listSubdealers': manager,
  'client.read': anyUser,
  'client.create': anyUser,
  'client.update': anyUser,
  'client.delete': anyUser,
  'organization.readOwn': anyUser,
  // Spec §6: the action bar (send, download) is for every logged-in dealer user; the quote must be in reach.
  'quote.mail': anyUser,
  'quote.pdf': anyUser,
  // Issue 10 §4: the brand assigns its unassigned leads to dealers and keeps the dealers' postcode regions.
  'lead.assign': brand,
  'organization.postcodeRegions': brand,
  // Everyone sees the users of their organisation (a manager also those of its sub-dealers); inviting, changing
  // and removing users is a manager's task (spec §2 'User screens', §6 'manager role').
  'user.read': anyUser,
  'user.create': manager,
  'user.update': manager,
  'user.delete': manager,
  // Sub-dealers (spec §2 'Sub-dealer screens', managers only; a sub-dealer has none of its own).
  'subdealer.read': managerOfParent,
  'subdealer.create': managerOfParent,
  'subdealer.update': managerOfParent,
  'subdealer.delete': managerOfParent,
  // The profile tab: one's own name for everyone; the company form for the organisation's managers.
  'profile.update': anyUser,
  'organization.updateOwn': manager,
  // The hidden test-user switch (spec §2 'Profile and settings') sets the caller's own attribute.
  'profile.enableTestProducts': anyUser,
  // 'Maak voorbeeldconfiguratie' (spec §6: organisations with dealerTokenActive); a shop admin too, whose
  // organisation (the brand) keeps examples for every dealer.
  'example.create': (actor) => actor.dealerTokenActive || shopAdmin(actor),
  // 'Actualiseren' and 'Exporteer' (spec §6 'admin role'): they cover every organisation's examples.
  'example.actualize': shopAdmin,
  'example.export': shopAdmin,
  // Spec §6 'Main supplier': the brand sends its own quotes to its accounting system; the others (dealers and
  // sub-dealers) place their quotes as orders at the brand.
  'accounting.quote': (actor) => actor.organizationKind === 'brand',
  'accounting.order': (actor) => actor.organizationKind === 'dealer' || actor.organizationKind === 'subdealer',
  'session.read': anyUser,
  'insights.read': anyUser,
  // Placing that order commits the organisation to a purchase (ARCHITECTURE §3 reading 18): its managers and admins only.
  'accounting.placeOrder': (actor) => (actor.organizationKind === 'dealer' || actor.organizationKind === 'subdealer')
    && (actor.roles.has('manager') || actor.roles.has('admin')),
};

const forbiddenMessages: Partial<Record<Action, string>> = {
  'quote.listSubdealers': 'Alleen managers zien de offertes van subdealers',
  'lead.assign': 'Alleen het merk wijst leads toe aan dealers',
  'organization.postcodeRegions': 'Alleen het merk beheert de postcodegebieden van dealers',
  'user.create': 'Alleen managers kunnen gebruikers uitnodigen',
  'user.update': 'Alleen managers kunnen gebruikers wijzigen',
  'user.delete': 'Alleen managers kunnen gebruikers verwijderen',
  'subdealer.read': 'Alleen managers beheren subdealers',
  'subdealer.create': 'Alleen managers beheren subdealers',
  'subdealer.update': 'Alleen managers beheren subdealers',
  'subdealer.delete': 'Alleen managers beheren subdealers',
  'organization.updateOwn': 'Alleen managers kunnen de bedrijfsgegevens wijzigen',
  'example.create': 'Voorbeeldconfiguraties maken vraagt een actieve dealer token',
  'example.actualize': 'Alleen beheerders mogen voorbeeldconfiguraties actualiseren',
  'example.export': 'Alleen beheerders mogen voorbeeldconfiguraties exporteren',
  'accounting.quote': 'Alleen de hoofdleverancier stuurt offertes naar het boekhoudsysteem',
  'accounting.order': 'Alleen dealers plaatsen orders bij de hoofdleverancier',
  'accounting.placeOrder': 'Alleen managers en beheerders plaatsen orders bij de hoofdleverancier',
};

/** A known action or 'public': the start-up check refuses a route that declares anything else. */
export function isRouteAction(value: unknown): value is RouteAction {
  return value === 'public' || (typeof value === 'string' && Object.hasOwn(rules, value));
}

export function can(actor: Actor | null, action: Action): boolean {
  return actor !== null && rules[action](actor);
}

/** The actor when it may take the action; 401 without login, 403 when its role does not allow it. */
export function authorize(actor: Actor | null, action: Action): Actor {
  if (!actor) throw unauthorized();
  if (!rules[action](actor)) throw forbidden(forbiddenMessages[action] ?? 'Je rol staat deze actie niet toe');
  return actor;
}

/**
 * The organisation a new record is created in: the actor's own unless another one is asked for; one outside
 * the actor's reach is refused with 403 whether it exists or not (so the answer reveals nothing).
 */
export function organizationForCreate(actor: Actor, requested: number | null | undefined): number {
  if (requested === null || requested === undefined || requested === actor.organizationId) return actor.organizationId;
  if (!actor.reach.includes(requested)) throw forbidden('Je kunt niets aanmaken in deze organisatie');
  return requested;
}

/** Organisation ids asked for in a filter must be within reach (403 otherwise); negative ids exclude and pass. */
export function checkOrganizationFilter(actor: Actor, ids: readonly number[], reach: readonly number[] = actor.reach): void {
  for (const id of ids) {
    if (id > 0 && !reach.includes(id)) throw forbidden(`Geen toegang tot organisatie ${id}`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Record scopes as Kysely where clauses: every query on these tables by a logged-in caller goes through them.

type Scoped<T extends keyof Database> = (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>;

export const where = {
  /** Quotes and leads of the organisations within reach. */
  quotes: (actor: Actor): Scoped<'quotes'> => (eb) => eb('quotes.organization_id', 'in', [...actor.reach]),
  /**
   * Quotes that count in an actor's Inzicht figures (issue 28). A plain user: their own quotes (the 'Mijn offertes'
   * of the lists). A manager or admin: the reach, as the lists. The brand's managers and admins also count the leads
   * the brand's routing sent to a dealer (postcode region, assignment): the brand sees where its leads go, as
   * figures only (no route lets it read those records). A dealer's own leads (token, example) stay the dealer's.
   */
  insights: (actor: Actor): Scoped<'quotes'> => (eb) => {
    const inReach = eb('quotes.organization_id', 'in', [...actor.reach]);
    if (!seesOrganizationFigures(actor)) return eb.and([inReach, eb('quotes.user_id', '=', actor.userId)]);
    if (actor.organizationKind !== 'brand') return inReach;
    return eb.or([inReach, eb('quotes.lead_source', 'in', ['region', 'assigned'])]);
  },
  /** Customers (people) of the organisations within reach. */
  clients: (actor: Actor): Scoped<'clients'> => (eb) => eb('clients.organization_id', 'in', [...actor.reach]),
  /** Customer companies (for the brand: its dealers as companies) of the organisations within reach. */
  companies: (actor: Actor): Scoped<'companies'> => (eb) => eb('companies.organization_id', 'in', [...actor.reach]),
  /** Users of the organisations within reach (a manager manages the users of its sub-dealers). */
  users: (actor: Actor): Scoped<'users'> => (eb) => eb('users.organization_id', 'in', [...actor.reach]),
  /** The actor's own sub-dealers: child organisations of type subdealer (reach of a manager, one level down). */
  subdealers: (actor: Actor): Scoped<'organizations'> => (eb) => eb.and([
    eb('organizations.parent_id', '=', actor.organizationId),
    eb.or([eb('organizations.type', '=', 'subdealer'), eb(eb.ref('organizations.settings', '->>').key('type'), '=', 'subdealer')]),
  ]),
};

/** Managers and admins see their reach's figures (per organisation and per seller); a plain user their own. */
export function seesOrganizationFigures(actor: Actor): boolean {
  return actor.roles.has('manager') || actor.roles.has('admin');
}

/** A record outside the caller's reach, or none at all: the same 404, so existence is never revealed. */
export function notReachable(what: string): Error {
  return notFound(`${what} niet gevonden`);
}
