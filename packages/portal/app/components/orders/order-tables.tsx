import {
  DOCUMENT_NOT_FOUND_MESSAGE,
  ORDER_STAGES,
  type OrderStage,
  type OrderView,
  ordersInView,
  routeByName,
} from '@rigready/core';
import { DataTable, useSnackbar } from '@rigready/ui';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import type { OrderStagesForPage } from '../../server/pages/order-stages-page.server.js';
import { orderLineKey } from '../../shared/order-line-key.js';
import {
  type BhaOrderLine,
  type StageColumnActions,
  stageColumns,
  type TubularOrderLine,
} from './order-columns.js';

type Row = TubularOrderLine | BhaOrderLine;

/** Spec part 2 §9: the order tables show 5 rows in a 250 px box. */
const ORDER_TABLE_PAGE_SIZE = 5;
const ORDER_TABLE_HEIGHT = 250;

const COC_DOCUMENTS: Partial<Record<OrderStage, 'machining' | 'hardbanding'>> = {
  Machining: 'machining',
  Hardbanding: 'hardbanding',
};

/**
 * What a stage table's cells do: the completed inspections' order numbers open the line's inspection
 * view, and the machining and hardbanding tables of tubular orders open the order's COC, or show the
 * spec's global error when the order has no COC link (spec part 2 §7).
 */
function useStageActions(
  stage: OrderStage,
  view: OrderView,
  data: OrderStagesForPage,
): StageColumnActions<Row> {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  return useMemo(() => {
    const views = data.inspectionViews;
    const coc = data.pipeType === 'Tubular' ? COC_DOCUMENTS[stage] : undefined;
    return {
      ...(view === 'completed' && stage === 'Inspection'
        ? {
            inspection: {
              has: (row: Row) => views[orderLineKey(row)] !== undefined,
              open: (row: Row) => {
                const href = views[orderLineKey(row)];
                if (href) void navigate(href);
              },
            },
          }
        : {}),
      ...(coc
        ? {
            openCoc: (row: Row) => {
              const link = data.coc[row.Order_No]?.[coc] ?? null;
              if (link) window.open(link, '_blank', 'noopener');
              else snackbar.showError(DOCUMENT_NOT_FOUND_MESSAGE);
            },
          }
        : {}),
    };
  }, [stage, view, data, navigate, snackbar]);
}

function StageTable({ stage, view, data }: { stage: OrderStage; view: OrderView; data: OrderStagesForPage }) {
  const actions = useStageActions(stage, view, data);
  const columns = useMemo(
    () => stageColumns(stage, data.pipeType, actions, view),
    [stage, data.pipeType, actions, view],
  );
  const rows = useMemo(() => ordersInView(data.rows as Row[], stage, view), [data.rows, stage, view]);
  return (
    <section className="rr-order-table" aria-label={stage}>
      <h2>{stage}</h2>
      <DataTable
        columnSettings
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
 * <OrderTables view="completed" data={await orderStagesForPage(identity)} />
 */
export function OrderTables({ view, data }: { view: OrderView; data: OrderStagesForPage }) {
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
