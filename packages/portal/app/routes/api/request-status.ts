import { z } from 'zod';
import { requireMachineKey, stampMachineKeyUsed } from '../../server/access/require-machine-key.server.js';
import { changeRequestStatus } from '../../server/actions/requests/change-request-status.server.js';
import { answerKnownErrors } from '../../server/api/calls/answer-known-errors.server.js';
import { readCallParams } from '../../server/api/read-call-params.server.js';
import { INTEGRATION_KEYS } from '../../server/auth/machine-key.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { apiJson } from '../../server/security/api-answers.server.js';
import type { Route } from './+types/request-status';

// The status and comment are the action's to check, so its messages are the ones the caller reads.
const BODY = z.object({ status: z.unknown(), comment: z.unknown().optional() });

// The system of record answers a request: acknowledged, in progress, done or declined with a reason.
// Sending the status the request has already changes nothing and answers `changed: false`.
export async function action({ request, params }: Route.ActionArgs) {
  const key = await requireMachineKey(request, INTEGRATION_KEYS);
  const body = await readCallParams(request, 'POST', BODY);
  const { handle, now } = getPortalRuntime();
  const at = now();
  const change = await answerKnownErrors(() =>
    changeRequestStatus(
      handle,
      { kind: 'integration', keyId: key.id, keyName: key.name },
      params.number,
      body,
      at,
    ),
  );
  await stampMachineKeyUsed(handle, INTEGRATION_KEYS, key.id, at);
  const { number, status, from, changed } = change;
  return apiJson({ number, status, from, changed, at: change.at });
}
