import { Form, useSubmit } from 'react-router';
import type { HistoryOrderChoice } from '../../server/pages/inspection-history-page.server.js';

/**
 * The Order No autocomplete of the item history: a GET form whose text box suggests the history orders
 * (a native datalist, so it works without script). With script, choosing a suggested order loads it at
 * once, which reloads the charts.
 *
 * @example
 * <OrderNoAutocomplete choices={choices} current="S103" />
 */
export function OrderNoAutocomplete({
  choices,
  current,
}: {
  choices: readonly HistoryOrderChoice[];
  current: string | null;
}) {
  const submit = useSubmit();
  const known = new Set(choices.map((choice) => choice.orderNo));
  return (
    <Form method="get" className="rr-statistics-form" aria-label="Choose an order">
      <div className="rr-field">
        <label className="rr-field__label" htmlFor="history-order">
          Order No
        </label>
        <input
          id="history-order"
          name="order"
          list="history-order-choices"
          autoComplete="off"
          className="rr-field__input"
          defaultValue={current ?? ''}
          key={current ?? ''}
          onChange={(event) => {
            const { form, value } = event.currentTarget;
            if (form && known.has(value) && value !== current) void submit(form);
          }}
        />
        <datalist id="history-order-choices">
          {choices.map((choice) => (
            <option key={`${choice.orderNo}|${choice.itemNo}`} value={choice.orderNo}>
              {`${choice.orderNo} · ${choice.itemNo} (${choice.equipment})`}
            </option>
          ))}
        </datalist>
      </div>
      <button type="submit" className="rr-button">
        Show
      </button>
    </Form>
  );
}
