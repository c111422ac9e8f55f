import { OrderTables } from '../../components/orders/order-tables.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { orderStagesForPage } from '../../server/pages/order-stages-page.server.js';
import type { Route } from './+types/completed-orders';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Completed Orders · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  return orderStagesForPage(await requirePageUser(request));
}

export default function CompletedOrders({ loaderData }: Route.ComponentProps) {
  return <OrderTables view="completed" data={loaderData} />;
}
