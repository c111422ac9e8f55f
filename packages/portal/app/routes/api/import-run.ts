import { requireMachineKey } from '../../server/access/require-machine-key.server.js';
import { IMPORT_KEYS } from '../../server/auth/machine-key.server.js';
import { importRunAnswer } from '../../server/import-api/import-run-answer.server.js';
import { readImportRun } from '../../server/importer/import-runs.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { apiJson } from '../../server/security/api-answers.server.js';
import type { Route } from './+types/import-run';

// How a pushed import stands. A key reads the runs pushed with import keys, none of the command's.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireMachineKey(request, IMPORT_KEYS);
  const { handle, env } = getPortalRuntime();
  const run = await readImportRun(handle, params.id);
  if (run?.source !== 'api')
    return apiJson({ message: `No import run ${params.id} pushed to this API` }, 404);
  return apiJson(importRunAnswer(run, env.origin));
}
