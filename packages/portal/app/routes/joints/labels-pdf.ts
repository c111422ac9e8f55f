import { asPageRequest } from '../../server/access/page-request.server.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { jointLabelSheetAnswer } from '../../server/pages/joint-label-sheet.server.js';
import type { Route } from './+types/labels-pdf';

// 'Print labels': a rack's labels are guarded as the rack location view, chosen joints' as the inventory.
export async function loader({ request }: Pick<Route.LoaderArgs, 'request'>) {
  const query = new URL(request.url).searchParams;
  const page = query.has('rack') || query.has('site') ? '/racklocation' : '/inventory';
  const identity = await requirePageUser(asPageRequest(request, page));
  return jointLabelSheetAnswer(identity, query);
}
