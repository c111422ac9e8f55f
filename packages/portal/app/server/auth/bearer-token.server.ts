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
 * How a presented token reads: `valid`; `expired` (signature good, lifetime over at `expiredAt`: the client
 * refreshes, status ERROR); `invalid` (anything else: status FAIL).
 *
 * @example
 * const reading: TokenReading = { kind: 'expired', claims, expiredAt: new Date('2026-01-01T00:15:00Z') };
 */
export type TokenReading =
  | { kind: 'valid'; claims: BearerClaims }
  | { kind: 'expired'; claims: BearerClaims; expiredAt: Date }
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

/** How many verified tokens are remembered per key (the oldest are forgotten first). */
const VERIFIED_TOKENS_KEPT = 10_000;

// A client sends the same token on every call of its 15 minutes: the signature of that exact string needs
// checking once, and only its expiry after that (jose's check runs on the crypto thread pool each time).
const verifiedTokens = new WeakMap<Uint8Array, Map<string, { claims: BearerClaims; expiresAtMs: number }>>();

function rememberVerified(key: Uint8Array, token: string, claims: BearerClaims, expiresAtMs: number): void {
  let tokens = verifiedTokens.get(key);
  if (!tokens) {
    tokens = new Map();
    verifiedTokens.set(key, tokens);
  }
  tokens.set(token, { claims, expiresAtMs });
  if (tokens.size > VERIFIED_TOKENS_KEPT) tokens.delete(tokens.keys().next().value as string);
}

/**
 * Checks a bearer token's signature, issuer, audience and lifetime. A token already verified with this key
 * is answered from memory until it expires.
 *
 * @example
 * const reading = await readBearerToken(key, token, new Date());
 * if (reading.kind === 'expired') return authStatus('ERROR');
 */
export async function readBearerToken(key: Uint8Array, token: string, now: Date): Promise<TokenReading> {
  const known = verifiedTokens.get(key)?.get(token);
  if (known && now.getTime() < known.expiresAtMs) return { kind: 'valid', claims: known.claims };
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const claims = claimsOf(payload);
    if (claims && typeof payload.exp === 'number') rememberVerified(key, token, claims, payload.exp * 1000);
    return claims ? { kind: 'valid', claims } : { kind: 'invalid' };
  } catch (error) {
    // jose checks the signature before the claims, so an expired token's payload is authentic.
    if (error instanceof errors.JWTExpired) {
      const claims = claimsOf(error.payload);
      const { exp } = error.payload;
      if (claims && typeof exp === 'number')
        return { kind: 'expired', claims, expiredAt: new Date(exp * 1000) };
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
