import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { data } from 'react-router';
import type { Identity } from '../access/identity.server.js';
import { listPasskeys, type PasskeyListing, passkeyRegistrationOptions } from '../auth/passkeys.server.js';
import { recoveryCodesLeft } from '../auth/recovery-codes.server.js';
import {
  addOwnPasskey,
  regenerateRecoveryCodes,
  removeOwnPasskey,
  removeOwnSecondFactor,
  SecondFactorChangeError,
} from '../auth/second-factor-changes.server.js';
import { confirmTotpEnrolment } from '../auth/second-factor-check.server.js';
import { secondFactorRequired } from '../auth/second-factor-requirement.server.js';
import { authenticatorEntry } from '../auth/totp.server.js';
import { enrolmentSecret, hasTotpFactor } from '../auth/totp-factor.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';

/** What /settings/security shows of the signed-in user's own second factor. */
export interface SecurityPageView {
  hasApp: boolean;
  recoveryCodesLeft: number;
  /** Whether a second factor is required of the user (it cannot be removed then). */
  required: boolean;
  /** The QR code's URI and the secret as text, while no app is set up. */
  enrolment: { uri: string; secret: string } | null;
  passkeys: PasskeyListing[];
}

/** What the security page's action answers. */
export type SecurityActionData = {
  ok: boolean;
  message: string;
  recoveryCodes?: string[];
  passkeyOptions?: PublicKeyCredentialCreationOptionsJSON;
};

/**
 * The signed-in user's own second factor, and an app to set up when they have none (the same secret until
 * it is confirmed, so a reload shows the same QR code).
 *
 * @example
 * const view = await securityPageView(identity);
 */
export async function securityPageView(identity: Identity): Promise<SecurityPageView> {
  const runtime = getPortalRuntime();
  const userId = identity.user.id;
  const hasApp = await hasTotpFactor(runtime.handle, userId);
  const secret = hasApp
    ? null
    : await enrolmentSecret(runtime.handle, runtime.tokenKey, userId, runtime.now());
  return {
    hasApp,
    recoveryCodesLeft: hasApp ? await recoveryCodesLeft(runtime.handle, userId) : 0,
    required: await secondFactorRequired(runtime, userId),
    enrolment: secret ? authenticatorEntry(secret, identity.user.email) : null,
    passkeys: await listPasskeys(runtime.handle, userId),
  };
}

/**
 * The security page's posts, each on the signed-in user's own factor only (nothing posted names a user):
 * `enrol` confirms the app with a code and answers new recovery codes, `recovery-codes` makes new ones,
 * `remove` removes the app (refused while it is the last factor required), `passkey-options` and
 * `passkey-add` (name, response) add a passkey, `passkey-remove` (id) removes one of the user's own.
 *
 * @example
 * return securityPageAction(identity, formData, address);
 */
export async function securityPageAction(identity: Identity, form: FormData, address: string) {
  const runtime = getPortalRuntime();
  const userId = identity.user.id;
  const intent = form.get('intent');
  try {
    if (intent === 'enrol') {
      const check = await confirmTotpEnrolment(runtime, userId, String(form.get('code') ?? ''), address);
      if (check.kind === 'rate-limited')
        return data<SecurityActionData>(
          { ok: false, message: 'Too many wrong codes: wait a few minutes and try again' },
          { status: 429, headers: { 'Retry-After': String(check.retryAfterSeconds) } },
        );
      if (check.kind === 'refused')
        return data<SecurityActionData>(
          { ok: false, message: 'That code is not right: type the 6 digits the app shows now for rigready' },
          400,
        );
      return { ok: true, message: 'Authenticator app set up', recoveryCodes: check.recoveryCodes };
    }
    if (intent === 'recovery-codes') {
      const recoveryCodes = await regenerateRecoveryCodes(runtime, userId);
      return { ok: true, message: 'New recovery codes made: the old ones no longer work', recoveryCodes };
    }
    if (intent === 'passkey-options') {
      const passkeyOptions = await passkeyRegistrationOptions(
        runtime,
        identity.user,
        identity.session.idHash,
      );
      return { ok: true, message: '', passkeyOptions };
    }
    if (intent === 'passkey-add') {
      const name = String(form.get('name') ?? '');
      await addOwnPasskey(runtime, userId, identity.session.idHash, name, String(form.get('response') ?? ''));
      return { ok: true, message: `Passkey ${name.trim()} added` };
    }
    if (intent === 'passkey-remove') {
      await removeOwnPasskey(runtime, userId, String(form.get('id') ?? ''));
      return { ok: true, message: 'Passkey removed' };
    }
    if (intent === 'remove') {
      await removeOwnSecondFactor(runtime, userId);
      return { ok: true, message: 'Authenticator app removed' };
    }
  } catch (error) {
    if (error instanceof SecondFactorChangeError)
      return data<SecurityActionData>({ ok: false, message: error.message }, 409);
    throw error;
  }
  return data<SecurityActionData>(
    {
      ok: false,
      message:
        'Unknown action: choose enrol, recovery-codes, remove, passkey-options, passkey-add or passkey-remove',
    },
    400,
  );
}
