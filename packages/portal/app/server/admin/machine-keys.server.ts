import { randomUUID } from 'node:crypto';
import { writeAudit } from '../audit/audit-log.server.js';
import { type MachineKeyKind, newMachineKey } from '../auth/machine-key.server.js';
import { hashToken } from '../auth/token-hash.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { type AdminChangeContext, AdminChangeError } from './change-context.server.js';

/** The longest name of a key: a system and its purpose, e.g. "FileMaker nightly export". */
const NAME_MAX = 80;

/** A machine key as the admin screen lists it: never the key itself, which is shown once at creation. */
export interface MachineKeyListing {
  id: string;
  name: string;
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/**
 * Every key of `kind`, newest first, with the e-mail of the admin who created it; revoked keys stay listed.
 *
 * @example
 * const keys = await listMachineKeys(handle, IMPORT_KEYS); // [{ name: 'FileMaker nightly', revokedAt: null, ... }]
 */
export async function listMachineKeys(
  handle: DatabaseHandle,
  kind: MachineKeyKind,
): Promise<MachineKeyListing[]> {
  const rows = await handle.db
    .selectFrom(`${kind.table} as machine_keys`)
    .leftJoin('users', 'users.id', 'machine_keys.created_by')
    .select([
      'machine_keys.id',
      'machine_keys.name',
      'users.email',
      'machine_keys.created_at',
      'machine_keys.last_used_at',
      'machine_keys.revoked_at',
    ])
    .orderBy('machine_keys.created_at', 'desc')
    .orderBy('machine_keys.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdBy: row.email ?? null,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  }));
}

/**
 * Creates a key of `kind` named `name` and answers it: the only time the key is seen, since only its
 * SHA-256 is stored. Names are unique among the kind's keys not revoked, so the history's actor names one key.
 *
 * @throws AdminChangeError 400 for an empty or overlong name, 409 for a name a live key has.
 * @example
 * const { key } = await createMachineKey(change, IMPORT_KEYS, 'FileMaker nightly'); // 'rrik_3q2...'
 */
export async function createMachineKey(
  change: AdminChangeContext,
  kind: MachineKeyKind,
  name: string,
): Promise<{ id: string; name: string; key: string }> {
  const trimmed = name.trim();
  if (trimmed === '') throw new AdminChangeError(400, 'Invalid name: give the key a name');
  if (trimmed.length > NAME_MAX)
    throw new AdminChangeError(400, `Invalid name: at most ${NAME_MAX} characters`);
  const live = await change.handle.db
    .selectFrom(kind.table)
    .select('id')
    .where('name', '=', trimmed)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (live) throw new AdminChangeError(409, `An ${kind.noun} named ${trimmed} exists already`);
  const id = randomUUID();
  const key = newMachineKey(kind);
  await change.handle.db
    .insertInto(kind.table)
    .values({
      id,
      name: trimmed,
      key_hash: hashToken(key),
      created_by: change.adminUserId,
      created_at: change.now.toISOString(),
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
  await writeAudit(
    change.handle,
    { action: kind.audit.create, actorUserId: change.adminUserId, details: { name: trimmed } },
    change.now,
  );
  return { id, name: trimmed, key };
}

/**
 * Revokes a key of `kind`: it is refused from then on, and stays listed with the time it was revoked.
 *
 * @throws AdminChangeError 404 for an unknown key, 409 for a key revoked already.
 * @example
 * await revokeMachineKey(change, IMPORT_KEYS, keyId);
 */
export async function revokeMachineKey(
  change: AdminChangeContext,
  kind: MachineKeyKind,
  id: string,
): Promise<{ name: string }> {
  const row = await change.handle.db
    .selectFrom(kind.table)
    .select(['name', 'revoked_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AdminChangeError(404, `No such ${kind.noun}`);
  if (row.revoked_at !== null)
    throw new AdminChangeError(409, `The ${kind.noun} ${row.name} is revoked already`);
  // Conditional, so of two revokes at once one writes and audits, the other is told it came second.
  const revoked = await change.handle.db
    .updateTable(kind.table)
    .set({ revoked_at: change.now.toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(revoked.numUpdatedRows) !== 1)
    throw new AdminChangeError(409, `The ${kind.noun} ${row.name} is revoked already`);
  await writeAudit(
    change.handle,
    { action: kind.audit.revoke, actorUserId: change.adminUserId, details: { name: row.name } },
    change.now,
  );
  return { name: row.name };
}
