import { createHmac, timingSafeEqual } from 'node:crypto';

function signature(key: Uint8Array, purpose: string, payload: string): string {
  return createHmac('sha256', key).update(`${purpose}\0`).update(payload).digest('base64url');
}

/**
 * Claims as a URL-safe token, `<payload>.<signature>`: the payload is base64url JSON, the signature an
 * HMAC-SHA256 with the server's key over the purpose label and the payload, so a token issued for one
 * purpose (a signed-in download link) is never accepted for another (a public report link).
 *
 * @example
 * const token = signClaims(key, 'rigready document link', { t: target, x: expiry });
 */
export function signClaims(key: Uint8Array, purpose: string, claims: object): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signature(key, purpose, payload)}`;
}

/**
 * The claims of a token {@link signClaims} made with this key and purpose, or null for anything else
 * (malformed, another signature, not JSON). The caller still checks what the claims say.
 *
 * @example
 * const claims = readClaims<LinkClaims>(key, 'rigready document link', token);
 * if (!claims) return notFound();
 */
export function readClaims<Claims>(key: Uint8Array, purpose: string, token: string): Claims | null {
  const match = /^([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, payload = '', given = ''] = match;
  if (!timingSafeEqual(Buffer.from(signature(key, purpose, payload)), Buffer.from(given))) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null ? (claims as Claims) : null;
  } catch {
    return null;
  }
}
