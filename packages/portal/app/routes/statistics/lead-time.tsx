import type { EquipmentStatistics } from '@rigready/core';
import { EquipmentStatisticsPanel, useSnackbar } from '@rigready/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LeadTimeSection } from '../../components/statistics/lead-time-section.js';
import { OrderStatisticsTable } from '../../components/statistics/order-statistics-table.js';
import { StatisticsForm } from '../../components/statistics/statistics-form.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { leadTimeView, statisticsQuery, statisticsView } from '../../server/pages/lead-time-page.server.js';
import { pageScope } from '../../server/pages/page-scope.server.js';
import type { Route } from './+types/lead-time';

/** The statistics snackbar: red, 3 seconds (spec part 2 §8). */
const STATISTICS_SNACKBAR_MS = 3000;

const EQUIPMENT_NAMES = {
  DP: 'Drill Pipe',
  DC: 'Drill Collar',
  HW: 'Heavy Weight',
  OCTG: 'OCTG',
  TBG: 'Tubing',
};

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Statistics · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const scoped = pageScope(identity);
  const url = new URL(request.url);
  const query = statisticsQuery(url);
  const [leadTime, statistics] = await Promise.all([
    leadTimeView(scoped, url.searchParams.get('leadTime')),
    statisticsView(scoped, query),
  ]);
  return { leadTime, query, ...statistics };
}

export default function Statistics({ loaderData }: Route.ComponentProps) {
  const { leadTime, query, items, result } = loaderData;
  const { search } = useLocation();
  const snackbar = useSnackbar();
  useEffect(() => {
    if (result?.kind === 'message') {
      snackbar.show(result.message, { tone: 'error', duration: STATISTICS_SNACKBAR_MS });
    }
  }, [result, snackbar]);
  return (
    <div className="rr-page rr-statistics">
      <h1>Statistics</h1>
      <LeadTimeSection
        byYear={leadTime.byYear}
        byScope={leadTime.byScope}
        chosen={leadTime.chosen}
        search={new URLSearchParams(search)}
      />
      <section aria-labelledby="item-statistics-heading">
        <h2 id="item-statistics-heading">Inspection statistics by item</h2>
        <StatisticsForm
          items={items}
          item={query.item}
          from={query.from}
          to={query.to}
          orders={query.orders}
        />
        {result?.kind === 'message' ? (
          <p className="rr-form-alert" data-tone="error">
            {result.message}
          </p>
        ) : null}
        {result?.kind === 'empty' ? <p className="rr-statistics__empty">{result.message}</p> : null}
        {result?.kind === 'dashboard' ? (
          <div className="rr-statistics__dashboard" data-equipment={result.equipment}>
            <h3>
              {result.equipment}: {query.item}
            </h3>
            <EquipmentStatisticsPanel
              equipment={EQUIPMENT_NAMES[result.equipment]}
              statistics={result.statistics as EquipmentStatistics}
            />
            <OrderStatisticsTable rows={(result.statistics as EquipmentStatistics).listOfOrderData} />
          </div>
        ) : null}
      </section>
    </div>
  );
}
