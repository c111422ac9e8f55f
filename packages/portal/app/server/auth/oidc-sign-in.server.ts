import * as client from 'openid-client';
import { writeAudit } from '../audit/audit-log.server.js';
import type { OidcConfig } from '../config/identity-config.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import {
  assertUnderRateLimits,
  RATE_LIMITS,
  RateLimitedError,
  recordRateLimitHit,
} from '../security/rate-limit.server.js';
import { reserveFailure, SIGN_IN_DELAYS } from '../security/sign-in-delay.server.js';
import type { CompanyLoginError } from './company-login-messages.server.js';
import { companySignIn } from './company-sign-in.server.js';
import { connectionById, connectionOidcConfig } from './customer-connection.server.js';
import { oidcConfiguration } from './oidc-client.server.js';
import { claimPendingOidc, openPendingOidc, sealPendingOidc } from './oidc-pending.server.js';
import { type SignInResult, startSignedInSession } from './sign-in.server.js';

/**
 * The path the provider sends the browser back to.
 *
 * @example
 * route('auth/oidc/callback', 'routes/account/oidc-callback.ts'); // serves OIDC_CALLBACK_PATH
 */
export const OIDC_CALLBACK_PATH = '/auth/oidc/callback';

/** The scopes asked for: the ID token must carry the e-mail the portal matches users by. */
const SCOPE = 'openid email';

/**
 * The outcome of a provider callback: as {@link SignInResult}, with the reason of a refusal for the log
 * (never shown to the browser). Never a second-factor step: the identity provider's own checks apply.
 *
 * @example
 * if (result.kind === 'refused') runtime.log(`oidc sign-in refused: ${result.reason}`);
 */
export type OidcSignInResult =
  | Exclude<SignInResult, { kind: 'refused' | 'second-factor' }>
  | { kind: 'refused'; reason: string; loginError?: CompanyLoginError };

/**
 * The callback URL registered at the provider: OIDC_REDIRECT_URI, else the callback path on the portal's
 * configured origin (never the request's Host).
 *
 * @example
 * oidcRedirectUri(oidc, 'https://portal.test'); // 'https://portal.test/auth/oidc/callback'
 */
export function oidcRedirectUri(oidc: OidcConfig, origin: string): string {
  return oidc.redirectUri ?? `${origin}${OIDC_CALLBACK_PATH}`;
}

/**
 * Starts a provider sign-in: a fresh state, nonce and PKCE verifier sealed in the pending-sign-in cookie
 * (with the customer connection signed in through, if any), and the provider's authorization URL (code
 * flow, S256 challenge) to send the browser to.
 *
 * @example
 * const { location, cookie } = await startOidcSignIn(runtime, oidc);
 * return redirect(location, { headers: { 'Set-Cookie': cookie } });
 */
export async function startOidcSignIn(
  runtime: PortalRuntime,
  oidc: OidcConfig,
  connectionId?: string,
): Promise<{ location: string; cookie: string }> {
  const configuration = await oidcConfiguration(oidc);
  const pending = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    issuedAt: runtime.now().getTime(),
    ...(connectionId ? { connectionId } : {}),
  };
  const location = client.buildAuthorizationUrl(configuration, {
    redirect_uri: oidcRedirectUri(oidc, runtime.env.origin),
    scope: SCOPE,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
  });
  const cookie = await sealPendingOidc(runtime.tokenKey, pending, { secure: runtime.identity.secureCookies });
  return { location: location.href, cookie };
}

// openid-client wraps the precise reason (which claim, which key) in `cause`; only the messages are kept,
// never the tokens or response bodies a cause may also hold.
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const own = `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message}`;
  return error.cause instanceof Error ? `${own} <- ${describeError(error.cause)}` : own;
}

/** Providers that send email_verified send a boolean; a few send the string. Absent means not stated. */
function verifiedEmail(claims: client.IDToken): { email: string } | { problem: string } {
  const { email, email_verified: verified } = claims;
  if (typeof email !== 'string' || email.trim() === '') return { problem: 'the ID token has no e-mail' };
  if (verified !== undefined && verified !== true && verified !== 'true') {
    return { problem: 'the provider says the e-mail is not verified' };
  }
  return { email: email.trim().toLowerCase() };
}

