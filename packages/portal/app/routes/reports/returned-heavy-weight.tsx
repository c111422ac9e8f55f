import { ReturnedPipeScreen } from '../../components/reports/returned-pipe-screen.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { returnedPipeRowsForPage } from '../../server/pages/returned-pipe-rows.server.js';
import type { Route } from './+types/returned-heavy-weight';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Heavy Weight · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  return returnedPipeRowsForPage(await requirePageUser(request), 'hw');
}

export default function ReturnedHw({ loaderData }: Route.ComponentProps) {
  return <ReturnedPipeScreen list={loaderData.list} rows={loaderData.rows} />;
}
