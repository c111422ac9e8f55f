import type { ItemStatisticsOrderRow } from '@rigready/core';
import { Link, useNavigate } from 'react-router';
import type { ItemStatisticsQuery } from '../../routes/item-statistics.server.js';

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
 * The item statistics orders table: date, recut and SRF per order (core's `itemStatisticsOrderRows`).
 * Clicking a row (or its order number, a link) selects that one order and fetches again.
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
  return (
    <table className="rr-table" data-clickable-rows="">
      <caption>Orders (choose one to see its statistics alone)</caption>
      <thead>
        <tr>
          <th scope="col">Order No</th>
          <th scope="col">Inspection date</th>
          <th scope="col">Recut</th>
          <th scope="col">SRF</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.orderNo} onClick={() => void navigate(singleOrderLink(query, row.orderNo))}>
            <th scope="row">
              <Link to={singleOrderLink(query, row.orderNo)} onClick={(event) => event.stopPropagation()}>
                {row.orderNo}
              </Link>
            </th>
            <td>{row.date}</td>
            <td>{row.recut}</td>
            <td>{row.srf}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
