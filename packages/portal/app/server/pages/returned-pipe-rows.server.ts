import type { Identity } from '../access/identity.server.js';
import { getPortalRuntime } from '../access/portal-runtime.server.js';
import { createScopedDb } from '../scoping/scoped-db.server.js';
import type { ReturnedPipeList } from '../services/document-order-tally.server.js';
import { listReturnedPipe, type ReturnedPipeAnswer } from '../services/orders.server.js';

/**
 * The lines of one returned-pipe list for its page, through the same service as /api/getdp, /gethw,
 * /getdc and /getoctg.
 *
 * @example
 * const rows = await returnedPipeRowsForPage(await requirePageUser(request), 'dp');
 */
export async function returnedPipeRowsForPage(
  identity: Identity,
  list: ReturnedPipeList,
): Promise<{ list: ReturnedPipeList; rows: ReturnedPipeAnswer[] }> {
  const scoped = createScopedDb(getPortalRuntime().handle, identity.actor);
  return { list, rows: await listReturnedPipe(scoped, list) };
}
