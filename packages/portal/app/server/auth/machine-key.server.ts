import type { AuditAction } from '../audit/audit-log.server.js';
import { newToken } from './token-hash.server.js';

/**
 * A kind of key a machine presents instead of a person's sign-in: where its hashes are kept, what starts
 * it, what it is called, what it opens and where an admin makes one. Import keys and integration keys are
 * two kinds of the same thing: named, shown once, stored hashed, revocable and audited.
 */
export interface MachineKeyKind {
  table: 'import_keys' | 'integration_keys';
  /** What starts every key of the kind, so a key is told from a user's bearer token (a JWT) at a glance,
   * and a secret scanner can find one pasted where it should not be. */
  prefix: string;
  /** What the key is called in sentences: 'import key'. */
  noun: string;
  /** What the calls a key opens are called, as the subject of a sentence: 'Imports'. */
  calls: string;
  /** The calls a key opens, as a refusal of any other call names them. */
  opens: string;
  /** The admin screen that creates and revokes keys of the kind. */
  screen: string;
  /** The realm of the Bearer challenge a refused call answers with. */
  realm: string;
  audit: { create: AuditAction; revoke: AuditAction; refused: AuditAction };
}

/**
 * Import keys: a system pushes its data set with one (`POST /api/import`, `GET /api/import/<id>`).
 *
 * @example
 * newMachineKey(IMPORT_KEYS); // 'rrik_3q2V...'
 */
export const IMPORT_KEYS: MachineKeyKind = {
  table: 'import_keys',
  prefix: 'rrik_',
  noun: 'import key',
  calls: 'Imports',
  opens: 'POST /api/import and GET /api/import/<id>',
  screen: '/imports/keys',
  realm: 'rigready-import',
  audit: {
    create: 'admin.import-key.create',
    revoke: 'admin.import-key.revoke',
    refused: 'import-key.refused',
  },
};

/**
 * Integration keys: the system of record reads the outbox and answers request statuses with one.
 *
 * @example
 * newMachineKey(INTEGRATION_KEYS); // 'rrxk_3q2V...'
 */
export const INTEGRATION_KEYS: MachineKeyKind = {
  table: 'integration_keys',
  prefix: 'rrxk_',
  noun: 'integration key',
  calls: 'The outbox and request status calls',
  opens: 'GET /api/outbox and POST /api/requests/<number>/status',
  screen: '/integrations',
  realm: 'rigready-integration',
  audit: {
    create: 'admin.integration-key.create',
    revoke: 'admin.integration-key.revoke',
    refused: 'integration-key.refused',
  },
};

const KINDS = [IMPORT_KEYS, INTEGRATION_KEYS] as const;

/**
 * A new key of `kind`: its prefix and 256 random bits. Only its hash (hashToken) is stored.
 *
 * @example
 * const key = newMachineKey(IMPORT_KEYS); // 'rrik_3q2V...' (48 characters)
 */
export function newMachineKey(kind: MachineKeyKind): string {
  return `${kind.prefix}${newToken()}`;
}

/**
 * The kind of machine key a presented credential is by its form, or null for anything else (a user's
 * token); whether it is a valid key is the database's to say.
 *
 * @example
 * machineKeyKindOf('rrxk_3q2V...'); // INTEGRATION_KEYS
 * machineKeyKindOf('eyJhbGciOi...'); // null
 */
export function machineKeyKindOf(credential: string): MachineKeyKind | null {
  return KINDS.find((kind) => credential.startsWith(kind.prefix)) ?? null;
}
