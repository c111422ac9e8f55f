import { Link } from 'react-router';
import { InspectionHistoryView } from '../../components/statistics/inspection-history-view.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { customerInspections } from '../../server/pages/inspection-stats-page.server.js';
import { pageScope } from '../../server/pages/page-scope.server.js';
import type { Route } from './+types/inspection-stats';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Inspection statistics · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const scoped = pageScope(identity);
  return { inspections: await customerInspections(scoped) };
}

export default function InspectionStatistics({ loaderData }: Route.ComponentProps) {
  const { inspections } = loaderData;
  return (
    <div className="rr-page rr-statistics">
      <h1>Inspection statistics</h1>
      <p>The latest inspection of each item; open the inspection history for its earlier orders.</p>
      {inspections.length === 0 ? <p>No inspected orders to show</p> : null}
      {inspections.map((inspection) => (
        <div key={`${inspection.order.orderNo}|${inspection.order.itemNo}`}>
          <InspectionHistoryView inspection={inspection} />
          <Link
            to={`/insptest?order=${encodeURIComponent(inspection.order.orderNo)}`}
            className="rr-standalone-link"
          >
            Inspection history of {inspection.order.itemNo}
          </Link>
        </div>
      ))}
    </div>
  );
}
