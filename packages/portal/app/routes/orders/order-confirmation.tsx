import {
  inMonthSpan,
  matchesCompletionFilter,
  ORDER_COMPLETION_FILTERS,
  type OrderCompletionFilter,
} from '@rigready/core';
import { DataTable, type DataTableColumn } from '@rigready/ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { downloadSelectedZip } from '../../components/logistics/download-selected-zip.js';
import { OrderUploadsList } from '../../components/mobile-upload/order-uploads-list.js';
import { bhaOrderColumns, tubularOrderColumns } from '../../components/orders/order-columns.js';
import { useCompletionFilter } from '../../components/orders/use-completion-filter.js';
import { portalApi } from '../../components/portal-api.js';
import { useDocumentCall } from '../../components/use-document-call.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { readOrderConfirmFilters } from '../../server/pages/order-confirm-filters.server.js';
import { orderRowsForPage } from '../../server/pages/order-rows.server.js';
import { orderUploadsForPage } from '../../server/pages/order-uploads-page.server.js';
import type { Route } from './+types/order-confirmation';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Order Confirmation · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const { show, completedIn } = readOrderConfirmFilters(new URL(request.url).searchParams);
  const { fleet, currentAsset } = identity.coreSession;
  const [orders, uploads] = await Promise.all([orderRowsForPage(identity), orderUploadsForPage(identity)]);
  // ?completed=YYYY-MM (the home page's "completed this month") keeps the lines completed in that month.
  const rows = completedIn
    ? (orders.rows as { Job_Completed_Date?: string | null }[]).filter((row) =>
        inMonthSpan(row.Job_Completed_Date, completedIn),
      )
    : orders.rows;
  return {
    ...orders,
    rows: rows as typeof orders.rows,
    singleAsset: !fleet && currentAsset !== null,
    uploads,
    show,
    completedIn: completedIn?.label ?? null,
  };
}

const FILTER_LABELS: Record<OrderCompletionFilter, string> = {
  both: 'Both',
  completed: 'Completed',
  ongoing: 'Ongoing',
};

export default function OrderConfirm({ loaderData }: Route.ComponentProps) {
  const [filter, setFilter] = useCompletionFilter(loaderData.show);
  const open = useDocumentCall();
  const { pipeType, singleAsset } = loaderData;
  const columns = useMemo(() => {
    const onPdf = (row: { Order_No: string }) =>
      void open(() => portalApi().then((api) => api.getOrderPDF({ orderno: row.Order_No })));
    return (pipeType === 'BHA' ? bhaOrderColumns(onPdf) : tubularOrderColumns(onPdf)) as DataTableColumn<
      (typeof loaderData.rows)[number]
    >[];
  }, [pipeType, open]);
  const rows = useMemo(
    () =>
      (loaderData.rows as (typeof loaderData.rows)[number][]).filter((row) =>
        matchesCompletionFilter(row, filter, { singleAsset }),
      ),
    [loaderData.rows, filter, singleAsset],
  );
  return (
    <div className="rr-page">
      <div className="rr-page__header">
        <h1>Order Confirmation</h1>
        <label className="rr-field">
          <span className="rr-field__label">Show</span>
          <select
            className="rr-field__input"
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value as OrderCompletionFilter)}
          >
            {ORDER_COMPLETION_FILTERS.map((value) => (
              <option key={value} value={value}>
                {FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {loaderData.completedIn ? (
        <p className="rr-page__filter-note">
          Showing the lines completed in {loaderData.completedIn}.{' '}
          <Link to="/orderconfirm">Show all orders</Link>
        </p>
      ) : null}
      <DataTable
        columnSettings
        label={`${pipeType} orders`}
        searchPlaceholder="Search (Order nr, PO, Item Number etc..)"
        rows={rows}
        columns={columns}
        defaultSortColumnId="Return_Date"
        emptyMessage="No orders"
        onDownloadSelected={
          pipeType === 'BHA'
            ? (selected) =>
                void open(async () =>
                  downloadSelectedZip(
                    '/orderconfirm/zip',
                    selected.map((row) => String(row.Order_No)),
                  ),
                )
            : undefined
        }
      />
      <OrderUploadsList uploads={loaderData.uploads} />
    </div>
  );
}
