import { randomUUID } from 'node:crypto';
import { writeAudit } from '../audit/audit-log.server.js';
import { newImportKey } from '../auth/import-key.server.js';
import { hashToken } from '../auth/token-hash.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { type AdminChangeContext, AdminChangeError } from './change-context.server.js';

/** The longest name of an import key: a system and its purpose, e.g. "FileMaker nightly export". */
const NAME_MAX = 80;

/** An import key as the admin screen lists it: never the key itself, which is shown once at creation. */
export interface ImportKeyListing {
  id: string;
  name: string;
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/**
 * Every import key, newest first, with the e-mail of the admin who created it; revoked keys stay listed.
 *
 * @example
 * const keys = await listImportKeys(handle); // [{ name: 'FileMaker nightly', revokedAt: null, ... }]
 */
export async function listImportKeys(handle: DatabaseHandle): Promise<ImportKeyListing[]> {
  const rows = await handle.db
    .selectFrom('import_keys')
    .leftJoin('users', 'users.id', 'import_keys.created_by')
    .select([
      'import_keys.id',
      'import_keys.name',
      'users.email',
      'import_keys.created_at',
      'import_keys.last_used_at',
      'import_keys.revoked_at',
    ])
    .orderBy('import_keys.created_at', 'desc')
    .orderBy('import_keys.id')
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
 * Creates an import key named `name` and answers it: the only time the key is seen, since only its
 * SHA-256 is stored. Names are unique among the keys not revoked, so the history's actor names one key.
 *
 * @throws AdminChangeError 400 for an empty or overlong name, 409 for a name a live key has.
 * @example
 * const { key } = await createImportKey(change, 'FileMaker nightly'); // 'rrik_3q2...'
 */
export async function createImportKey(
  change: AdminChangeContext,
  name: string,
): Promise<{ id: string; name: string; key: string }> {
  const trimmed = name.trim();
  if (trimmed === '') throw new AdminChangeError(400, 'Invalid name: give the key a name');
  if (trimmed.length > NAME_MAX)
    throw new AdminChangeError(400, `Invalid name: at most ${NAME_MAX} characters`);
  const live = await change.handle.db
    .selectFrom('import_keys')
    .select('id')
    .where('name', '=', trimmed)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (live) throw new AdminChangeError(409, `An import key named ${trimmed} exists already`);
  const id = randomUUID();
  const key = newImportKey();
  await change.handle.db
    .insertInto('import_keys')
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
    { action: 'admin.import-key.create', actorUserId: change.adminUserId, details: { name: trimmed } },
    change.now,
  );
  return { id, name: trimmed, key };
}

/**
 * Revokes an import key: it is refused from then on, and stays listed with the time it was revoked.
 *
 * @throws AdminChangeError 404 for an unknown key, 409 for a key revoked already.
 * @example
 * await revokeImportKey(change, keyId);
 */
export async function revokeImportKey(change: AdminChangeContext, id: string): Promise<{ name: string }> {
  const row = await change.handle.db
    .selectFrom('import_keys')
    .select(['name', 'revoked_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AdminChangeError(404, 'No such import key');
  if (row.revoked_at !== null)
    throw new AdminChangeError(409, `The import key ${row.name} is revoked already`);
  await change.handle.db
    .updateTable('import_keys')
    .set({ revoked_at: change.now.toISOString() })
    .where('id', '=', id)
    .execute();
  await writeAudit(
    change.handle,
    { action: 'admin.import-key.revoke', actorUserId: change.adminUserId, details: { name: row.name } },
    change.now,
  );
  return { name: row.name };
}
