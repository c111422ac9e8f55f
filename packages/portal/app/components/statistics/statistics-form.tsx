import { useState } from 'react';
import { Form } from 'react-router';
import { useHydrated } from './use-hydrated.js';

/** One item the form offers, with its orders (newest order number first). */
export interface StatisticsFormItem {
  itemNo: string;
  equipment: string;
  orders: { ono: string; date: string | null }[];
}

/** Props of {@link StatisticsForm}. */
export interface StatisticsFormProps {
  items: readonly StatisticsFormItem[];
  item: string | null;
  from: string;
  to: string;
  orders: readonly string[];
}

/**
 * The statistics form: item number, date range and orders, sent as GET parameters so it works without
 * script. With script, GO stays disabled until an item is chosen and the order list follows the item.
 *
 * @example
 * <StatisticsForm items={items} item={null} from="2020-01-01" to="2070-01-01" orders={[]} />
 */
export function StatisticsForm({ items, item, from, to, orders }: StatisticsFormProps) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(item ?? '');
  const offered = items.find((candidate) => candidate.itemNo === chosen)?.orders ?? [];
  return (
    <Form method="get" className="rr-statistics-form" aria-label="Statistics">
      <div className="rr-field">
        <label className="rr-field__label" htmlFor="statistics-item">
          Item number
        </label>
        <select
          id="statistics-item"
          name="item"
          className="rr-field__input"
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
        >
          <option value="">Select an item</option>
          {items.map((candidate) => (
            <option key={candidate.itemNo} value={candidate.itemNo}>
              {candidate.itemNo} ({candidate.equipment})
            </option>
          ))}
        </select>
      </div>
      <div className="rr-field">
        <label className="rr-field__label" htmlFor="statistics-from">
          From
        </label>
        <input id="statistics-from" name="from" type="date" className="rr-field__input" defaultValue={from} />
      </div>
      <div className="rr-field">
        <label className="rr-field__label" htmlFor="statistics-to">
          To
        </label>
        <input id="statistics-to" name="to" type="date" className="rr-field__input" defaultValue={to} />
      </div>
      <div className="rr-field">
        <label className="rr-field__label" htmlFor="statistics-orders">
          Orders (none chosen: all)
        </label>
        <select
          id="statistics-orders"
          name="orders"
          multiple
          className="rr-field__input"
          defaultValue={[...orders]}
          key={chosen}
          size={Math.min(Math.max(offered.length, 2), 6)}
        >
          {offered.map((order) => (
            <option key={order.ono} value={order.ono}>
              {order.ono}
              {order.date ? ` (${order.date})` : ''}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="rr-button" disabled={hydrated && !chosen}>
        GO
      </button>
    </Form>
  );
}
