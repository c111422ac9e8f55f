import { forgotPasswordSchema, signInSchema } from '@rigready/core';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { landingPath } from '../access/after-sign-in.server.js';
import { identityForToken } from '../access/session-for-token.server.js';
import { CLEAR_AT_SIGN_IN } from '../auth/clear-site-data.server.js';
import { IDENTITY_MESSAGES } from '../auth/identity-messages.server.js';
import type { MailedLinkAnswer } from '../auth/mailed-link.server.js';
import { requestPasswordReset } from '../auth/password-reset.server.js';
import { readSessionCookie, sessionCookie } from '../auth/session-cookie.server.js';
import { signInWithPassword } from '../auth/sign-in.server.js';
import { requestSignInLink, signInWithLink } from '../auth/sign-in-link.server.js';
import { hashToken } from '../auth/token-hash.server.js';
import { getPortalRuntime, type PortalRuntime } from '../runtime/portal-runtime.server.js';
import { clientAddress } from '../security/request-context.server.js';
import { requiredConnectionMessage, requiredConnectionRedirect } from './company-login.server.js';
import { secondFactorRedirect } from './second-factor-redirect.server.js';

/** What the sign-in page's action answers when it does not redirect. */
export type LoginActionData =
  | { intent: 'sign-in'; message: string; username: string }
  | { intent: 'forgot'; ok: boolean; message: string; email: string }
  | { intent: 'sign-in-link'; ok: boolean; message: string }
  | { intent: 'use-link'; message: string };

/**
 * The session the browser held before signing in, ended by the sign-in so the id always changes.
 *
 * @example
 * const previousIdHash = previousSession(request, runtime);
 */
export function previousSession(request: Request, runtime: PortalRuntime): string | null {
  const previous = readSessionCookie(request, { secure: runtime.identity.secureCookies });
  return previous ? hashToken(previous) : null;
}

/**
 * What a new session sends: its cookie and the clearing of the browser's HTTP cache of whoever used it
 * before (see CLEAR_AT_SIGN_IN for the rest), and the user's landing page.
 *
 * @example
 * const { headers, landing } = await signedInAnswer(runtime, result.token, result.session.absoluteExpiresAt);
 */
export async function signedInAnswer(runtime: PortalRuntime, token: string, absoluteExpiresAt: string) {
  const identity = await identityForToken(runtime, token);
  const cookie = sessionCookie(
    token,
    new Date(absoluteExpiresAt),
    { secure: runtime.identity.secureCookies },
    runtime.now(),
  );
  const headers = new Headers({ 'Set-Cookie': cookie, 'Clear-Site-Data': CLEAR_AT_SIGN_IN });
  return { headers, landing: identity ? landingPath(identity) : '/home' };
}

/**
 * A new session's answers (see {@link signedInAnswer}) with the redirect to the user's landing page.
 *
 * @example
 * return signedInRedirect(runtime, result.token, result.session.absoluteExpiresAt);
 */
export async function signedInRedirect(runtime: PortalRuntime, token: string, absoluteExpiresAt: string) {
  const { headers, landing } = await signedInAnswer(runtime, token, absoluteExpiresAt);
  return redirect(landing, { headers });
}

/**
 * The sign-in form: a new session and a redirect to the landing page, or 'Oops.. ' and a message that
 * does not say whether the e-mail has an account (the password is never sent back). That the account is
 * disabled is said only after the right password, so a guesser learns nothing of the account.
 *
 * @example
 * return signInAction(request, formData, context);
 */