/**
 * Completes a provider sign-in at the callback: the address's sign-in limit, the pending-sign-in cookie,
 * its state (once only), the provider's error if any, the code exchanged with the PKCE verifier, the ID
 * token (signature, issuer, audience, nonce, expiry) and its verified e-mail. The provider is the one the
 * pending sign-in names: a customer connection (its rules decide the account, see
 * {@link companySignIn}), else the portal's own (`oidc`), where the e-mail is matched
 * case-insensitively to an existing account and accounts are never created. Then, as a password sign-in:
 * the browser's previous session ends, a new one starts, and the audit log records it (method oidc).
 *
 * @example
 * const result = await completeOidcSignIn(runtime, runtime.identity.oidc, request, { address, previousIdHash });
 */
export async function completeOidcSignIn(
  runtime: PortalRuntime,
  ownProvider: OidcConfig | null,
  request: Request,
  attempt: { address: string; previousIdHash?: string | null },
): Promise<OidcSignInResult> {
  const { handle, identity, now } = runtime;
  const at = now();
  const address = attempt.address;
  try {
    await assertUnderRateLimits(handle, [[RATE_LIMITS.oidcCallbackAddress, address]], at);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    await writeAudit(
      handle,
      { action: 'sign-in.rate-limited', actorUserId: null, details: { method: 'oidc', address } },
      at,
    );
    return { kind: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds };
  }
  await recordRateLimitHit(handle, RATE_LIMITS.oidcCallbackAddress, address, at);

  const params = new URL(request.url).searchParams;
  const pending = await openPendingOidc(request, runtime.tokenKey, { secure: identity.secureCookies }, at);
  if (!pending) return { kind: 'refused', reason: 'no pending sign-in (cookie missing, altered or expired)' };
  if (params.get('state') !== pending.state) return { kind: 'refused', reason: 'state mismatch' };
  const connection = pending.connectionId ? await connectionById(handle, pending.connectionId) : null;
  if (pending.connectionId && !connection) {
    return { kind: 'refused', reason: `the connection ${pending.connectionId} was removed` };
  }
  const oidc = connection ? connectionOidcConfig(runtime.tokenKey, connection) : ownProvider;
  if (!oidc) return { kind: 'refused', reason: 'no provider is configured' };
  if (!(await claimPendingOidc(handle, pending, at))) {
    return { kind: 'refused', reason: 'replayed callback (state already used)' };
  }
  const providerError = params.get('error');
  if (providerError) {
    const description = params.get('error_description') ?? '';
    return { kind: 'refused', reason: `provider error ${providerError}: ${description}`.slice(0, 300) };
  }

  const callbackUrl = new URL(oidcRedirectUri(oidc, runtime.env.origin));
  callbackUrl.search = params.toString();
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(await oidcConfiguration(oidc), callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    return { kind: 'refused', reason: `code exchange or ID token refused: ${describeError(error)}` };
  }
  if (!claims) return { kind: 'refused', reason: 'the provider sent no ID token' };

  const checked = verifiedEmail(claims);
  if (connection) {
    return companySignIn(runtime, connection, claims, checked, {
      address,
      userAgent: request.headers.get('User-Agent'),
      previousIdHash: attempt.previousIdHash ?? null,
    });
  }
  const email = 'email' in checked ? checked.email : null;
  const user = email
    ? await handle.db.selectFrom('users').select('id').where('email_key', '=', email).executeTakeFirst()
    : undefined;
  if (!user) {
    const reason = 'problem' in checked ? checked.problem : 'no account has this e-mail';
    if (email) await reserveFailure(handle, SIGN_IN_DELAYS.account, email, at);
    await writeAudit(
      handle,
      {
        action: 'sign-in.failed',
        actorUserId: null,
        details: {
          method: 'oidc',
          email: email ?? claims.email ?? null,
          subject: claims.sub,
          address,
          reason,
        },
      },
      at,
    );
    return { kind: 'refused', reason };
  }

  return startSignedInSession(runtime, user.id, {
    details: { method: 'oidc', address, subject: claims.sub },
    device: { address, userAgent: request.headers.get('User-Agent') },
    previousIdHash: attempt.previousIdHash ?? null,
  });
}
