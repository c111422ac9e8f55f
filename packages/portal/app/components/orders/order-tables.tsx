import { ORDER_STAGES, type OrderStage, type OrderView, ordersInView, routeByName } from '@rigready/core';
import { DataTable } from '@rigready/ui';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import type { OrderRowsForPage } from '../../server/pages/order-rows.server.js';
import type { BhaOrderAnswer, TubularOrderAnswer } from '../../server/services/orders.server.js';
import { stageColumns } from './order-columns.js';

type Row = TubularOrderAnswer | BhaOrderAnswer;

/** Spec part 2 §9: the order tables show 5 rows in a 250 px box. */
const ORDER_TABLE_PAGE_SIZE = 5;
const ORDER_TABLE_HEIGHT = 250;

/**
 * The inspection history of an order (core's insptest route), opened on that order.
 *
 * @example
 * inspectionHistoryHref({ Order_No: '40211' }); // '/insptest?order=40211'
 */
export function inspectionHistoryHref(row: { Order_No: string }): string {
  return `${routeByName('insptest').path}?${new URLSearchParams({ order: row.Order_No })}`;
}

function StageTable({ stage, view, data }: { stage: OrderStage; view: OrderView; data: OrderRowsForPage }) {
  const navigate = useNavigate();
  const opensHistory = view === 'completed' && stage === 'Inspection';
  const columns = useMemo(
    () =>
      stageColumns(
        stage,
        data.pipeType,
        opensHistory ? (row) => void navigate(inspectionHistoryHref(row)) : undefined,
      ),
    [stage, data.pipeType, opensHistory, navigate],
  );
  const rows = useMemo(() => ordersInView(data.rows as Row[], stage, view), [data.rows, stage, view]);
  return (
    <section className="rr-order-table" aria-label={stage}>
      <h2>{stage}</h2>
      <DataTable
        label={`${view === 'ongoing' ? 'Ongoing' : 'Completed'} ${stage}`}
        rows={rows}
        columns={columns}
        defaultSortColumnId={stage === 'Orders' ? 'Return_Date' : undefined}
        defaultPageSize={ORDER_TABLE_PAGE_SIZE}
        height={ORDER_TABLE_HEIGHT}
        emptyMessage={`No ${view} ${stage.toLowerCase()}`}
      />
    </section>
  );
}

/**
 * The Ongoing or Completed Orders screen (spec part 2 §2, §4): one table per stage of the pipe type
 * (Tubular: Orders, Inspection, Machining, Hardbanding; BHA: Orders, Inspection, Machining), each split by
 * core's rule on Completed and the Check_* flags, and a link to the order confirmation.
 *
 * @example
 * <OrderTables view="ongoing" data={{ pipeType: 'Tubular', rows }} />
 */
export function OrderTables({ view, data }: { view: OrderView; data: OrderRowsForPage }) {
  return (
    <div className="rr-page rr-order-tables">
      <div className="rr-page__header">
        <h1>{view === 'ongoing' ? 'Ongoing Orders' : 'Completed Orders'}</h1>
        <Link to={routeByName('neworder').path} className="rr-button">
          Order Confirmation
        </Link>
      </div>
      {ORDER_STAGES[data.pipeType].map((stage) => (
        <StageTable key={stage} stage={stage} view={view} data={data} />
      ))}
    </div>
  );
}