export async function signInAction(
  request: Request,
  form: FormData,
  context?: Readonly<RouterContextProvider>,
) {
  const runtime = getPortalRuntime();
  const parsed = signInSchema.safeParse({ username: form.get('username'), password: form.get('password') });
  const username = String(form.get('username') ?? '');
  const routed = await requiredConnectionRedirect(username);
  if (routed) return routed;
  if (!parsed.success) {
    return data<LoginActionData>(
      { intent: 'sign-in', message: IDENTITY_MESSAGES.signInFailed, username },
      400,
    );
  }
  const address = clientAddress(request, context, runtime.identity);
  const result = await signInWithPassword(runtime, {
    email: parsed.data.username,
    password: parsed.data.password,
    address,
    userAgent: request.headers.get('User-Agent'),
    previousIdHash: previousSession(request, runtime),
  });
  if (result.kind === 'second-factor')
    return secondFactorRedirect(runtime, result.userId, 'password', address);
  if (result.kind === 'rate-limited') {
    return data<LoginActionData>(
      { intent: 'sign-in', message: IDENTITY_MESSAGES.signInRateLimited, username },
      { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
    );
  }
  if (result.kind === 'refused') {
    return data<LoginActionData>(
      { intent: 'sign-in', message: IDENTITY_MESSAGES.signInFailed, username },
      401,
    );
  }
  if (result.kind === 'disabled') {
    return data<LoginActionData>(
      { intent: 'sign-in', message: IDENTITY_MESSAGES.accountDisabled, username },
      403,
    );
  }
  return signedInRedirect(runtime, result.token, result.session.absoluteExpiresAt);
}

/** The e-mail of a mailed-link request, or null when it is not a valid e-mail (core's forgot-password rule). */
function requestedEmail(form: FormData): string | null {
  const parsed = forgotPasswordSchema.safeParse({ email: form.get('email') ?? '' });
  return parsed.success ? parsed.data.email : null;
}

const tooManyRequests = (answer: Extract<MailedLinkAnswer, { kind: 'rate-limited' }>) => ({
  status: 429,
  headers: { 'Retry-After': String(answer.retryAfterSeconds) },
});

/**
 * The forgot-password dialog: 'Success' whether or not the e-mail has an account (the e-mail goes out in
 * the background), the spec's failure message for an invalid e-mail or too many requests.
 *
 * @example
 * return forgotPasswordAction(request, formData, context);
 */
export async function forgotPasswordAction(
  request: Request,
  form: FormData,
  context?: Readonly<RouterContextProvider>,
) {
  const runtime = getPortalRuntime();
  const email = requestedEmail(form);
  const failed = { intent: 'forgot', ok: false, message: IDENTITY_MESSAGES.forgotFailed, email: '' } as const;
  if (!email) return data<LoginActionData>(failed, 400);
  const companyOnly = await requiredConnectionMessage(email);
  if (companyOnly) return data<LoginActionData>({ ...failed, message: companyOnly, email }, 403);
  const answer = await requestPasswordReset(runtime, {
    email,
    address: clientAddress(request, context, runtime.identity),
  });
  if (answer.kind === 'rate-limited') return data<LoginActionData>(failed, tooManyRequests(answer));
  return data<LoginActionData>({
    intent: 'forgot',
    ok: true,
    message: IDENTITY_MESSAGES.forgotSuccess,
    email,
  });
}

/**
 * 'E-mail me a sign-in link': the same answer whether or not the e-mail has an account; the link goes out
 * in the background. The spec's forgot-password failure message for an invalid e-mail or too many requests.
 *
 * @example
 * return signInLinkRequestAction(request, formData, context);
 */
export async function signInLinkRequestAction(
  request: Request,
  form: FormData,
  context?: Readonly<RouterContextProvider>,
) {
  const runtime = getPortalRuntime();
  const email = requestedEmail(form);
  const failed = { intent: 'sign-in-link', ok: false, message: IDENTITY_MESSAGES.forgotFailed } as const;
  if (!email) return data<LoginActionData>(failed, 400);
  const companyOnly = await requiredConnectionMessage(email);
  if (companyOnly) return data<LoginActionData>({ ...failed, message: companyOnly }, 403);
  const answer = await requestSignInLink(runtime, {
    email,
    address: clientAddress(request, context, runtime.identity),
  });
  if (answer.kind === 'rate-limited') return data<LoginActionData>(failed, tooManyRequests(answer));
  return data<LoginActionData>({
    intent: 'sign-in-link',
    ok: true,
    message: IDENTITY_MESSAGES.signInLinkSent,
  });
}

/**
 * The button behind a mailed sign-in link: uses the link up and signs in, or says the link is no good.
 *
 * @example
 * return linkSignInAction(request, formData, context);
 */
export async function linkSignInAction(
  request: Request,
  form: FormData,
  context?: Readonly<RouterContextProvider>,
) {
  const runtime = getPortalRuntime();
  const address = clientAddress(request, context, runtime.identity);
  const result = await signInWithLink(runtime, {
    token: String(form.get('token') ?? ''),
    address,
    userAgent: request.headers.get('User-Agent'),
    previousIdHash: previousSession(request, runtime),
  });
  if (result.kind === 'second-factor') return secondFactorRedirect(runtime, result.userId, 'link', address);
  if (result.kind === 'disabled') {
    return data<LoginActionData>({ intent: 'use-link', message: IDENTITY_MESSAGES.accountDisabled }, 403);
  }
  if (result.kind !== 'signed-in') {
    return data<LoginActionData>({ intent: 'use-link', message: IDENTITY_MESSAGES.signInLinkInvalid }, 400);
  }
  return signedInRedirect(runtime, result.token, result.session.absoluteExpiresAt);
}
