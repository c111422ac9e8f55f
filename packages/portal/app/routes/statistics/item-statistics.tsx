import type { EquipmentStatistics } from '@rigready/core';
import {
  EquipmentStatisticsPanel,
  HardbandingChart,
  HistogramChart,
  MachiningChart,
  PieChart,
  ResultBarChart,
  useSnackbar,
} from '@rigready/ui';
import { useEffect } from 'react';
import { ItemStatisticsForm } from '../../components/statistics/item-statistics-form.js';
import { ItemStatisticsOrders } from '../../components/statistics/item-statistics-orders.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { itemStatisticsQuery, itemStatisticsView } from '../../server/pages/item-statistics-page.server.js';
import { pageScope } from '../../server/pages/page-scope.server.js';
import { FIELD_LABELS } from '../../shared/field-labels.js';
import type { Route } from './+types/item-statistics';

const STATISTICS_SNACKBAR_MS = 3000;

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Lifecycle management · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const scoped = pageScope(identity);
  const query = itemStatisticsQuery(new URL(request.url));
  return { query, ...(await itemStatisticsView(scoped, query)) };
}

export default function ItemStatistics({ loaderData }: Route.ComponentProps) {
  const { query, items, selectable, message, figures } = loaderData;
  const snackbar = useSnackbar();
  useEffect(() => {
    if (message) snackbar.show(message, { tone: 'error', duration: STATISTICS_SNACKBAR_MS });
  }, [message, snackbar]);
  const panelName = figures?.statistics.ItemData[0]?.Equipment ?? figures?.panel.equipment ?? '';
  return (
    <div className="rr-page rr-statistics">
      <h1>Item statistics</h1>
      <ItemStatisticsForm items={items} selectable={selectable} query={query} />
      {message ? (
        <p className="rr-form-alert" data-tone="error">
          {message}
        </p>
      ) : null}
      {figures ? (
        <div className="rr-statistics__dashboard">
          <h2>
            {figures.itemNumber}: {figures.statistics.quantity_inspected} joints inspected on{' '}
            {figures.orders.length} {figures.orders.length === 1 ? 'order' : 'orders'}
          </h2>
          <div className="rr-statistics-panel__charts">
            <HistogramChart
              title="Remaining wall histogram"
              binLabel="Wall (%)"
              unit="%"
              series={figures.statistics.Wall}
            />
            <PieChart
              title={FIELD_LABELS.Pipe_Status}
              countLabel="Joints"
              series={figures.statistics.Pipe_Status}
            />
            <ResultBarChart title={FIELD_LABELS.TJ_Tooljoint} series={figures.statistics.TJ_Tooljoint} />
            <ResultBarChart title={FIELD_LABELS.TU_Tube} series={figures.statistics.TU_Tube} />
            <MachiningChart rates={figures.machining} />
            <HardbandingChart rates={figures.hardbanding} />
          </div>
          <ItemStatisticsOrders rows={figures.orderRows} query={query} />
          <EquipmentStatisticsPanel
            equipment={panelName}
            statistics={figures.panel.statistics as EquipmentStatistics}
          />
        </div>
      ) : null}
    </div>
  );
}
