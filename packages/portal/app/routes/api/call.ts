import { serveApiCall } from '../../server/api/serve-api-call.server.js';
import type { Route } from './+types/call';

type CallArgs = Pick<Route.LoaderArgs, 'request' | 'context'>;

// Every legacy call of the wire contract, /api/<name>, dispatched by name (see app/server/api/).
export function loader({ request, context }: CallArgs) {
  return serveApiCall(request, context);
}

export function action({ request, context }: CallArgs) {
  return serveApiCall(request, context);
}
