import { redirect } from 'react-router';
import {
  newPendingSecondFactor,
  type PendingSecondFactor,
  sealPendingSecondFactor,
} from '../auth/second-factor-pending.server.js';
import type { PortalRuntime } from '../runtime/portal-runtime.server.js';

/** The page of a sign-in's second step: a code, a recovery code, or setting up an authenticator app. */
export const SECOND_FACTOR_PATH = '/login/second-factor';

/**
 * After a right first factor of a user who has or needs a second one: no session yet, only the sealed
 * pending state and the way to the second-factor page.
 *
 * @example
 * if (result.kind === 'second-factor') return secondFactorRedirect(runtime, result.userId, 'password', address);
 */
export async function secondFactorRedirect(
  runtime: PortalRuntime,
  userId: string,
  method: PendingSecondFactor['method'],
  address: string,
): Promise<Response> {
  const pending = newPendingSecondFactor(userId, method, address, runtime.now());
  const cookie = await sealPendingSecondFactor(runtime.tokenKey, pending, {
    secure: runtime.identity.secureCookies,
  });
  return redirect(SECOND_FACTOR_PATH, { headers: { 'Set-Cookie': cookie } });
}
