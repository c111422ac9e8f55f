import { ReturnedPipeScreen } from '../../components/reports/returned-pipe-screen.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { returnedPipeRowsForPage } from '../../server/pages/returned-pipe-rows.server.js';
import type { Route } from './+types/returned-octg';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'OCTG · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  return returnedPipeRowsForPage(await requirePageUser(request), 'octg');
}

export default function ReturnedOctg({ loaderData }: Route.ComponentProps) {
  return <ReturnedPipeScreen list={loaderData.list} rows={loaderData.rows} />;
}
