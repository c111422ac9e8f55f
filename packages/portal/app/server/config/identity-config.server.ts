import { z } from 'zod';
import { EnvError, getEnv, type PortalEnv } from './env.server.js';
import { type TrustedProxies, trustedProxies } from './trusted-proxies.server.js';

/** The external OpenID Connect provider that replaces the built-in sign-in when configured. */
export interface OidcConfig {
  issuer: URL;
  clientId: string;
  /** Null for a public client: it authenticates with PKCE alone (token endpoint auth `none`). */
  clientSecret: string | null;
  /** How a confidential client sends its secret to the token endpoint. */
  tokenAuthMethod: 'client_secret_basic' | 'client_secret_post';
  /** Where the provider sends the browser back: OIDC_REDIRECT_URI, else (null) `<PORTAL_ORIGIN>/auth/oidc/callback`. */
  redirectUri: string | null;
  /** The name on the sign-in button: 'Sign in with <providerName>'. */
  providerName: string;
  /** Whether /login keeps the e-mail and password form beside the provider's button. */
  passwordSignIn: boolean;
  /** Plain-http issuer (a local or test provider): allowed outside production only. */
  allowInsecureRequests: boolean;
}

/** Identity, mail and abuse-resistance settings, read once at start-up beside {@link PortalEnv}. */
export interface IdentityConfig {
  /** A session ends after this long without a navigation. */
  sessionIdleMs: number;
  /** A session ends this long after sign-in, however active. */
  sessionAbsoluteMs: number;
  /** Lifetime of an API bearer token; clients refresh it with POST /api/auth/refresh. */
  apiTokenMs: number;
  /**
   * How long after its expiry a bearer token can still be refreshed: a client unused for longer signs in
   * again, whatever is left of the session's 12 hours.
   */
  apiTokenRefreshMs: number;
  /** `Secure` + `__Host-` cookie: on in production unless turned off for a plain-http deployment. */
  secureCookies: boolean;
  /** HMAC key for bearer tokens; null = generated once and kept in PORTAL_DATA_DIR. */
  tokenSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  oidc: OidcConfig | null;
  /**
   * The proxies whose X-Forwarded-For entries name the client (TRUST_PROXY), or null (`off`, the default):
   * the connection's peer is the client.
   */
  trustProxy: TrustedProxies | null;
}

const minutes = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a number of minutes' })
    .int('must be a whole number of minutes')
    .min(1, 'must be at least 1 minute')
    .default(fallback);

const rawSchema = z.object({
  SESSION_IDLE_MINUTES: minutes(60),
  SESSION_ABSOLUTE_MINUTES: minutes(12 * 60),
  API_TOKEN_MINUTES: minutes(15),
  API_TOKEN_REFRESH_MINUTES: minutes(15),
  SESSION_COOKIE_SECURE: z
    .enum(['auto', 'on', 'off'], { message: 'must be auto, on or off' })
    .default('auto'),
  AUTH_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3, 'must be an e-mail address').default('rigready <no-reply@rigready.test>'),
  OIDC_ISSUER: z.url({ message: 'must be the issuer URL of the OpenID provider' }).optional(),
  OIDC_CLIENT_ID: z.string().min(1, 'must not be empty').optional(),
  OIDC_CLIENT_SECRET: z.string().min(1, 'must not be empty').optional(),
  OIDC_REDIRECT_URI: z.url({ message: 'must be the callback URL' }).optional(),
  OIDC_TOKEN_AUTH_METHOD: z
    .enum(['client_secret_basic', 'client_secret_post'], {
      message: 'must be client_secret_basic or client_secret_post',
    })
    .default('client_secret_basic'),
  OIDC_PROVIDER_NAME: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(60, 'must be at most 60 characters')
    .default('SSO'),
  OIDC_PASSWORD_SIGN_IN: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  TRUST_PROXY: z.string().trim().default('off'),
});

