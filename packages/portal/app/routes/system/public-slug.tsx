import { SerialHistoryScreen } from '../../components/reports/serial-history-screen.js';
import { serialHistoryPage } from '../../server/pages/serial-history-page.server.js';
import type { Route } from './+types/public-slug';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Serial history · rigready' }];
}

// A customer's publicSlug (the legacy /KCADeutag) serves its serial history; any other path goes to sign-in.
export function loader({ request, context, params }: Route.LoaderArgs) {
  return serialHistoryPage(request, context, params.slug);
}

export default function PublicSlug({ loaderData }: Route.ComponentProps) {
  return <SerialHistoryScreen page={loaderData} />;
}
