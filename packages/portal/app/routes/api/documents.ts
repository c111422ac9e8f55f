import { serveDocument } from '../../server/documents/serve/serve-document.server.js';
import type { Route } from './+types/documents';

// The authorised download of every pdflink and excellink (see docs/documents.md, "Download route").
export function loader({ request, context }: Pick<Route.LoaderArgs, 'request' | 'context'>) {
  return serveDocument(request, context);
}
