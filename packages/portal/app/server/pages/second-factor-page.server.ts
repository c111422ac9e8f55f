import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { data, redirect } from 'react-router';
import { IDENTITY_MESSAGES } from '../auth/identity-messages.server.js';
import { listPasskeys, passkeySignInOptions } from '../auth/passkeys.server.js';
import {
  checkPasskeySignIn,
  checkSecondFactor,
  confirmTotpEnrolment,
} from '../auth/second-factor-check.server.js';
import {
  claimPendingSecondFactor,
  clearedPendingSecondFactor,
  openPendingSecondFactor,
  type PendingSecondFactor,
} from '../auth/second-factor-pending.server.js';
import { secondFactorStep } from '../auth/second-factor-requirement.server.js';
import { startSignedInSession } from '../auth/sign-in.server.js';
import { authenticatorEntry } from '../auth/totp.server.js';
import { enrolmentSecret, hasTotpFactor } from '../auth/totp-factor.server.js';
import { getPortalRuntime, type PortalRuntime } from '../runtime/portal-runtime.server.js';
import { previousSession, signedInAnswer } from './login-page.server.js';

/** What the second-factor page shows: the step, and for `enrol` the app's QR code and secret as text. */
export interface SecondFactorPageView {
  /** `continue`: nothing more is asked (a reset in between left nothing to check). */
  step: 'verify' | 'enrol' | 'continue';
  enrolment: { uri: string; secret: string } | null;
  /** At `verify`: whether the user has an authenticator app (and recovery codes), and passkeys. */
  methods: { app: boolean; passkey: boolean };
}

/** What the second-factor page's action answers when it does not redirect. */
export type SecondFactorActionData =
  | { ok: false; message: string; expired: boolean }
  | { ok: true; recoveryCodes: string[]; next: string }
  | { ok: true; passkeyOptions: PublicKeyCredentialRequestOptionsJSON };

const MESSAGES = {
  expired: 'Your sign-in took too long or was finished already: sign in again.',
  wrongCode:
    'That code is not right or was used already. Type the 6 digits your app shows now, or one of your recovery codes.',
  wrongEnrolmentCode: 'That code is not right: type the 6 digits the app shows now for rigready.',
  wrongPasskey: 'That passkey was not accepted: try again, or type a code from your app.',
  changed: 'Something about your sign-in changed meanwhile: reload the page.',
  tooMany: (seconds: number) =>
    `Too many wrong codes: wait ${Math.ceil(seconds / 60)} minutes and try again, or ask an admin.`,
} as const;

const modeOf = (runtime: PortalRuntime) => ({ secure: runtime.identity.secureCookies });

/**
 * The second-factor page's data for the request's pending sign-in; without a usable one (missing, forged,
 * expired) it sends the browser back to /login.
 *
 * @example
 * export const loader = ({ request }) => secondFactorPageView(request);
 */
export async function secondFactorPageView(request: Request): Promise<SecondFactorPageView> {
  const runtime = getPortalRuntime();
  const now = runtime.now();
  const pending = await openPendingSecondFactor(request, runtime.tokenKey, modeOf(runtime), now);
  if (!pending) throw redirect('/login');
  const step = (await secondFactorStep(runtime, pending.userId)) ?? 'continue';
  const methods = {
    app: await hasTotpFactor(runtime.handle, pending.userId),
    passkey: (await listPasskeys(runtime.handle, pending.userId)).length > 0,
  };
  if (step !== 'enrol') return { step, enrolment: null, methods };
  const user = await runtime.handle.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', pending.userId)
    .executeTakeFirst();
  const secret = await enrolmentSecret(runtime.handle, runtime.tokenKey, pending.userId, now);
  if (!user || !secret) return { step: 'verify', enrolment: null, methods };
  return { step, enrolment: authenticatorEntry(secret, user.email), methods };
}

