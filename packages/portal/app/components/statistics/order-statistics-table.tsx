import type { EquipmentStatistics } from '@rigready/core';

/**
 * The dashboard's per-order table (listOfOrderData): quantity, scrap, recut, SRF and hardbanding per
 * order, as core's tally rules counted them.
 *
 * @example
 * <OrderStatisticsTable rows={statistics.listOfOrderData} />
 */
export function OrderStatisticsTable({ rows }: { rows: EquipmentStatistics['listOfOrderData'] }) {
  return (
    <table className="rr-table">
      <caption>Orders</caption>
      <thead>
        <tr>
          <th scope="col">Order No</th>
          <th scope="col">Item No</th>
          <th scope="col">Inspection date</th>
          <th scope="col">Quantity</th>
          <th scope="col">Scrap</th>
          <th scope="col">Recut</th>
          <th scope="col">SRF</th>
          <th scope="col">Hardbanding</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row.Order_No)}>
            <th scope="row">{row.Order_No}</th>
            <td>{row.Item_No}</td>
            <td>{row.Inspection_Date}</td>
            <td>{row.Quantity}</td>
            <td>{row.Scrap}</td>
            <td>{row.Recut}</td>
            <td>{row.SRF}</td>
            <td>{row.Hardbanding}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
