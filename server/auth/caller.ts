/**
 * Who is calling: resolved once per request by a hook over the API subtree (not checked in handlers).
 * No Authorization header: anonymous. A Bearer token that is forged, expired, or names a user that no longer
 * exists (or moved organisation), or whose session has ended (an older token version, or the token was logged out:
 * server/auth/sessions.ts): 401, so a client drops a stale session instead of silently seeing less.
 * Roles and attributes come from the database, never from the token.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { unauthorized } from '../http-error';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Selectable } from 'kysely';
import type { OrganizationAddressesTable, OrganizationRow } from '../db/types';
import { canSeeTestItems, toOrganizationDto, toUserDto, type OrganizationDto, type UserDto } from '../db/account-records';
import { createActor, organizationKind, type Actor } from './access';
import { InvalidTokenError, verifyIdToken } from './tokens';

export interface Caller {
  user: UserDto | null;
  organization: OrganizationDto | null;
  roles: string[];
  /** The user attribute enableTestProducts: test products and categories are visible. */
  canSeeTestItems: boolean;
  /** What the access module decides with (server/auth/access.ts); null for anonymous callers. */
  actor: Actor | null;
  /** The token this request came with (its id and expiry), so 'Uitloggen' can end exactly it; null when anonymous. */
  session: { tokenId: string; expiresAt: number } | null;
}

export const anonymousCaller: Caller = Object.freeze({ user: null, organization: null, roles: [], canSeeTestItems: false, actor: null, session: null });

/** The 401 text of a session that was ended (logged out, or the user's password, e-mail or roles changed). */
export const SESSION_ENDED = 'Sessie is beëindigd';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

export function isLoggedIn(caller: Caller): caller is Caller & { user: UserDto; organization: OrganizationDto } {
  return caller.user !== null && caller.organization !== null;
}

export async function callerFromToken(db: Kysely<Database>, token: string, secret: string): Promise<Caller> {
  let claims;
  try {
    claims = await verifyIdToken(token, secret);
  } catch (error) {
    throw unauthorized(error instanceof InvalidTokenError ? error.message : 'Ongeldig token');
  }
  // One round trip per request: the user, the organisation with its addresses, and its child organisations.
  const row = await db.selectFrom('users as u').selectAll('u')
    .select((eb) => [
      jsonObjectFrom(eb.selectFrom('organizations as o').selectAll('o').whereRef('o.id', '=', 'u.organization_id')).as('org'),
      jsonArrayFrom(eb.selectFrom('organization_addresses as a').selectAll('a').whereRef('a.organization_id', '=', 'u.organization_id')
        .orderBy('a.id')).as('addresses'),
      jsonArrayFrom(eb.selectFrom('organizations as c').select(['c.id', 'c.type', 'c.settings']).whereRef('c.parent_id', '=', 'u.organization_id')
        .orderBy('c.id')).as('children'),
      eb.exists(eb.selectFrom('ended_tokens').select('token_id').where('token_id', '=', claims.tokenId)).as('ended'),
    ])
    .where('u.id', '=', claims.userId).where('u.active', '=', true).executeTakeFirst();
  if (!row || row.organization_id !== claims.organizationId) throw unauthorized('Gebruiker bestaat niet meer');
  if (row.ended || row.token_version !== claims.version) throw unauthorized(SESSION_ENDED);
  if (!row.org) throw unauthorized('Organisatie bestaat niet meer');
  const organization = toOrganizationDto(row.org as unknown as OrganizationRow, row.addresses as unknown as Selectable<OrganizationAddressesTable>[]);
  const actor = createActor({
    userId: row.id, organizationId: organization.id, roleNames: row.roles, organizationKind: organizationKind(organization),
    subdealerIds: row.children.filter((org) => organizationKind(org) === 'subdealer').map((org) => org.id),
    dealerTokenActive: organization.settings?.dealerTokenActive === 'true',
  });
  return {
    user: toUserDto(row), organization, roles: row.roles, canSeeTestItems: canSeeTestItems(row.attributes), actor,
    session: { tokenId: claims.tokenId, expiresAt: claims.expiresAt },
  };
}

/** The preHandler that sets request.caller. */
export function resolveCallerHook(db: Kysely<Database>, secret: string): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) {
      request.caller = anonymousCaller;
      return;
    }
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized('Authorization header moet "Bearer <token>" zijn');
    request.caller = await callerFromToken(db, match[1], secret);
  };
}
