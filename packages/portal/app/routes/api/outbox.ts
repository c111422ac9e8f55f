import { requireMachineKey, stampMachineKeyUsed } from '../../server/access/require-machine-key.server.js';
import { OUTBOX_QUERY } from '../../server/api/outbox-query.server.js';
import { readCallParams } from '../../server/api/read-call-params.server.js';
import { INTEGRATION_KEYS } from '../../server/auth/machine-key.server.js';
import { readOutbox } from '../../server/outbox/read-outbox.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { apiJson } from '../../server/security/api-answers.server.js';
import type { Route } from './+types/outbox';

// The system of record reads every action as an event, in commit order, from its cursor on: reading
// from the same cursor again answers the same events, reading from `next` answers none twice.
export async function loader({ request }: Route.LoaderArgs) {
  const key = await requireMachineKey(request, INTEGRATION_KEYS);
  const query = await readCallParams(request, 'GET', OUTBOX_QUERY);
  const { handle, now } = getPortalRuntime();
  const page = await readOutbox(handle, query);
  await stampMachineKeyUsed(handle, INTEGRATION_KEYS, key.id, now());
  return apiJson(page);
}
