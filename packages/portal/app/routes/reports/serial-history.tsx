import { SerialHistoryScreen } from '../../components/reports/serial-history-screen.js';
import { serialHistoryPage } from '../../server/pages/serial-history-page.server.js';
import type { Route } from './+types/serial-history';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Serial history · rigready' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return serialHistoryPage(request, context, null);
}

export default function Keystone({ loaderData }: Route.ComponentProps) {
  return <SerialHistoryScreen page={loaderData} />;
}
