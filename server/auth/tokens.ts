/**
 * Id tokens: HS256 JWTs signed with the server's secret, holding only who the caller is (user id as `sub`,
 * organisation id as `org`), the user's token version when it was issued (`ver`) and its own id (`jti`). Roles and
 * attributes are read from the database on each request, so a changed role takes effect at once and a token cannot
 * grant itself rights; the version and the id let the server end sessions (server/auth/sessions.ts).
 */
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';

export interface TokenClaims {
  userId: number;
  organizationId: number;
  /** users.token_version at issue; a token of another version is refused. Default 0 (a user never changed). */
  version?: number;
}

/** What a verified token says, besides who: its version, its id and its expiry (seconds since the epoch). */
export interface VerifiedClaims extends Required<TokenClaims> {
  tokenId: string;
  expiresAt: number;
}

const ISSUER = 'tuinhuis-configurator';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs an id token; `ttlSeconds` may be negative (tests use that to make an expired token). */
export async function signIdToken(claims: TokenClaims, secret: string, ttlSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ org: claims.organizationId, ver: claims.version ?? 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuer(ISSUER)
    .setIssuedAt(Math.min(now, now + ttlSeconds))
    .setExpirationTime(now + ttlSeconds)
    .sign(key(secret));
}

export class InvalidTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

/** Verifies signature, issuer and expiry; throws InvalidTokenError with a short reason otherwise. */
export async function verifyIdToken(token: string, secret: string): Promise<VerifiedClaims> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const organizationId = Number(payload.org);
    if (!Number.isInteger(userId) || !Number.isInteger(organizationId)) throw new InvalidTokenError('Token mist gebruiker of organisatie');
    // A token from before sessions could end (no version or id) cannot be ended either: refused, the user logs in again.
    const version = payload.ver;
    if (!Number.isInteger(version) || typeof payload.jti !== 'string' || !payload.jti || typeof payload.exp !== 'number') {
      throw new InvalidTokenError('Sessie is verlopen');
    }
    return { userId, organizationId, version: version as number, tokenId: payload.jti, expiresAt: payload.exp };
  } catch (error) {
    if (error instanceof InvalidTokenError) throw error;
    if (error instanceof errors.JWTExpired) throw new InvalidTokenError('Token is verlopen');
    throw new InvalidTokenError('Ongeldig token');
  }
}
