import { useState } from 'react';
import { Form } from 'react-router';
import type { ItemStatisticsQuery } from '../../server/pages/item-statistics-page.server.js';
import { type OfferedOrder, StatisticsQueryFields } from './statistics-query-fields.js';

/** Props of {@link ItemStatisticsForm}. */
export interface ItemStatisticsFormProps {
  items: readonly { itemNo: string; equipment: string }[];
  /** The item's orders within the range, newest order number first (core's `selectableOrders`). */
  selectable: readonly OfferedOrder[];
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
      <StatisticsQueryFields
        idPrefix="item-statistics"
        items={items}
        item={item}
        onItemChange={setItem}
        from={{ name: 'start', value: query.start ?? '' }}
        to={{ name: 'end', value: query.end ?? '' }}
        optionalRange
        offered={sameItem ? selectable : []}
        chosenOrders={sameItem ? query.orders : []}
      />
      <button type="submit" className="rr-button" data-variant="secondary">
        Show orders
      </button>
      <button type="submit" name="go" value="1" className="rr-button">
        Fetch statistics
      </button>
    </Form>
  );
}
