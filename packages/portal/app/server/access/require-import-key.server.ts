import { writeAudit } from '../audit/audit-log.server.js';
import { tokenFromAuthorization } from '../auth/bearer-token.server.js';
import { looksLikeImportKey } from '../auth/import-key.server.js';
import { hashToken } from '../auth/token-hash.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { apiJson } from '../security/api-answers.server.js';
import { requireApiIdentity } from './require-api-identity.server.js';

/** The import key a request presented, once found and not revoked. */
export interface ImportKeyIdentity {
  id: string;
  name: string;
}

const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="rigready-import"' };

const NO_KEY =
  'An import key is required: send it as Authorization: Bearer rrik_... (an admin creates one on /imports/keys)';
const USER_CREDENTIAL =
  "Imports take an import key, not a user's sign-in: send Authorization: Bearer rrik_... (an admin creates one on /imports/keys)";

/**
 * Guard of the import calls (`POST /api/import`, `GET /api/import/<id>`), the only calls an import key
 * opens: the key from the Authorization header, found by its hash and not revoked. It writes nothing for a
 * valid key (a push stamps the key as used: see acceptImport), so polling a run's status never waits for the
 * import's writes (SQLite).
 * Throws 401 without a key, for an unknown key and for a revoked one (that attempt is audited), and 403 for
 * a valid user's token or session, an admin's included: a person imports with the command, a machine with
 * its key, so every API import names the key that pushed it.
 *
 * @example
 * export async function action({ request }: Route.ActionArgs) {
 *   const key = await requireImportKey(request); // { id, name: 'FileMaker nightly' }
 * }
 */
export async function requireImportKey(request: Request): Promise<ImportKeyIdentity> {
  const credential = tokenFromAuthorization(request.headers.get('Authorization'));
  if (!credential || !looksLikeImportKey(credential)) {
    const signedIn = await requireApiIdentity(request).then(
      () => true,
      () => false,
    );
    throw signedIn
      ? apiJson({ message: USER_CREDENTIAL }, 403)
      : apiJson({ message: NO_KEY }, 401, CHALLENGE);
  }
  const { handle, now } = getPortalRuntime();
  const at = now();
  const key = await handle.db
    .selectFrom('import_keys')
    .select(['id', 'name', 'revoked_at'])
    .where('key_hash', '=', hashToken(credential))
    .executeTakeFirst();
  if (!key) throw apiJson({ message: 'Unknown import key' }, 401, CHALLENGE);
  if (key.revoked_at !== null) {
    await writeAudit(
      handle,
      { action: 'import-key.refused', actorUserId: null, details: { name: key.name } },
      at,
    );
    throw apiJson({ message: `The import key ${key.name} was revoked` }, 401, CHALLENGE);
  }
  return { id: key.id, name: key.name };
}
