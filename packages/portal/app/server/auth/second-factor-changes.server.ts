import { writeAudit } from '../audit/audit-log.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';
import { addPasskey, listPasskeys, removePasskey } from './passkeys.server.js';
import { replaceRecoveryCodes } from './recovery-codes.server.js';
import { secondFactorRequired } from './second-factor-requirement.server.js';
import { hasTotpFactor, removeTotpFactor } from './totp-factor.server.js';

/** Why a change to the caller's own second factor was refused. */
export class SecondFactorChangeError extends Error {
  override name = 'SecondFactorChangeError';
}

const REQUIRED_STAYS =
  'A second factor is required for your account: keep at least one (add a passkey or an app first). Ask an admin to reset it if you lost your phone.';

/**
 * Removes the caller's own authenticator app and recovery codes (audited). Refused while a second factor is
 * required of them and no passkey would remain: a stolen session should not be able to strip it.
 *
 * @throws SecondFactorChangeError when it is the last second factor of a user who must have one.
 * @example
 * await removeOwnSecondFactor(runtime, identity.user.id);
 */
export async function removeOwnSecondFactor(runtime: PortalRuntime, userId: string): Promise<void> {
  const passkeys = await listPasskeys(runtime.handle, userId);
  if (passkeys.length === 0 && (await secondFactorRequired(runtime, userId)))
    throw new SecondFactorChangeError(REQUIRED_STAYS);
  const at = runtime.now();
  const removed = await removeTotpFactor(runtime.handle, userId);
  await runtime.handle.db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  if (removed)
    await writeAudit(
      runtime.handle,
      { action: 'second-factor.removed', actorUserId: userId, details: { factor: 'authenticator app' } },
      at,
    );
}

/**
 * Adds a passkey to the caller's own account under `name` (1 to 60 characters), audited.
 *
 * @throws SecondFactorChangeError for a missing or long name, or a passkey that did not verify.
 * @example
 * await addOwnPasskey(runtime, identity.user.id, identity.session.idHash, 'Work laptop', responseJson);
 */
export async function addOwnPasskey(
  runtime: PortalRuntime,
  userId: string,
  sessionIdHash: string,
  name: string,
  responseJson: string,
): Promise<void> {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > 60)
    throw new SecondFactorChangeError('Name the passkey (1 to 60 characters), e.g. Work laptop');
  if (!(await addPasskey(runtime, userId, sessionIdHash, trimmed, responseJson)))
    throw new SecondFactorChangeError('The passkey could not be checked: try adding it again');
  await writeAudit(
    runtime.handle,
    { action: 'second-factor.enrolled', actorUserId: userId, details: { factor: `the passkey ${trimmed}` } },
    runtime.now(),
  );
}

/**
 * Removes one of the caller's own passkeys by id (audited); an id that is not theirs is refused, and so
 * is the last second factor of a user who must have one.
 *
 * @throws SecondFactorChangeError for an id not among the user's passkeys, or the last required factor.
 * @example
 * await removeOwnPasskey(runtime, identity.user.id, 'hJ3...');
 */
export async function removeOwnPasskey(runtime: PortalRuntime, userId: string, id: string): Promise<void> {
  const passkeys = await listPasskeys(runtime.handle, userId);
  const passkey = passkeys.find((entry) => entry.id === id);
  if (!passkey) throw new SecondFactorChangeError('No such passkey of yours: reload the page');
  if (
    passkeys.length === 1 &&
    !(await hasTotpFactor(runtime.handle, userId)) &&
    (await secondFactorRequired(runtime, userId))
  )
    throw new SecondFactorChangeError(REQUIRED_STAYS);
  if (!(await removePasskey(runtime.handle, userId, id))) return;
  await writeAudit(
    runtime.handle,
    {
      action: 'second-factor.removed',
      actorUserId: userId,
      details: { factor: `the passkey ${passkey.name}` },
    },
    runtime.now(),
  );
}

/**
 * Gives the caller 10 new recovery codes (the old ones stop working) and audits it; only for a user with
 * an authenticator app, since the codes stand in for it.
 *
 * @throws SecondFactorChangeError when the user has no authenticator app.
 * @example
 * const codes = await regenerateRecoveryCodes(runtime, identity.user.id);
 */
export async function regenerateRecoveryCodes(runtime: PortalRuntime, userId: string): Promise<string[]> {
  if (!(await hasTotpFactor(runtime.handle, userId)))
    throw new SecondFactorChangeError('Set up an authenticator app first: recovery codes stand in for it');
  const at = runtime.now();
  const codes = await replaceRecoveryCodes(runtime.handle, runtime.tokenKey, userId, at);
  await writeAudit(runtime.handle, { action: 'second-factor.recovery-regenerated', actorUserId: userId }, at);
  return codes;
}