/** TRUST_PROXY: `off`, or the list of the proxies in front of the portal. */
function readTrustProxy(value: string): TrustedProxies | null {
  if (value === 'off') return null;
  if (value === 'on') {
    throw new EnvError(
      'Invalid configuration: TRUST_PROXY=on is no longer accepted, since it believed the first ' +
        'X-Forwarded-For entry, which the client writes. List the addresses or CIDR ranges of your proxies ' +
        'instead, e.g. TRUST_PROXY=10.0.0.0/8 (or loopback for a proxy on the same host), or set off',
    );
  }
  const read = trustedProxies(value);
  if ('invalid' in read) {
    throw new EnvError(
      `Invalid configuration: TRUST_PROXY must be off or a comma-separated list of addresses and CIDR ` +
        `ranges (e.g. 10.0.0.0/8, 192.0.2.7, loopback); not readable: ${read.invalid.join(', ')}`,
    );
  }
  return read.proxies;
}

/**
 * Validates the identity variables; a bad value throws an {@link EnvError} naming the variable.
 *
 * @example
 * const config = parseIdentityConfig({ SESSION_IDLE_MINUTES: '30' }, 'production');
 * config.secureCookies; // true
 */
export function parseIdentityConfig(
  source: Record<string, string | undefined>,
  mode: PortalEnv['mode'],
): IdentityConfig {
  const parsed = rawSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new EnvError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const raw = parsed.data;
  if (raw.SESSION_IDLE_MINUTES > raw.SESSION_ABSOLUTE_MINUTES) {
    throw new EnvError(
      'Invalid configuration: SESSION_IDLE_MINUTES must not exceed SESSION_ABSOLUTE_MINUTES',
    );
  }
  if (raw.OIDC_ISSUER && !raw.OIDC_CLIENT_ID) {
    throw new EnvError('Invalid configuration: OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
  }
  if (raw.OIDC_CLIENT_ID && !raw.OIDC_ISSUER) {
    throw new EnvError('Invalid configuration: OIDC_ISSUER is required when OIDC_CLIENT_ID is set');
  }
  const trustProxy = readTrustProxy(raw.TRUST_PROXY);
  const insecureIssuer = raw.OIDC_ISSUER ? new URL(raw.OIDC_ISSUER).protocol === 'http:' : false;
  if (insecureIssuer && mode === 'production') {
    throw new EnvError('Invalid configuration: OIDC_ISSUER must be an https URL in production');
  }
  return {
    sessionIdleMs: raw.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: raw.SESSION_ABSOLUTE_MINUTES * 60_000,
    apiTokenMs: raw.API_TOKEN_MINUTES * 60_000,
    apiTokenRefreshMs: raw.API_TOKEN_REFRESH_MINUTES * 60_000,
    secureCookies:
      raw.SESSION_COOKIE_SECURE === 'auto' ? mode === 'production' : raw.SESSION_COOKIE_SECURE === 'on',
    tokenSecret: raw.AUTH_TOKEN_SECRET ?? null,
    smtpUrl: raw.SMTP_URL ?? null,
    mailFrom: raw.MAIL_FROM,
    oidc:
      raw.OIDC_ISSUER && raw.OIDC_CLIENT_ID
        ? {
            issuer: new URL(raw.OIDC_ISSUER),
            clientId: raw.OIDC_CLIENT_ID,
            clientSecret: raw.OIDC_CLIENT_SECRET ?? null,
            tokenAuthMethod: raw.OIDC_TOKEN_AUTH_METHOD,
            redirectUri: raw.OIDC_REDIRECT_URI ?? null,
            providerName: raw.OIDC_PROVIDER_NAME,
            passwordSignIn: raw.OIDC_PASSWORD_SIGN_IN === 'on',
            allowInsecureRequests: insecureIssuer,
          }
        : null,
    trustProxy,
  };
}

let cached: IdentityConfig | undefined;

/**
 * The process's identity configuration, parsed from `process.env` on first use and kept.
 *
 * @example
 * const { sessionIdleMs } = getIdentityConfig();
 */
export function getIdentityConfig(): IdentityConfig {
  cached ??= parseIdentityConfig(process.env, getEnv().mode);
  return cached;
}
