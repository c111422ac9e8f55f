import {
  type MonthSpan,
  monthSpan,
  ORDER_COMPLETION_FILTERS,
  type OrderCompletionFilter,
} from '@rigready/core';
import { data } from 'react-router';

/** What an /orderconfirm URL narrows the list to (the home page's order figures link with them). */
export interface OrderConfirmFilters {
  /** `show=ongoing|completed|both`: the completion filter, over the one the browser stored. */
  show: OrderCompletionFilter | null;
  /** `completed=YYYY-MM`: only the lines completed in that month (Job_Completed_Date), and its name. */
  completedIn: (MonthSpan & { label: string }) | null;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * Reads the order confirmation's URL filters.
 *
 * @throws a 400 answer naming the parameter and what it takes, for any other value.
 * @example
 * readOrderConfirmFilters(new URLSearchParams('completed=2026-11'));
 * // { show: 'completed', completedIn: { first: '2026-11-01', next: '2026-12-01', label: 'November 2026' } }
 */
export function readOrderConfirmFilters(params: URLSearchParams): OrderConfirmFilters {
  const show = params.get('show');
  const completed = params.get('completed');
  if (show !== null && !(ORDER_COMPLETION_FILTERS as readonly string[]).includes(show))
    throw data(
      { message: `show must be one of ${ORDER_COMPLETION_FILTERS.join(', ')}; got ${JSON.stringify(show)}` },
      { status: 400 },
    );
  if (completed !== null && !MONTH.test(completed))
    throw data(
      { message: `completed must be a month as YYYY-MM, e.g. 2026-11; got ${JSON.stringify(completed)}` },
      { status: 400 },
    );
  return {
    show: completed !== null ? 'completed' : (show as OrderCompletionFilter | null),
    completedIn:
      completed === null
        ? null
        : {
            ...monthSpan(`${completed}-01`, 'UTC'),
            label: new Date(`${completed}-01T00:00:00Z`).toLocaleString('en-GB', {
              month: 'long',
              year: 'numeric',
              timeZone: 'UTC',
            }),
          },
  };
}
