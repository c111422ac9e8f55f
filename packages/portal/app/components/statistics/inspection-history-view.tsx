import { formatDate, TALLY_MEASURED_FIELDS } from '@rigready/core';
import { ConditionBarChart, DataTable, type DataTableColumn } from '@rigready/ui';
import type { OrderInspection } from '../../server/pages/inspection-history-page.server.js';
import { FIELD_LABELS } from '../../shared/field-labels.js';
import { jointHref } from '../serial-links.js';

type SerialRow = OrderInspection['serials'][number];

const shown = (value: number | null | undefined) => value ?? '—';

const SERIAL_COLUMN: DataTableColumn<SerialRow> = {
  id: 'serial',
  header: 'Serial',
  accessor: (row) => row.serial,
  type: 'link',
  href: (row) => jointHref(row.serial),
};

const CURRENT_COLUMNS: readonly DataTableColumn<SerialRow>[] = [
  SERIAL_COLUMN,
  ...TALLY_MEASURED_FIELDS.map(
    (field): DataTableColumn<SerialRow> => ({
      id: field,
      header: FIELD_LABELS[field],
      accessor: (row) => shown(row.current[field]),
      type: 'number',
      sortType: 'number',
    }),
  ),
];

const CHANGE_COLUMNS: readonly DataTableColumn<SerialRow>[] = [
  SERIAL_COLUMN,
  {
    id: 'previous',
    header: 'Previous order',
    accessor: (row) => row.previous?.Order_No ?? 'First inspection',
  },
  ...TALLY_MEASURED_FIELDS.map(
    (field): DataTableColumn<SerialRow> => ({
      id: `change-${field}`,
      header: `Change ${FIELD_LABELS[field]}`,
      accessor: (row) => shown(row.diff[field]),
      type: 'number',
      sortType: 'number',
    }),
  ),
];

/**
 * One order's inspection on the item history page: the item, IPC and wall status bar charts, the
 * inspection data per serial and the 'Changes from previous inspection' table.
 *
 * @example
 * <InspectionHistoryView inspection={inspection} headingLevel={2} />
 */
export function InspectionHistoryView({
  inspection,
  headingLevel = 2,
}: {
  inspection: OrderInspection;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { itemInfo, order } = inspection;
  const info: [string, string | null][] = [
    [FIELD_LABELS.Item_No, itemInfo.Item_No],
    [FIELD_LABELS.Order_No, order.orderNo],
    [FIELD_LABELS.Equipment, order.equipment],
    ['Tube OD', itemInfo.Tube_OD],
    ['Inspection date', itemInfo.Inspection_Date ? formatDate(itemInfo.Inspection_Date) : null],
    [FIELD_LABELS.Grade, itemInfo.Grade],
    ['Range', itemInfo.Range],
    [FIELD_LABELS.Weight, itemInfo.Weight],
    [FIELD_LABELS.Connection, itemInfo.Connection],
  ];
  return (
    <section className="rr-inspection-history" aria-label={`Order ${order.orderNo}, item ${order.itemNo}`}>
      <Heading>
        Order {order.orderNo} · {order.itemNo}
      </Heading>
      <dl className="rr-statistics-panel__figures">
        {info.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <div className="rr-statistics-panel__charts">
        <ConditionBarChart kind="ipc" series={inspection.ipc} title={`IPC status, order ${order.orderNo}`} />
        <ConditionBarChart
          kind="wall"
          series={inspection.wall}
          title={`Wall status, order ${order.orderNo}`}
        />
      </div>
      {inspection.serials.length === 0 ? (
        <p>No joints of this order have inspection data yet.</p>
      ) : (
        <>
          <DataTable
            label={`Inspection data, order ${order.orderNo}`}
            rows={inspection.serials}
            columns={CURRENT_COLUMNS}
            emptyMessage="No joints inspected"
          />
          <DataTable
            label={`Changes from previous inspection, order ${order.orderNo}`}
            rows={inspection.serials}
            columns={CHANGE_COLUMNS}
            emptyMessage="No joints inspected"
          />
        </>
      )}
    </section>
  );
}
