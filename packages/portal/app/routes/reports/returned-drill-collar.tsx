import { ReturnedPipeScreen } from '../../components/reports/returned-pipe-screen.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { returnedPipeRowsForPage } from '../../server/pages/returned-pipe-rows.server.js';
import type { Route } from './+types/returned-drill-collar';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Drill Collar · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  return returnedPipeRowsForPage(await requirePageUser(request), 'dc');
}

export default function ReturnedDc({ loaderData }: Route.ComponentProps) {
  return <ReturnedPipeScreen list={loaderData.list} rows={loaderData.rows} />;
}
