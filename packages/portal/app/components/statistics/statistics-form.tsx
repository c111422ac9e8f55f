import { useState } from 'react';
import { Form } from 'react-router';
import { type OfferedOrder, StatisticsQueryFields } from './statistics-query-fields.js';
import { useHydrated } from './use-hydrated.js';

/** One item the form offers, with its orders (newest order number first). */
export interface StatisticsFormItem {
  itemNo: string;
  equipment: string;
  orders: OfferedOrder[];
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
      <StatisticsQueryFields
        idPrefix="statistics"
        items={items}
        item={chosen}
        onItemChange={setChosen}
        from={{ name: 'from', value: from }}
        to={{ name: 'to', value: to }}
        offered={offered}
        chosenOrders={orders}
      />
      <button type="submit" className="rr-button" disabled={hydrated && !chosen}>
        GO
      </button>
    </Form>
  );
}
