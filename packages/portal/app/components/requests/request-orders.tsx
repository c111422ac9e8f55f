import { Link } from 'react-router';
import type { RequestOrder } from '../../server/pages/request-orders.server.js';

/**
 * The orders of the system of record that name the request, each with its stage and steps, linked to
 * the order screen that lists it; a sentence when none does yet.
 *
 * @example
 * <RequestOrders orders={loaderData.orders} />
 */
export function RequestOrders({ orders }: { orders: readonly RequestOrder[] }) {
  if (orders.length === 0)
    return <p>No order names this request yet. The provider's order will show here with its stages.</p>;
  return (
    <ul className="rr-request-orders" aria-label="Orders">
      {orders.map((order) => (
        <li key={`${order.orderNo}|${order.itemNo ?? ''}`}>
          <Link to={order.href}>
            Order {order.orderNo}
            {order.itemNo ? ` · ${order.itemNo}` : ''}
          </Link>{' '}
          <span className="rr-request-orders__stage">{order.completed ? 'Completed' : order.stage}</span>
          <span className="rr-request-orders__steps">{order.steps}</span>
        </li>
      ))}
    </ul>
  );
}
