import { InspectionHistoryView } from '../../components/statistics/inspection-history-view.js';
import { OrderNoAutocomplete } from '../../components/statistics/order-no-autocomplete.js';
import { RecentOrders } from '../../components/statistics/recent-orders.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { historyOrderChoices, orderInspection } from '../../server/pages/inspection-history-page.server.js';
import { pageScope } from '../../server/pages/page-scope.server.js';
import type { Route } from './+types/inspection-history';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Inspection history · rigready' }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const scoped = pageScope(identity);
  const choices = await historyOrderChoices(scoped, params.equipment ?? null);
  const wanted = new URL(request.url).searchParams.get('order')?.trim() || null;
  const chosen = wanted ? choices.find((choice) => choice.orderNo === wanted) : undefined;
  return {
    choices,
    // An order outside the list is not echoed: it may be another customer's number.
    current: chosen?.orderNo ?? null,
    unknownOrder: wanted !== null && !chosen,
    inspection: chosen ? await orderInspection(scoped, chosen) : null,
  };
}

export default function InspectionHistory({ loaderData }: Route.ComponentProps) {
  const { choices, current, unknownOrder, inspection } = loaderData;
  return (
    <div className="rr-page rr-statistics">
      <h1>Inspection history</h1>
      <OrderNoAutocomplete choices={choices} current={current} />
      <RecentOrders choices={choices} current={current} />
      {unknownOrder ? (
        <p className="rr-form-alert" data-tone="error">
          That order has no inspection history to show
        </p>
      ) : null}
      {choices.length === 0 ? <p>No inspected orders to show</p> : null}
      {inspection ? <InspectionHistoryView inspection={inspection} /> : null}
    </div>
  );
}
