import type { EquipmentStatistics } from '@rigready/core';
import { DataTable, type DataTableColumn } from '@rigready/ui';
import { FIELD_LABELS } from '../../shared/field-labels.js';
import { numberColumn, textColumn } from '../../shared/table-columns.js';

type OrderRow = EquipmentStatistics['listOfOrderData'][number];

const COLUMNS: readonly DataTableColumn<OrderRow>[] = [
  textColumn<OrderRow>('Order_No', FIELD_LABELS.Order_No),
  textColumn<OrderRow>('Item_No', FIELD_LABELS.Item_No),
  // Already DD.MM.YYYY (core's tallyOrderRows); sorted as a date all the same.
  { ...textColumn<OrderRow>('Inspection_Date', 'Inspection date'), sortType: 'date' },
  numberColumn<OrderRow>('Quantity', FIELD_LABELS.Quantity),
  numberColumn<OrderRow>('Scrap', 'Scrap'),
  numberColumn<OrderRow>('Recut', 'Recut'),
  numberColumn<OrderRow>('SRF', 'SRF'),
  numberColumn<OrderRow>('Hardbanding', 'Hardbanding'),
];

/**
 * The dashboard's per-order table (listOfOrderData) in the kit's DataTable: quantity, scrap, recut, SRF
 * and hardbanding per order, as core's tally rules counted them.
 *
 * @example
 * <OrderStatisticsTable rows={statistics.listOfOrderData} />
 */
export function OrderStatisticsTable({ rows }: { rows: EquipmentStatistics['listOfOrderData'] }) {
  return <DataTable label="Orders" rows={rows} columns={COLUMNS} emptyMessage="No orders" />;
}
