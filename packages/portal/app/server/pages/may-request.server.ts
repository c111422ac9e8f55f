import type { Identity } from '../access/identity.server.js';
import { requestRefusal } from '../actions/requests/request-refusal.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';

/**
 * Whether a page offers its "Request…" action: the viewer may make requests (see `requestRefusal`).
 *
 * @example
 * return { ...page, mayRequest: await mayRequest(identity) };
 */
export async function mayRequest(identity: Identity): Promise<boolean> {
  return (await requestRefusal(getPortalRuntime().handle, identity)) === null;
}
