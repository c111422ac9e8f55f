import { listMachineKeys } from '../admin/machine-keys.server.js';
import { formatDateTime } from '../audit/audit-words.server.js';
import type { MachineKeyKind } from '../auth/machine-key.server.js';
import type { DatabaseHandle } from '../db/database.server.js';

/**
 * The machine keys of one kind as their screen lists them (import keys, integration keys): newest first,
 * created, last used and revoked on the provider's clock (`timeZone`), null where it has not happened.
 *
 * @example
 * await machineKeyRows(handle, IMPORT_KEYS, 'Europe/Oslo'); // [{ name: 'FileMaker nightly export', createdAt: '26.11.2026 08:14', lastUsedAt: null, ... }]
 */
export async function machineKeyRows(handle: DatabaseHandle, kind: MachineKeyKind, timeZone: string) {
  const when = (instant: string | null) => (instant ? formatDateTime(instant, timeZone) : null);
  const keys = await listMachineKeys(handle, kind);
  return keys.map((key) => ({
    ...key,
    createdAt: when(key.createdAt),
    lastUsedAt: when(key.lastUsedAt),
    revokedAt: when(key.revokedAt),
  }));
}