// Uses the pending state up and starts the session; otherwise the refusal: the state was used before (a
// replayed cookie), or the account was disabled since the first factor.
async function finishSignIn(
  runtime: PortalRuntime,
  request: Request,
  pending: PendingSecondFactor,
  secondFactor: string | null,
) {
  if (!(await claimPendingSecondFactor(runtime.handle, pending, runtime.now())))
    return { refusal: refused(MESSAGES.expired, 400) };
  const result = await startSignedInSession(runtime, pending.userId, {
    details: {
      ...(pending.method === 'link' ? { method: 'link' } : {}),
      address: pending.address,
      ...(secondFactor ? { secondFactor } : {}),
    },
    device: { address: pending.address, userAgent: request.headers.get('User-Agent') },
    previousIdHash: previousSession(request, runtime),
  });
  if (result.kind === 'disabled') return { refusal: refused(IDENTITY_MESSAGES.accountDisabled, 403) };
  const answer = await signedInAnswer(runtime, result.token, result.session.absoluteExpiresAt);
  answer.headers.append('Set-Cookie', clearedPendingSecondFactor(modeOf(runtime)));
  return answer;
}

const refused = (message: string, status: number, headers?: Record<string, string>) =>
  data<SecondFactorActionData>(
    { ok: false, message, expired: message === MESSAGES.expired },
    { status, ...(headers ? { headers } : {}) },
  );

/**
 * The second-factor page's posts: `verify` a code (authenticator app or recovery code), `passkey-options`
 * and `passkey` (a passkey's challenge and its signed answer), `enrol` (confirm a
 * new app with its code; answers the recovery codes, shown once, with the session started), `continue`
 * when nothing is asked. Each uses the pending sign-in up on success; a replayed or expired one is
 * refused with the way back to /login.
 *
 * @example
 * return secondFactorPageAction(request, formData, clientAddress(request, context, runtime.identity));
 */
export async function secondFactorPageAction(request: Request, form: FormData, address: string) {
  const runtime = getPortalRuntime();
  const pending = await openPendingSecondFactor(request, runtime.tokenKey, modeOf(runtime), runtime.now());
  if (!pending) return refused(MESSAGES.expired, 400);
  const step = await secondFactorStep(runtime, pending.userId);
  const intent = form.get('intent');
  const code = String(form.get('code') ?? '').trim();
  if (intent === 'verify' && step === 'verify') {
    const check = await checkSecondFactor(runtime, pending.userId, code, address);
    if (check.kind === 'rate-limited')
      return refused(MESSAGES.tooMany(check.retryAfterSeconds), 429, {
        'Retry-After': String(check.retryAfterSeconds),
      });
    if (check.kind === 'refused') return refused(MESSAGES.wrongCode, 400);
    const finished = await finishSignIn(
      runtime,
      request,
      pending,
      check.method === 'totp' ? 'authenticator app' : 'recovery code',
    );
    return 'refusal' in finished
      ? finished.refusal
      : redirect(finished.landing, { headers: finished.headers });
  }
  if (intent === 'passkey-options' && step === 'verify')
    return data<SecondFactorActionData>({
      ok: true,
      passkeyOptions: await passkeySignInOptions(runtime, pending.userId, pending.id),
    });
  if (intent === 'passkey' && step === 'verify') {
    const check = await checkPasskeySignIn(runtime, pending, String(form.get('response') ?? ''), address);
    if (check.kind === 'rate-limited')
      return refused(MESSAGES.tooMany(check.retryAfterSeconds), 429, {
        'Retry-After': String(check.retryAfterSeconds),
      });
    if (check.kind === 'refused') return refused(MESSAGES.wrongPasskey, 400);
    const finished = await finishSignIn(runtime, request, pending, 'passkey');
    return 'refusal' in finished
      ? finished.refusal
      : redirect(finished.landing, { headers: finished.headers });
  }
  if (intent === 'enrol' && step === 'enrol') {
    const check = await confirmTotpEnrolment(runtime, pending.userId, code, address);
    if (check.kind === 'rate-limited')
      return refused(MESSAGES.tooMany(check.retryAfterSeconds), 429, {
        'Retry-After': String(check.retryAfterSeconds),
      });
    if (check.kind === 'refused') return refused(MESSAGES.wrongEnrolmentCode, 400);
    const finished = await finishSignIn(runtime, request, pending, 'authenticator app');
    if ('refusal' in finished) return finished.refusal;
    return data<SecondFactorActionData>(
      { ok: true, recoveryCodes: check.recoveryCodes, next: finished.landing },
      { headers: finished.headers },
    );
  }
  if (intent === 'continue' && step === null) {
    const finished = await finishSignIn(runtime, request, pending, null);
    return 'refusal' in finished
      ? finished.refusal
      : redirect(finished.landing, { headers: finished.headers });
  }
  return refused(MESSAGES.changed, 409);
}
