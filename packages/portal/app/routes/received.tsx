import { ReceivedScreen } from '../components/logistics/received-screen.js';
import { getPortalRuntime } from '../server/access/portal-runtime.server.js';
import { requirePageUser } from '../server/access/require-page.server.js';
import { createScopedDb } from '../server/scoping/scoped-db.server.js';
import { receivedLines } from '../server/services/logistics-lists.server.js';
import type { Route } from './+types/received';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Received · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const scoped = createScopedDb(getPortalRuntime().handle, identity.actor);
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
