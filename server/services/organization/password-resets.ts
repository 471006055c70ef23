/**
 * Password resets (spec §2 'Password screens', §5 'Change-password link'; issue 11 §1). A reset is a row holding
 * only the SHA-256 of a random secret, its expiry (1 hour; 7 days for an invitation) and when it was used. The
 * mailed link carries e-mail, row id and secret in one segment (src/domain/reset-secret.ts). Using it is one
 * conditional UPDATE (unused, unexpired), so two requests with the same link cannot both succeed.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { encodeResetSecret, decodeResetSecret } from '../../../src/domain/reset-secret';
import { texts } from '../../../src/domain/texts';
import { dealerTexts } from '../../../src/domain/dealer-texts';
import type { Database } from '../../db/types';
import { hashPassword } from '../../auth/passwords';
import { badRequest } from '../../http-error';

export const RESET_TTL_SECONDS = 60 * 60;
export const INVITE_TTL_SECONDS = 7 * 24 * 60 * 60;
export const MIN_PASSWORD_LENGTH = 6;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Stores a reset for the user and answers the encoded link segment (the only place the secret exists). */
export async function createReset(trx: Transaction<Database> | Kysely<Database>, user: { id: number; email: string }, purpose: 'reset' | 'invite'): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  const ttl = purpose === 'invite' ? INVITE_TTL_SECONDS : RESET_TTL_SECONDS;
  const row = await trx.insertInto('password_resets')
    .values({ user_id: user.id, secret_hash: hashSecret(secret), purpose, expires_at: sql<Date>`now() + make_interval(secs => ${ttl})` })
    .returning('id').executeTakeFirstOrThrow();
  return encodeResetSecret({ email: user.email, number: row.id, secret });
}

/**
 * Sets the new password when the link is ours, unused, unexpired and its e-mail is still the user's; marks it used
 * and ends every other open reset of that user. Any mismatch is the same 400, so the answer reveals nothing.
 */
export async function changePassword(db: Kysely<Database>, encoded: string, password: string): Promise<number> {
  const invalid = badRequest(dealerTexts.passwords.linkInvalid);
  const parts = decodeResetSecret(encoded);
  if (!parts) throw invalid;
  if (password.length < MIN_PASSWORD_LENGTH) throw badRequest(texts.auth.passwordTooShort, { fields: { password: texts.auth.passwordTooShort } });
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('password_resets as r').innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.user_id', 'r.secret_hash', 'u.email'])
      .where('r.id', '=', parts.number).where('r.used_at', 'is', null).where('r.expires_at', '>', sql<Date>`now()`)
      .where('u.active', '=', true)
      .forUpdate('r').executeTakeFirst();
    const expected = Buffer.from(row?.secret_hash ?? '0'.repeat(64), 'hex');
    const given = Buffer.from(hashSecret(parts.secret), 'hex');
    const secretMatches = timingSafeEqual(expected, given);
    if (!row || !secretMatches || row.email.toLowerCase() !== parts.email.toLowerCase()) throw invalid;
    await trx.updateTable('password_resets').set({ used_at: sql<Date>`now()` })
      .where('user_id', '=', row.user_id).where('used_at', 'is', null).execute();
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: sql<Date>`now()` }).where('id', '=', row.user_id).execute();
    return row.user_id;
  });
}
