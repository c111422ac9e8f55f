import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { MachineKeyIdentity } from '../access/require-machine-key.server.js';
import { writeAudit } from '../audit/audit-log.server.js';
import type { ImportLimits } from '../config/env.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { type DryRunReport, dryRunImport } from '../importer/dry-run-import.server.js';
import { IMPORT_UPLOADS_FOLDER, refuseForce } from './accept-import.server.js';
import { ArchiveRefusal } from './archive-refusal.server.js';
import { receiveArchive } from './receive-archive.server.js';
import { unpackArchive } from './unpack-archive.server.js';

/** What a dry run of a pushed archive needs besides the request. */
export interface CheckContext {
  handle: DatabaseHandle;
  dataDir: string;
  limits: ImportLimits;
  key: MachineKeyIdentity;
  maxDeleteShare: number;
  now: Date;
}

/**
 * A boolean query parameter (`true` or `false`, absent is false).
 *
 * @throws ArchiveRefusal 400 for any other value.
 * @example
 * queryFlag(new Request('https://portal/api/import?dryRun=true'), 'dryRun'); // true
 */
export function queryFlag(request: Request, name: string): boolean {
  const value = new URL(request.url).searchParams.get(name);
  if (value === null || value === 'false') return false;
  if (value === 'true') return true;
  throw new ArchiveRefusal(400, `${name} must be true or false, not ${JSON.stringify(value.slice(0, 40))}`);
}

/**
 * `POST /api/import?dryRun=true`: receives and unpacks the archive as a push does (same limits and
 * refusals), checks it as an import would, and answers what it would add, change and delete per entity,
 * or every problem. Nothing is imported and no run is recorded; the unpacked folder is removed before the
 * answer. The check is audited with the key's name.
 *
 * @throws ArchiveRefusal when the archive itself is refused (400, 413, 415).
 * @example
 * const report = await checkPushedArchive(request, { handle, dataDir, limits, key, maxDeleteShare, now });
 */
export async function checkPushedArchive(request: Request, context: CheckContext): Promise<DryRunReport> {
  const { handle, key, now } = context;
  refuseForce(request);
  const uploads = join(context.dataDir, IMPORT_UPLOADS_FOLDER);
  const workFolder = join(uploads, randomUUID());
  try {
    await mkdir(join(workFolder, 'data'), { recursive: true, mode: 0o700 });
    const archive = join(workFolder, 'archive');
    await receiveArchive(request, archive, context.limits.maxBytes);
    const unpacked = await unpackArchive(archive, join(workFolder, 'data'), context.limits);
    const report = await dryRunImport(handle, unpacked.folder, {
      pushedWithKey: true,
      maxDeleteShare: context.maxDeleteShare,
    });
    await writeAudit(
      handle,
      {
        action: 'import.checked',
        actorUserId: null,
        details: {
          key: key.name,
          archive: unpacked.kind,
          files: unpacked.files,
          ok: report.ok,
          ...(report.ok ? {} : { problems: report.problems.length }),
        },
      },
      now,
    );
    return report;
  } finally {
    await rm(workFolder, { recursive: true, force: true });
  }
}
