import { writeAudit } from '../audit/audit-log.server.js';
import { tokenFromAuthorization } from '../auth/bearer-token.server.js';
import { type MachineKeyKind, machineKeyKindOf } from '../auth/machine-key.server.js';
import { hashToken } from '../auth/token-hash.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { apiJson } from '../security/api-answers.server.js';
import { requireApiIdentity } from './require-api-identity.server.js';

/** The machine key a request presented, once found and not revoked. */
export interface MachineKeyIdentity {
  id: string;
  name: string;
}

const howToSend = (kind: MachineKeyKind) =>
  `send Authorization: Bearer ${kind.prefix}... (an admin creates one on ${kind.screen})`;

/**
 * Guard of the calls a key of `kind` opens, and of no other: the key from the Authorization header, found
 * by its hash and not revoked. It writes nothing for a valid key (see {@link stampMachineKeyUsed}), so
 * polling never waits for another call's writes (SQLite).
 * Throws 401 without a key, for an unknown key and for a revoked one (that attempt is audited), and 403 for
 * a key of another kind and for a valid user's token or session, an admin's included: these calls are a
 * machine's, so each one names the key that made it.
 *
 * @example
 * export async function action({ request }: Route.ActionArgs) {
 *   const key = await requireMachineKey(request, IMPORT_KEYS); // { id, name: 'FileMaker nightly' }
 * }
 */
export async function requireMachineKey(request: Request, kind: MachineKeyKind): Promise<MachineKeyIdentity> {
  const challenge = { 'WWW-Authenticate': `Bearer realm="${kind.realm}"` };
  const credential = tokenFromAuthorization(request.headers.get('Authorization'));
  const presented = credential ? machineKeyKindOf(credential) : null;
  if (presented && presented !== kind)
    throw apiJson(
      { message: `${kind.calls} take an ${kind.noun}, not an ${presented.noun}: ${howToSend(kind)}` },
      403,
    );
  if (!credential || !presented) {
    const signedIn = await requireApiIdentity(request).then(
      () => true,
      () => false,
    );
    throw signedIn
      ? apiJson(
          { message: `${kind.calls} take an ${kind.noun}, not a user's sign-in: ${howToSend(kind)}` },
          403,
        )
      : apiJson(
          {
            message: `An ${kind.noun} is required: send it as Authorization: Bearer ${kind.prefix}... (an admin creates one on ${kind.screen})`,
          },
          401,
          challenge,
        );
  }
  const { handle, now } = getPortalRuntime();
  const key = await handle.db
    .selectFrom(kind.table)
    .select(['id', 'name', 'revoked_at'])
    .where('key_hash', '=', hashToken(credential))
    .executeTakeFirst();
  if (!key) throw apiJson({ message: `Unknown ${kind.noun}` }, 401, challenge);
  if (key.revoked_at !== null) {
    await writeAudit(
      handle,
      { action: kind.audit.refused, actorUserId: null, details: { name: key.name } },
      now(),
    );
    throw apiJson({ message: `The ${kind.noun} ${key.name} was revoked` }, 401, challenge);
  }
  return { id: key.id, name: key.name };
}

/**
 * Records that a key of `kind` was used at `now`, for the admin screen's "Last used" column.
 *
 * @example
 * await stampMachineKeyUsed(handle, INTEGRATION_KEYS, key.id, now);
 */
export async function stampMachineKeyUsed(
  handle: DatabaseHandle,
  kind: MachineKeyKind,
  id: string,
  now: Date,
): Promise<void> {
  await handle.db
    .updateTable(kind.table)
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}
