import type { ReturnedPipeList } from '../../shared/returned-pipe-lists.js';
import type { Identity } from '../access/identity.server.js';
import { listReturnedPipe, type ReturnedPipeAnswer } from '../services/orders.server.js';
import { pageScope } from './page-scope.server.js';

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
  const scoped = pageScope(identity);
  return { list, rows: await listReturnedPipe(scoped, list) };
}
