import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type MachineKeyIdentity, stampMachineKeyUsed } from '../access/require-machine-key.server.js';
import { writeAudit } from '../audit/audit-log.server.js';
import { IMPORT_KEYS } from '../auth/machine-key.server.js';
import type { ImportLimits } from '../config/env.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { startImportRun } from '../importer/import-runs.server.js';
import { ArchiveRefusal } from './archive-refusal.server.js';
import type { ImportJob } from './launch-import.server.js';
import { receiveArchive } from './receive-archive.server.js';
import { unpackArchive } from './unpack-archive.server.js';

/** The folder under PORTAL_DATA_DIR where pushed archives are received and unpacked, one folder each. */
export const IMPORT_UPLOADS_FOLDER = 'import-uploads';

/** An unfinished run older than this no longer blocks a push: its process is taken to have died. */
const RUN_UNDER_WAY_MS = 6 * 60 * 60_000;

/** Archives being received in this process; a second one pushed meanwhile is refused. */
let receiving = 0;

/** What accepting an archive needs besides the request. */
export interface AcceptContext {
  handle: DatabaseHandle;
  dataDir: string;
  limits: ImportLimits;
  key: MachineKeyIdentity;
  now: Date;
}

/**
 * A key never forces: a leaked key must not be able to delete more than PORTAL_IMPORT_MAX_DELETE_SHARE of
 * any entity (other customers' records among them). Only the command on the server takes --force.
 */
export function refuseForce(request: Request): void {
  const force = new URL(request.url).searchParams.get('force');
  if (force === null || force === 'false') return;
  throw new ArchiveRefusal(
    400,
    'force is refused with an import key: only the command on the server (npm run import -- <folder> --force) lets a snapshot delete more than PORTAL_IMPORT_MAX_DELETE_SHARE',
  );
}

async function refuseWhileUnderWay(handle: DatabaseHandle, now: Date): Promise<void> {
  const running = await handle.db
    .selectFrom('import_runs')
    .select('id')
    .where('finished_at', 'is', null)
    .where('started_at', '>', new Date(now.getTime() - RUN_UNDER_WAY_MS).toISOString())
    .executeTakeFirst();
  if (running)
    throw new ArchiveRefusal(
      409,
      `The import run ${running.id} is under way: push again once it ended (GET /api/import/${running.id})`,
    );
}

/**
 * Takes an archive pushed with an import key: refuses it while another import runs, receives it into a
 * private folder under PORTAL_DATA_DIR, unpacks it safely (see unpackArchive), then records the run
 * (source `api`, the key's name as actor) and answers the job to launch. The key is stamped as used once
 * no import is under way. A refused archive leaves nothing: its folder is removed, no run is recorded, and
 * the refusal is audited with the key's name.
 *
 * @throws ArchiveRefusal saying what is wrong (400, 409, 413, 415).
 * @example
 * const job = await acceptImport(request, { handle, dataDir: env.dataDir, limits: env.imports, key, now });
 * void launchImport(job, place);
 */
export async function acceptImport(request: Request, context: AcceptContext): Promise<ImportJob> {
  const { handle, key, now } = context;
  refuseForce(request);
  if (receiving > 0)
    throw new ArchiveRefusal(409, 'Another archive is being received: push again once it is in');
  receiving += 1;
  const uploads = join(context.dataDir, IMPORT_UPLOADS_FOLDER);
  const workFolder = join(uploads, randomUUID());
  try {
    await refuseWhileUnderWay(handle, now);
    await stampMachineKeyUsed(handle, IMPORT_KEYS, key.id, now);
    await mkdir(uploads, { recursive: true, mode: 0o700 });
    await mkdir(join(workFolder, 'data'), { recursive: true, mode: 0o700 });
    const archive = join(workFolder, 'archive');
    const bytes = await receiveArchive(request, archive, context.limits.maxBytes);
    const unpacked = await unpackArchive(archive, join(workFolder, 'data'), context.limits);
    await rm(archive);
    const origin = { source: 'api' as const, actor: key.name, importKeyId: key.id };
    const runId = await startImportRun(handle, origin, now);
    await writeAudit(
      handle,
      {
        action: 'import.pushed',
        actorUserId: null,
        details: { key: key.name, run: runId, archive: unpacked.kind, bytes, files: unpacked.files },
      },
      now,
    );
    return { runId, origin, folder: unpacked.folder, workFolder };
  } catch (error) {
    await rm(workFolder, { recursive: true, force: true });
    // A push refused because an import runs is no fault of the archive, and on SQLite an audit write would
    // wait for that import's transaction.
    if (error instanceof ArchiveRefusal && error.status !== 409)
      await writeAudit(
        handle,
        {
          action: 'import.archive-refused',
          actorUserId: null,
          details: { key: key.name, reason: error.message },
        },
        now,
      );
    throw error;
  } finally {
    receiving -= 1;
  }
}
