import { addWorkingDays } from '../dates/add-working-days.js';
import { utcDayNumber } from '../dates/date-input.js';
import { workingDaysBetween } from '../dates/working-days.js';
import { leadTimeSummary } from '../lead-time/lead-time-summary.js';

/**
 * The order-line fields the estimate reads (docs/data-contract.md orders.json).
 *
 * @example
 * const line: ReadyEstimateLine = { Scope_Of_Work: 'Rig Return', Return_Date: '2026-11-02', Completed: 'No' };
 */
export interface ReadyEstimateLine {
  Scope_Of_Work?: string | null;
  Return_Date?: string | null;
  Completed?: string | null;
  Job_Completed_Date?: string | null;
}

/**
 * The lead time of one scope of work: the median working days from return to job completion and how
 * many completed lines it is the median of.
 *
 * @example
 * const basis: LeadTimeBasis = { medianDays: 9, orders: 14 };
 */
export interface LeadTimeBasis {
  medianDays: number;
  orders: number;
}

/**
 * An expected ready date and what it rests on.
 *
 * @example
 * const estimate: ReadyEstimate = { date: '2026-11-13', medianDays: 9, orders: 14 };
 */
export interface ReadyEstimate extends LeadTimeBasis {
  /** `YYYY-MM-DD`: the return date plus the median working days. */
  date: string;
}

function scopeKey(scope: string | null | undefined): string | null {
  const key = scope?.trim().toLowerCase();
  return key ? key : null;
}

function dayOrNull(value: string | null | undefined): number | null {
  if (!value) return null;
  try {
    return utcDayNumber(value);
  } catch {
    return null;
  }
}

/**
 * The lead time of each scope of work from a customer's order lines: of the lines whose Completed is 'Yes'
 * and that have a Return_Date and a Job_Completed_Date not before it, the median working days (weekends
 * excluded) from return to completion, by Scope_Of_Work (trimmed, case ignored). The median is the lead-time
 * page's ({@link leadTimeSummary}): the element at the middle index of the ascending list, so with an even
 * number of lines the upper of the middle two. Lines without a scope, and ongoing lines, are no basis.
 *
 * @example
 * leadTimeBases([
 *   { Scope_Of_Work: 'Inspection', Completed: 'Yes', Return_Date: '2024-03-01', Job_Completed_Date: '2024-03-04' },
 *   { Scope_Of_Work: 'Inspection', Completed: 'Yes', Return_Date: '2024-03-04', Job_Completed_Date: '2024-03-11' },
 * ]).get('inspection'); // { medianDays: 5, orders: 2 }: 1 and 5 working days, the upper of the two
 */
export function leadTimeBases(lines: readonly ReadyEstimateLine[]): Map<string, LeadTimeBasis> {
  const days = new Map<string, number[]>();
  for (const line of lines) {
    const scope = scopeKey(line.Scope_Of_Work);
    const returned = dayOrNull(line.Return_Date);
    const completed = dayOrNull(line.Job_Completed_Date);
    if (line.Completed !== 'Yes' || scope === null || returned === null || completed === null) continue;
    if (completed < returned) continue;
    const span = workingDaysBetween(line.Return_Date as string, line.Job_Completed_Date as string);
    days.set(scope, [...(days.get(scope) ?? []), span]);
  }
  const bases = new Map<string, LeadTimeBasis>();
  for (const [scope, spans] of days) {
    bases.set(scope, { medianDays: leadTimeSummary(spans).median as number, orders: spans.length });
  }
  return bases;
}

/**
 * When an ongoing order line should be ready: its Return_Date plus the median lead time of its scope of
 * work (from {@link leadTimeBases}), in working days. Null when the line is completed, has no return date
 * or scope, or no completed line of that scope is known: no estimate without a basis.
 *
 * @example
 * readyEstimate({ Scope_Of_Work: 'Inspection', Return_Date: '2024-03-01', Completed: 'No' },
 *   new Map([['inspection', { medianDays: 3, orders: 2 }]]));
 * // { date: '2024-03-06', medianDays: 3, orders: 2 }
 */
export function readyEstimate(
  line: ReadyEstimateLine,
  bases: ReadonlyMap<string, LeadTimeBasis>,
): ReadyEstimate | null {
  const scope = scopeKey(line.Scope_Of_Work);
  if (line.Completed === 'Yes' || scope === null || dayOrNull(line.Return_Date) === null) return null;
  const basis = bases.get(scope);
  if (!basis) return null;
  return { date: addWorkingDays(line.Return_Date as string, basis.medianDays), ...basis };
}
