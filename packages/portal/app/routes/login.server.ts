import { forgotPasswordSchema, signInSchema } from '@rigready/core';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { landingPath } from '../server/access/after-sign-in.server.js';
import { getPortalRuntime } from '../server/access/portal-runtime.server.js';
import { IDENTITY_MESSAGES } from '../server/auth/identity-messages.server.js';
import { requestPasswordReset } from '../server/auth/password-reset.server.js';
import { readSessionCookie, sessionCookie } from '../server/auth/session-cookie.server.js';
import { identityForToken } from '../server/auth/session-for-token.server.js';
import { signInWithPassword } from '../server/auth/sign-in.server.js';
import { hashToken } from '../server/auth/token-hash.server.js';
import { clientAddress } from '../server/security/request-context.server.js';

/** What the sign-in page's action answers when it does not redirect. */
export type LoginActionData =
  | { intent: 'sign-in'; message: string; username: string }
  | { intent: 'forgot'; ok: boolean; message: string; email: string };

function publicOrigin(request: Request, configured: string | null): string {
  return configured ?? new URL(request.url).origin;
}

/**
 * The sign-in form: a new session and a redirect to the landing page, or 'Oops.. ' and a message that
 * does not say whether the e-mail has an account (the password is never sent back).
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
  if (!parsed.success) {
    return data<LoginActionData>(
      { intent: 'sign-in', message: IDENTITY_MESSAGES.signInFailed, username },
      400,
    );
  }
  const cookieMode = { secure: runtime.identity.secureCookies };
  const previous = readSessionCookie(request, cookieMode);
  const result = await signInWithPassword(runtime, {
    email: parsed.data.username,
    password: parsed.data.password,
    address: clientAddress(request, context, runtime.identity),
    previousIdHash: previous ? hashToken(previous) : null,
  });
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
  const identity = await identityForToken(runtime, result.token);
  const cookie = sessionCookie(
    result.token,
    new Date(result.session.absoluteExpiresAt),
    cookieMode,
    runtime.now(),
  );
  return redirect(identity ? landingPath(identity) : '/home', { headers: { 'Set-Cookie': cookie } });
}

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
  const parsed = forgotPasswordSchema.safeParse({ email: form.get('email') ?? '' });
  if (!parsed.success) {
    return data<LoginActionData>(
      { intent: 'forgot', ok: false, message: IDENTITY_MESSAGES.forgotFailed, email: '' },
      400,
    );
  }
  const origin = publicOrigin(request, runtime.identity.publicOrigin);
  const answer = await requestPasswordReset(runtime, {
    email: parsed.data.email,
    address: clientAddress(request, context, runtime.identity),
    linkFor: (token) => `${origin}/reset-password?token=${encodeURIComponent(token)}`,
  });
  if (answer.kind === 'rate-limited') {
    return data<LoginActionData>(
      { intent: 'forgot', ok: false, message: IDENTITY_MESSAGES.forgotFailed, email: '' },
      { status: 429, headers: { 'Retry-After': String(answer.retryAfterSeconds) } },
    );
  }
  return data<LoginActionData>({
    intent: 'forgot',
    ok: true,
    message: IDENTITY_MESSAGES.forgotSuccess,
    email: parsed.data.email,
  });
}
