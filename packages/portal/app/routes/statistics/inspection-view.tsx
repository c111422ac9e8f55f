import { data, Form } from 'react-router';
import { InspectionHistoryView } from '../../components/statistics/inspection-history-view.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { orderInspections } from '../../server/pages/inspection-view-page.server.js';
import { pageScope } from '../../server/pages/page-scope.server.js';
import type { Route } from './+types/inspection-view';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Inspection · rigready' }];
}

// The order comes from the path (Completed Orders links /inspection-view/<order>?item=<item>) or from the
// page's own order-number field (?orderno=). An order the caller cannot see answers 404 like an unknown one,
// and its number is not echoed: it may be another customer's.
export async function loader({ request, params }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const query = new URL(request.url).searchParams;
  const orderNo = (params.orderno ?? query.get('orderno') ?? '').trim() || null;
  if (!orderNo) return { orderNo: null, notFound: false, inspections: [] };
  const itemNo = query.get('item')?.trim() || null;
  const inspections = await orderInspections(pageScope(identity), orderNo, itemNo);
  if (inspections.length === 0) return data({ orderNo: null, notFound: true, inspections }, { status: 404 });
  return { orderNo, notFound: false, inspections };
}

export default function InspectionView({ loaderData }: Route.ComponentProps) {
  const { orderNo, notFound, inspections } = loaderData;
  return (
    <div className="rr-page rr-statistics">
      <h1>Inspection{orderNo ? ` of order ${orderNo}` : ''}</h1>
      <p>
        The joints inspected on an order: IPC and wall status, and the changes from the previous inspection.
      </p>
      <Form
        method="get"
        action="/inspection-view"
        className="rr-statistics-form"
        aria-label="Choose an order"
      >
        <div className="rr-field">
          <label className="rr-field__label" htmlFor="inspection-order">
            Order No
          </label>
          <input
            id="inspection-order"
            name="orderno"
            autoComplete="off"
            className="rr-field__input"
            defaultValue={orderNo ?? ''}
            key={orderNo ?? ''}
          />
        </div>
        <button type="submit" className="rr-button">
          Show
        </button>
      </Form>
      {notFound ? (
        <p className="rr-form-alert" data-tone="error">
          That order has no inspected joints to show
        </p>
      ) : null}
      {inspections.map((inspection) => (
        <div key={inspection.order.itemNo}>
          <p className="rr-inspection-view__serial-count">
            {inspection.serials.length === 1 ? '1 joint' : `${inspection.serials.length} joints`}
          </p>
          <InspectionHistoryView inspection={inspection} />
        </div>
      ))}
    </div>
  );
}
