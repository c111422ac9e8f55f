import { ReceivedScreen } from '../../components/logistics/received-screen.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { pageScope } from '../../server/pages/page-scope.server.js';
import { receivedLines } from '../../server/services/logistics-lists.server.js';
import type { Route } from './+types/received';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Received · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const scoped = pageScope(identity);
  return {
    fleet: identity.coreSession.fleet || identity.user.isAdmin,
    rows: (await receivedLines(scoped)).map(({ documents, ...line }) => ({
      ...line,
      hasFreightPapers: documents.includes('freight_papers'),
    })),
  };
}

export default function Received({ loaderData }: Route.ComponentProps) {
  return <ReceivedScreen data={loaderData} />;
}
