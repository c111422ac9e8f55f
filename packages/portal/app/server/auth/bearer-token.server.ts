import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'rigready';
const AUDIENCE = 'rigready-api';

/** What a bearer token names: the account and the server-side session it belongs to. */
export interface BearerClaims {
  userId: string;
  /** The session's id hash: revoking the session revokes every token issued for it. */
  sessionIdHash: string;
}

/**
 * How a presented token reads: `valid`; `expired` (signature good, lifetime over: the client refreshes,
 * status ERROR); `invalid` (anything else: status FAIL).
 *
 * @example
 * const reading: TokenReading = { kind: 'expired', claims };
 */
export type TokenReading =
  | { kind: 'valid'; claims: BearerClaims }
  | { kind: 'expired'; claims: BearerClaims }
  | { kind: 'invalid' };

/**
 * Signs a short-lived HS256 bearer token for a session.
 *
 * @example
 * const token = await issueBearerToken(key, { userId, sessionIdHash }, new Date(), 15 * 60_000);
 */
export async function issueBearerToken(
  key: Uint8Array,
  claims: BearerClaims,
  now: Date,
  lifetimeMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + Math.floor(lifetimeMs / 1000)) * 1000);
  const token = await new SignJWT({ sid: claims.sessionIdHash })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
  return { token, expiresAt };
}

function claimsOf(payload: { sub?: string; sid?: unknown }): BearerClaims | null {
  return typeof payload.sub === 'string' && typeof payload.sid === 'string'
    ? { userId: payload.sub, sessionIdHash: payload.sid }
    : null;
}

/**
 * Checks a bearer token's signature, issuer, audience and lifetime.
 *
 * @example
 * const reading = await readBearerToken(key, token, new Date());
 * if (reading.kind === 'expired') return authStatus('ERROR');
 */
export async function readBearerToken(key: Uint8Array, token: string, now: Date): Promise<TokenReading> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const claims = claimsOf(payload);
    return claims ? { kind: 'valid', claims } : { kind: 'invalid' };
  } catch (error) {
    // jose checks the signature before the claims, so an expired token's payload is authentic.
    if (error instanceof errors.JWTExpired) {
      const claims = claimsOf(error.payload);
      if (claims) return { kind: 'expired', claims };
    }
    return { kind: 'invalid' };
  }
}

/**
 * The token of an Authorization header: `Bearer <token>`, or the bare token the core client sends.
 *
 * @example
 * tokenFromAuthorization('Bearer eyJ...'); // 'eyJ...'
 */
export function tokenFromAuthorization(header: string | null): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? null : token;
}
