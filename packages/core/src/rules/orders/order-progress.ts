import { utcDayNumber } from '../dates/date-input.js';

/**
 * The steps of an order, in order, by pipe type: a tubular line is received, inspected, machined,
 * hardbanded, ready and shipped; a BHA order has no hardbanding and no delivery ticket of its own.
 *
 * @example
 * ORDER_PROGRESS_STEPS.BHA; // ['Received', 'Inspection', 'Machining', 'Ready']
 */
export const ORDER_PROGRESS_STEPS = Object.freeze({
  Tubular: ['Received', 'Inspection', 'Machining', 'Hardbanding', 'Ready', 'Shipped'],
  BHA: ['Received', 'Inspection', 'Machining', 'Ready'],
} as const);

/** One of the steps of {@link ORDER_PROGRESS_STEPS}. */
export type OrderProgressStep = (typeof ORDER_PROGRESS_STEPS)['Tubular'][number];

/**
 * One step as the order shows it: done (with its date when the order has one), the current step (the
 * first one not done), or still to come.
 *
 * @example
 * const step: OrderStepState = { step: 'Inspection', state: 'done', date: '2026-11-10' };
 */
export interface OrderStepState {
  step: OrderProgressStep;
  state: 'done' | 'current' | 'todo';
  date: string | null;
}

/**
 * The order-line fields the progress reads (docs/data-contract.md orders.json).
 *
 * @example
 * const line: OrderProgressLine = { Return_Date: '2026-11-02', Check_Inspection: 'Yes', Completed: 'No' };
 */
export interface OrderProgressLine {
  Return_Date?: string | null;
  Check_Inspection?: string | null;
  Check_Machining?: string | null;
  Check_Hardbanding?: string | null;
  Inspection_Completed_DATE?: string | null;
  Machinig_Completed_Date?: string | null;
  Hardbaning_Completed_Date?: string | null;
  Completed?: string | null;
  Job_Completed_Date?: string | null;
  DT_No?: string | null;
}

function dateOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    utcDayNumber(value);
    return value.slice(0, 10);
  } catch {
    return null;
  }
}

/**
 * The steps of an order line from its flags and dates: Received always (dated by Return_Date), Inspection, Machining
 * and Hardbanding done when their Check_* flag is 'Yes' or their completion date is set (so a line sits in
 * the same table of Ongoing Orders as the flag puts it), Ready when Completed is 'Yes' or
 * Job_Completed_Date is set, Shipped when it has a delivery ticket (DT_No). The first step not done is
 * the current one; a later step done (work done out of order) stays done. A BHA order has the steps of
 * {@link ORDER_PROGRESS_STEPS}.BHA.
 *
 * @example
 * orderProgress({ Return_Date: '2026-11-02', Check_Inspection: 'Yes', Inspection_Completed_DATE: '2026-11-10' })
 *   .map((s) => s.state);
 * // ['done', 'done', 'current', 'todo', 'todo', 'todo']
 * orderProgress({ Check_Inspection: 'Yes', Check_Machining: 'Yes' }, 'BHA').map((s) => s.step);
 * // ['Received', 'Inspection', 'Machining', 'Ready']
 */
export function orderProgress(
  line: OrderProgressLine,
  pipeType: keyof typeof ORDER_PROGRESS_STEPS = 'Tubular',
): OrderStepState[] {
  const yes = (flag: string | null | undefined) => flag === 'Yes';
  const steps: [OrderProgressStep, boolean, string | null][] = [
    ['Received', true, dateOrNull(line.Return_Date)],
    ['Inspection', yes(line.Check_Inspection), dateOrNull(line.Inspection_Completed_DATE)],
    ['Machining', yes(line.Check_Machining), dateOrNull(line.Machinig_Completed_Date)],
    ['Hardbanding', yes(line.Check_Hardbanding), dateOrNull(line.Hardbaning_Completed_Date)],
    ['Ready', yes(line.Completed), dateOrNull(line.Job_Completed_Date)],
    ['Shipped', Boolean(line.DT_No), null],
  ];
  const shown: readonly OrderProgressStep[] = ORDER_PROGRESS_STEPS[pipeType];
  let currentFound = false;
  return steps
    .filter(([step]) => shown.includes(step))
    .map(([step, flagged, date]) => {
      const done = flagged || date !== null;
      if (done) return { step, state: 'done', date };
      const state = currentFound ? 'todo' : 'current';
      currentFound = true;
      return { step, state, date: null };
    });
}
