/**
 * Id tokens: HS256 JWTs signed with the server's secret, holding only who the caller is (user id as `sub`,
 * organisation id as `org`). Roles and attributes are read from the database on each request, so a changed
 * role takes effect at once and a token cannot grant itself rights.
 */
import { SignJWT, jwtVerify, errors } from 'jose';

export interface TokenClaims {
  userId: number;
  organizationId: number;
}

const ISSUER = 'tuinhuis-configurator';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs an id token; `ttlSeconds` may be negative (tests use that to make an expired token). */
export async function signIdToken(claims: TokenClaims, secret: string, ttlSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ org: claims.organizationId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
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
export async function verifyIdToken(token: string, secret: string): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const organizationId = Number(payload.org);
    if (!Number.isInteger(userId) || !Number.isInteger(organizationId)) throw new InvalidTokenError('Token mist gebruiker of organisatie');
    return { userId, organizationId };
  } catch (error) {
    if (error instanceof InvalidTokenError) throw error;
    if (error instanceof errors.JWTExpired) throw new InvalidTokenError('Token is verlopen');
    throw new InvalidTokenError('Ongeldig token');
  }
}
