import {
  type MachineKeyIdentity,
  requireMachineKey,
} from '../../server/access/require-machine-key.server.js';
import { IMPORT_KEYS } from '../../server/auth/machine-key.server.js';
import { configuredDocumentStore } from '../../server/document-store/configured-document-store.server.js';
import { acceptImport } from '../../server/import-api/accept-import.server.js';
import { ArchiveRefusal } from '../../server/import-api/archive-refusal.server.js';
import { checkPushedArchive, queryFlag } from '../../server/import-api/check-pushed-archive.server.js';
import { importRunPath } from '../../server/import-api/import-run-answer.server.js';
import { launchImport } from '../../server/import-api/launch-import.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { apiJson } from '../../server/security/api-answers.server.js';
import { importCommandContext } from '../../server/security/request-context.server.js';
import type { Route } from './+types/import';

// A machine pushes a data set as a tar, tar.gz or zip with its import key. The archive is received and
// unpacked before the answer (so every refusal is the answer), the run is recorded, and the answer, 202
// with the run's URL, goes out at once; the import then runs as the command does (see launchImport).
export async function action({ request, context }: Route.ActionArgs) {
  const key = await requireMachineKey(request, IMPORT_KEYS);
  if ((new URL(request.url).searchParams.get('dryRun') ?? 'false') !== 'false') return dryRun(request, key);
  const runtime = getPortalRuntime();
  const { env, handle } = runtime;
  let job: Awaited<ReturnType<typeof acceptImport>>;
  try {
    job = await acceptImport(request, {
      handle,
      dataDir: env.dataDir,
      limits: env.imports,
      key,
      now: runtime.now(),
    });
  } catch (error) {
    if (error instanceof ArchiveRefusal) return apiJson({ message: error.message }, error.status);
    throw error;
  }
  void launchImport(job, {
    handle,
    store: configuredDocumentStore(env.documents),
    importCommand: context.get(importCommandContext),
    maxDeleteShare: env.importMaxDeleteShare,
  });
  const path = importRunPath(job.runId);
  return apiJson({ id: job.runId, status: 'checking', url: `${env.origin}${path}` }, 202, { Location: path });
}

// `?dryRun=true` checks the archive as an import would and answers at once what it would add, change and
// delete per entity (200), or every problem (422); nothing is imported and no run is recorded.
async function dryRun(request: Request, key: MachineKeyIdentity) {
  const runtime = getPortalRuntime();
  const { env, handle } = runtime;
  try {
    queryFlag(request, 'dryRun');
    const report = await checkPushedArchive(request, {
      handle,
      dataDir: env.dataDir,
      limits: env.imports,
      key,
      maxDeleteShare: env.importMaxDeleteShare,
      now: runtime.now(),
    });
    return report.ok
      ? apiJson({
          dryRun: true,
          wouldSucceed: true,
          summary: report.summary,
          documents: report.documents,
          unreadFields: report.unreadFields,
        })
      : apiJson({ dryRun: true, wouldSucceed: false, problems: report.problems }, 422);
  } catch (error) {
    if (error instanceof ArchiveRefusal) return apiJson({ message: error.message }, error.status);
    throw error;
  }
}
