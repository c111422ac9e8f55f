import type { ItemStatisticsOrderRow } from '@rigready/core';
import { DataTable, type DataTableColumn } from '@rigready/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { ItemStatisticsQuery } from '../../server/pages/item-statistics-page.server.js';
import { numberColumn } from '../../shared/table-columns.js';

function singleOrderLink(query: ItemStatisticsQuery, orderNo: string): string {
  const search = new URLSearchParams();
  if (query.item) search.set('item', query.item);
  if (query.start) search.set('start', query.start);
  if (query.end) search.set('end', query.end);
  search.set('orders', orderNo);
  search.set('go', '1');
  return `?${search.toString()}`;
}

/**
 * The item statistics orders table in the kit's DataTable: date, recut and SRF per order (core's
 * `itemStatisticsOrderRows`). Pressing an order number selects that one order and fetches again.
 *
 * @example
 * <ItemStatisticsOrders rows={figures.orderRows} query={query} />
 */
export function ItemStatisticsOrders({
  rows,
  query,
}: {
  rows: readonly ItemStatisticsOrderRow[];
  query: ItemStatisticsQuery;
}) {
  const navigate = useNavigate();
  const columns = useMemo<DataTableColumn<ItemStatisticsOrderRow>[]>(
    () => [
      {
        id: 'orderNo',
        header: 'Order No',
        accessor: (row) => row.orderNo,
        type: 'action',
        description: 'Press an order number to see its statistics alone',
        onAction: (row) => void navigate(singleOrderLink(query, row.orderNo)),
      },
      { id: 'date', header: 'Inspection date', accessor: (row) => row.date, sortType: 'date' },
      numberColumn<ItemStatisticsOrderRow>('recut', 'Recut'),
      numberColumn<ItemStatisticsOrderRow>('srf', 'SRF'),
    ],
    [navigate, query],
  );
  return (
    <DataTable
      label="Orders (choose one to see its statistics alone)"
      rows={rows}
      columns={columns}
      emptyMessage="No orders"
    />
  );
}
