import type { IdentityConfig } from '../config/identity-config.server.js';
import { IDENTITY_MESSAGES } from './identity-messages.server.js';

/**
 * Why a provider sign-in came back to /login, as the `error` query parameter. Only these fixed codes
 * exist, so the page never echoes anything a link could put there.
 *
 * @example
 * redirect(`/login?error=${OIDC_LOGIN_ERRORS.failed}`);
 */
export const OIDC_LOGIN_ERRORS = Object.freeze({ failed: 'oidc', rateLimited: 'busy', disabled: 'disabled' });

/**
 * The one message of every failed provider sign-in: it tells nothing about the reason or the account.
 *
 * @example
 * oidcLoginView(config, new URL('https://portal.test/login?error=oidc')).message === OIDC_SIGN_IN_FAILED; // true
 */
export const OIDC_SIGN_IN_FAILED = 'Oops.. Sign-in failed. Please try again';

/** What /login shows about the external provider. */
export interface OidcLoginView {
  /** The provider's button ('Sign in with <name>'), or null without a provider. */
  provider: { name: string; href: string } | null;
  /** Whether the e-mail and password form (and forgot password) is shown and accepted. */
  passwordSignIn: boolean;
  /** The failure message of a provider sign-in that came back here, or null. */
  message: string | null;
}

/**
 * The provider part of the sign-in page, from the configuration and the page URL's `error` parameter.
 *
 * @example
 * oidcLoginView(config, new URL('https://portal.test/login?error=oidc')).message; // 'Oops.. Sign-in failed. Please try again'
 */
export function oidcLoginView(config: Pick<IdentityConfig, 'oidc'>, url: URL): OidcLoginView {
  const error = url.searchParams.get('error');
  const message =
    error === OIDC_LOGIN_ERRORS.failed
      ? OIDC_SIGN_IN_FAILED
      : error === OIDC_LOGIN_ERRORS.rateLimited
        ? IDENTITY_MESSAGES.signInRateLimited
        : error === OIDC_LOGIN_ERRORS.disabled
          ? IDENTITY_MESSAGES.accountDisabled
          : null;
  return {
    provider: config.oidc ? { name: config.oidc.providerName, href: '/auth/oidc/start' } : null,
    passwordSignIn: config.oidc?.passwordSignIn ?? true,
    message: config.oidc ? message : null,
  };
}
