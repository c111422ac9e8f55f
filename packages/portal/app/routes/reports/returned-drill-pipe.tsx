import { ReturnedPipeScreen } from '../../components/reports/returned-pipe-screen.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { returnedPipeRowsForPage } from '../../server/pages/returned-pipe-rows.server.js';
import type { Route } from './+types/returned-drill-pipe';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Drill Pipe · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  return returnedPipeRowsForPage(await requirePageUser(request), 'dp');
}

export default function ReturnedDp({ loaderData }: Route.ComponentProps) {
  return <ReturnedPipeScreen list={loaderData.list} rows={loaderData.rows} />;
}
