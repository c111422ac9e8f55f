import { DEFAULT_STATISTICS_RANGE, formatDate } from '@rigready/core';

/** An order the orders list offers, with its date when known. */
export interface OfferedOrder {
  ono: string;
  date: string | null;
}

/** A date field of the range: its GET parameter name and its value (yyyy-mm-dd or ''). */
export interface RangeField {
  name: string;
  value: string;
}

// The spec's open range (2020-01-01 to 2070-01-01) is no day a reader chose: its fields show empty.
const OPEN_ENDS: readonly string[] = [DEFAULT_STATISTICS_RANGE.start, DEFAULT_STATISTICS_RANGE.end];
const shownDay = (value: string) => (value === '' || OPEN_ENDS.includes(value) ? '' : formatDate(value));

/** Props of {@link StatisticsQueryFields}. */
export interface StatisticsQueryFieldsProps {
  /** Prefix of the fields' ids, unique on the page: `${idPrefix}-item`, `-orders`, `-${from.name}`. */
  idPrefix: string;
  items: readonly { itemNo: string; equipment: string }[];
  item: string;
  onItemChange: (item: string) => void;
  from: RangeField;
  to: RangeField;
  /** Says '(optional)' beside From and To. */
  optionalRange?: boolean;
  /** The orders the chosen item offers. */
  offered: readonly OfferedOrder[];
  /** The orders chosen at first. */
  chosenOrders: readonly string[];
}

/**
 * The item, date-range and orders fields the statistics forms share, sent as GET parameters; the range is
 * typed as dd.mm.yyyy like every date the portal shows, and an open end shows empty. The orders
 * list starts over (its own choice dropped) whenever the item changes.
 *
 * @example
 * <StatisticsQueryFields idPrefix="statistics" items={items} item={item} onItemChange={setItem}
 *   from={{ name: 'from', value: from }} to={{ name: 'to', value: to }} offered={offered} chosenOrders={[]} />
 */
export function StatisticsQueryFields({
  idPrefix,
  items,
  item,
  onItemChange,
  from,
  to,
  optionalRange = false,
  offered,
  chosenOrders,
}: StatisticsQueryFieldsProps) {
  const optional = optionalRange ? ' (optional)' : '';
  return (
    <>
      <div className="rr-field">
        <label className="rr-field__label" htmlFor={`${idPrefix}-item`}>
          Item number
        </label>
        <select
          id={`${idPrefix}-item`}
          name="item"
          className="rr-field__input"
          value={item}
          onChange={(event) => onItemChange(event.currentTarget.value)}
        >
          <option value="">Select an item</option>
          {items.map((candidate) => (
            <option key={candidate.itemNo} value={candidate.itemNo}>
              {candidate.itemNo} ({candidate.equipment})
            </option>
          ))}
        </select>
      </div>
      {[
        { field: from, label: `From${optional}` },
        { field: to, label: `To${optional}` },
      ].map(({ field, label }) => (
        <div className="rr-field" key={field.name}>
          <label className="rr-field__label" htmlFor={`${idPrefix}-${field.name}`}>
            {label}
          </label>
          {/* Text, not the browser's date picker, whose mm/dd/yyyy would sit beside the portal's dates. */}
          <input
            id={`${idPrefix}-${field.name}`}
            name={field.name}
            type="text"
            inputMode="numeric"
            placeholder="dd.mm.yyyy"
            pattern="\d{1,2}\.\d{1,2}\.\d{4}"
            title="A day as dd.mm.yyyy, or empty for no limit"
            className="rr-field__input"
            defaultValue={shownDay(field.value)}
          />
        </div>
      ))}
      <div className="rr-field">
        <label className="rr-field__label" htmlFor={`${idPrefix}-orders`}>
          Orders (none chosen: all)
        </label>
        <select
          id={`${idPrefix}-orders`}
          name="orders"
          multiple
          className="rr-field__input"
          key={item}
          defaultValue={[...chosenOrders]}
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
    </>
  );
}
