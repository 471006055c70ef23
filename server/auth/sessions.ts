/**
 * Sessions that end (ARCHITECTURE §3 reading 18). A session is an id token; it holds while the user's token
 * version equals the token's and its id is not among the ended tokens. The database raises the version when the
 * password, e-mail, roles or active flag change (migration 0040); this module issues tokens with the current
 * version and ends sessions on request: one token ('Uitloggen') or all of a user's ('Overal uitloggen').
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { signIdToken } from './tokens';

/** Issues a token for the user as they are now (their current token version). */
export function issueSessionToken(user: { id: number; organization_id: number; token_version: number }, config: { jwtSecret: string; tokenTtlSeconds: number }): Promise<string> {
  return signIdToken({ userId: user.id, organizationId: user.organization_id, version: user.token_version }, config.jwtSecret, config.tokenTtlSeconds);
}

/** 'Uitloggen': this token is refused from now on; kept until it would have expired (then the jobs' cleanup drops it). */
export async function endToken(db: Kysely<Database>, token: { tokenId: string; expiresAt: number }): Promise<void> {
  await db.insertInto('ended_tokens').values({ token_id: token.tokenId, expires_at: new Date(token.expiresAt * 1000) })
    .onConflict((oc) => oc.column('token_id').doNothing()).execute();
}

/** 'Overal uitloggen' (and what an operator may call): every token the user holds is refused from now on. */
export async function endAllSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('users').set({ token_version: sql<number>`token_version + 1` }).where('id', '=', userId).execute();
}

/** Ended tokens past their expiry: the signature check refuses them anyway. Answers how many rows went. */
export async function dropExpiredEndedTokens(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('ended_tokens').where('expires_at', '<', sql<Date>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
