import { servePublicReport } from '../../server/public/serve-public-report.server.js';
import type { Route } from './+types/serial-history-report';

// The public PDF of one report row of a customer's public serial history (see docs/documents.md).
export function loader({ request, context }: Pick<Route.LoaderArgs, 'request' | 'context'>) {
  return servePublicReport(request, context);
}
