import { signInLinkMail } from '../mail/identity-mails.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import { RATE_LIMITS } from '../security/rate-limit.server.js';
import {
  claimMailedLink,
  type MailedLinkAnswer,
  type MailedLinkKind,
  mailedLinkUser,
  requestMailedLink,
} from './mailed-link.server.js';
import { afterFirstFactor, type SignInResult } from './sign-in.server.js';

/** A sign-in link works 15 minutes, the window of its request limit: the latest one mailed always works. */
const SIGN_IN_LINK_MS = 15 * 60_000;

/**
 * The /login query parameter that carries a mailed sign-in link's token. Opening the link only shows a
 * button that uses it up, so a mail scanner that follows links does not spend it.
 */
export const SIGN_IN_LINK_PARAM = 'link';

const SIGN_IN_LINK: MailedLinkKind = {
  table: 'sign_in_links',
  limits: [RATE_LIMITS.signInLinkAddress, RATE_LIMITS.signInLinkAccount],
  lifetimeMs: SIGN_IN_LINK_MS,
  path: `/login?${SIGN_IN_LINK_PARAM}=`,
  auditAction: 'sign-in.link-requested',
  mail: signInLinkMail,
};

/**
 * Mails a one-time sign-in link (counted per address and per e-mail like a reset request; the answer is
 * the same whether or not the e-mail has an account).
 *
 * @example
 * const answer = await requestSignInLink(runtime, { email: 'ann@example.com', address: '10.0.0.1' });
 */
export function requestSignInLink(
  runtime: PortalRuntime,
  request: { email: string; address: string },
): Promise<MailedLinkAnswer> {
  return requestMailedLink(runtime, SIGN_IN_LINK, request);
}

/**
 * Whether a sign-in link can still be used (unused, not expired); does not use it up.
 *
 * @example
 * const usable = await signInLinkUsable(runtime, token);
 */
export async function signInLinkUsable(runtime: PortalRuntime, token: string): Promise<boolean> {
  return (await mailedLinkUser(runtime.handle, 'sign_in_links', token, runtime.now())) !== null;
}

/**
 * Signs in with a mailed link: uses it up (once), then goes on as a password sign-in does (a session, or
 * the second factor's step). The sign-in delays are not consulted: the link proves the mailbox, which is
 * what lets the owner in while a stranger's wrong guesses hold the password back. The account's failures
 * stay counted.
 *
 * @example
 * const result = await signInWithLink(runtime, { token, address, previousIdHash: null });
 */
export async function signInWithLink(
  runtime: PortalRuntime,
  attempt: { token: string; address: string; userAgent?: string | null; previousIdHash?: string | null },
): Promise<SignInResult> {
  const userId = await claimMailedLink(runtime.handle, 'sign_in_links', attempt.token, runtime.now());
  if (!userId) return { kind: 'refused' };
  return afterFirstFactor(runtime, userId, {
    details: { method: 'link', address: attempt.address },
    device: { address: attempt.address, userAgent: attempt.userAgent ?? null },
    previousIdHash: attempt.previousIdHash ?? null,
  });
}
