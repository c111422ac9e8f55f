import { Link } from 'react-router';
import type { HistoryOrderChoice } from '../../server/pages/inspection-history-page.server.js';

/** How many of the newest orders are offered as links: a phone's row or two. */
const RECENT_ORDERS = 6;

/**
 * The newest inspected orders of the item history as links under its Order No box, so that an order can be
 * picked without knowing its number; the one shown is marked current.
 *
 * @example
 * <RecentOrders choices={choices} current="S102" />
 */
export function RecentOrders({
  choices,
  current,
}: {
  choices: readonly HistoryOrderChoice[];
  current: string | null;
}) {
  // The choices come newest return first, one per order and item; an order is offered once.
  const orders = [...new Set(choices.map((choice) => choice.orderNo))].slice(0, RECENT_ORDERS);
  if (orders.length === 0) return null;
  return (
    <nav aria-labelledby="recent-orders-label" className="rr-recent-orders">
      <span id="recent-orders-label">Recent inspected orders</span>
      <ul>
        {orders.map((orderNo) => (
          <li key={orderNo}>
            <Link
              className="rr-tap-link"
              to={`?order=${encodeURIComponent(orderNo)}`}
              aria-current={orderNo === current ? 'page' : undefined}
            >
              {orderNo}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
