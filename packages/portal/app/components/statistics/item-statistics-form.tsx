import { useState } from 'react';
import { Form } from 'react-router';
import type { ItemStatisticsQuery } from '../../routes/item-statistics.server.js';

/** Props of {@link ItemStatisticsForm}. */
export interface ItemStatisticsFormProps {
  items: readonly { itemNo: string; equipment: string }[];
  /** The item's orders within the range, newest order number first (core's `selectableOrders`). */
  selectable: readonly { ono: string; date: string | null }[];
  query: ItemStatisticsQuery;
}

/**
 * The item statistics form: item (combobox), an optional date range and one or several orders, sent as GET
 * parameters. Changing the item clears the chosen orders; the order list is the one of the item in the
 * address, refreshed by 'Show orders'.
 *
 * @example
 * <ItemStatisticsForm items={items} selectable={selectable} query={query} />
 */
export function ItemStatisticsForm({ items, selectable, query }: ItemStatisticsFormProps) {
  const [item, setItem] = useState(query.item ?? '');
  const sameItem = item === (query.item ?? '');
  return (
    <Form method="get" className="rr-statistics-form" aria-label="Item statistics">
      <div className="rr-field">
        <label className="rr-field__label" htmlFor="item-statistics-item">
          Item number
        </label>
        <select
          id="item-statistics-item"
          name="item"
          className="rr-field__input"
          value={item}
          onChange={(event) => setItem(event.currentTarget.value)}
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
        <label className="rr-field__label" htmlFor="item-statistics-start">
          From (optional)
        </label>
        <input
          id="item-statistics-start"
          name="start"
          type="date"
          className="rr-field__input"
          defaultValue={query.start ?? ''}
        />
      </div>
      <div className="rr-field">
        <label className="rr-field__label" htmlFor="item-statistics-end">
          To (optional)
        </label>
        <input
          id="item-statistics-end"
          name="end"
          type="date"
          className="rr-field__input"
          defaultValue={query.end ?? ''}
        />
      </div>
      <div className="rr-field">
        <label className="rr-field__label" htmlFor="item-statistics-orders">
          Orders (none chosen: all)
        </label>
        <select
          id="item-statistics-orders"
          name="orders"
          multiple
          className="rr-field__input"
          key={item}
          defaultValue={sameItem ? query.orders : []}
          size={Math.min(Math.max(sameItem ? selectable.length : 0, 2), 6)}
        >
          {(sameItem ? selectable : []).map((order) => (
            <option key={order.ono} value={order.ono}>
              {order.ono}
              {order.date ? ` (${order.date})` : ''}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="rr-button" data-variant="secondary">
        Show orders
      </button>
      <button type="submit" name="go" value="1" className="rr-button">
        Fetch statistics
      </button>
    </Form>
  );
}
