import { formatDate, TALLY_MEASURED_FIELDS } from '@rigready/core';
import { ConditionBarChart } from '@rigready/ui';
import type { OrderInspection } from '../../routes/insptest.server.js';
import { FIELD_LABELS } from '../field-labels.js';

const shown = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : String(value);

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
    ['Item No', itemInfo.Item_No],
    ['Order No', order.orderNo],
    ['Equipment', order.equipment],
    ['Tube OD', itemInfo.Tube_OD],
    ['Inspection date', itemInfo.Inspection_Date ? formatDate(itemInfo.Inspection_Date) : null],
    ['Grade', itemInfo.Grade],
    ['Range', itemInfo.Range],
    ['Weight', itemInfo.Weight],
    ['Connection', itemInfo.Connection],
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
      <div className="rr-inspection-history__table">
        <table className="rr-chart__table">
          <caption>Inspection data, order {order.orderNo}</caption>
          <thead>
            <tr>
              <th scope="col">Serial</th>
              {TALLY_MEASURED_FIELDS.map((field) => (
                <th key={field} scope="col">
                  {FIELD_LABELS[field]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {inspection.serials.map((row) => (
              <tr key={row.serial}>
                <th scope="row">{row.serial}</th>
                {TALLY_MEASURED_FIELDS.map((field) => (
                  <td key={field}>{shown(row.current[field])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="rr-inspection-history__table">
        <table className="rr-chart__table">
          <caption>Changes from previous inspection</caption>
          <thead>
            <tr>
              <th scope="col">Serial</th>
              <th scope="col">Previous order</th>
              {TALLY_MEASURED_FIELDS.map((field) => (
                <th key={field} scope="col">
                  Change {FIELD_LABELS[field]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {inspection.serials.map((row) => (
              <tr key={row.serial}>
                <th scope="row">{row.serial}</th>
                <td>{row.previous?.Order_No ?? 'First inspection'}</td>
                {TALLY_MEASURED_FIELDS.map((field) => (
                  <td key={field}>{shown(row.diff[field])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
