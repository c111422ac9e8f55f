import {
  formatDate,
  type LeadTimeBasis,
  leadTimeBases,
  ORDER_PROGRESS_STEPS,
  type OrderProgressLine,
  orderProgress,
  readyEstimate,
} from '@rigready/core';
import type { Identity } from '../access/identity.server.js';
import { readClock } from '../runtime/read-clock.server.js';
import {
  type BhaOrderAnswer,
  completedLeadTimeLines,
  type TubularOrderAnswer,
} from '../services/orders.server.js';
import { type ExpectedReadyText, expectedReady } from './expected-ready.server.js';
import { pageFleetScope } from './page-scope.server.js';

/** Where an order stands, written out for the order screens. */
export interface OrderStepsText {
  /** The current step, or the last one ('Shipped', for BHA 'Ready') when every step is done. */
  Stage: string;
  /** Every step, marked ✓ done, ● current or ○ to come, with the dates the order has. */
  Steps: string;
}

/** Where a tubular order line stands and when it should be ready (late or not). */
export interface OrderProgressText extends OrderStepsText, ExpectedReadyText {
  /** What the estimate rests on: `median 9 working days of 14 orders like it`, empty without one. */
  Estimate_Basis: string;
}

const MARKS = { done: '✓', current: '●', todo: '○' } as const;

function basisText(basis: LeadTimeBasis): string {
  const days = basis.medianDays === 1 ? '1 working day' : `${basis.medianDays} working days`;
  const orders = basis.orders === 1 ? '1 order like it' : `${basis.orders} orders like it`;
  return `median ${days} of ${orders}`;
}

function stepsText(line: OrderProgressLine, pipeType: 'Tubular' | 'BHA'): OrderStepsText {
  const steps = orderProgress(line, pipeType);
  const last = ORDER_PROGRESS_STEPS[pipeType][ORDER_PROGRESS_STEPS[pipeType].length - 1] ?? '';
  return {
    Stage: steps.find((step) => step.state === 'current')?.step ?? last,
    Steps: steps
      .map((step) => `${MARKS[step.state]} ${step.step}${step.date ? ` ${formatDate(step.date)}` : ''}`)
      .join('  '),
  };
}

/**
 * The BHA orders with their steps (received, inspection, machining, ready). BHA orders carry no
 * completion dates, so there is no basis for an expected ready date.
 *
 * @example
 * withBhaOrderProgress(await listBhaOrders(scoped))[0]?.Stage; // 'Machining'
 */
export function withBhaOrderProgress(rows: BhaOrderAnswer[]): (BhaOrderAnswer & OrderStepsText)[] {
  return rows.map((row) => ({ ...row, ...stepsText(row, 'BHA') }));
}

/**
 * The tubular order lines with their progress and expected ready date. The estimate rests on the
 * customer's completed lines of the same scope of work across every asset the user may see (not only
 * the chosen one, which may have too few); an admin looking at all customers at once gets no estimate,
 * since lead times are each customer's own.
 *
 * @example
 * const rows = await withOrderProgress(identity, await listTubularOrders(scoped));
 * rows[0]?.Expected_Ready; // '2024-03-13'
 * rows[0]?.Ready_Late; // 'late by 2 days' (today 2024-03-15)
 * rows[0]?.Estimate_Basis; // 'median 9 working days of 14 orders like it'
 */
export async function withOrderProgress(
  identity: Identity,
  rows: TubularOrderAnswer[],
): Promise<(TubularOrderAnswer & OrderProgressText)[]> {
  const fleet = pageFleetScope(identity);
  const bases =
    fleet.rules.customer === null ? new Map() : leadTimeBases(await completedLeadTimeLines(fleet));
  const { today } = readClock();
  return rows.map((row) => {
    const estimate = readyEstimate(row, bases);
    return {
      ...row,
      ...stepsText(row, 'Tubular'),
      ...expectedReady({
        estimate: estimate?.date ?? null,
        completed: row.Completed === 'Yes' && row.Job_Completed_Date ? row.Job_Completed_Date : null,
        today,
      }),
      Estimate_Basis: estimate ? basisText(estimate) : '',
    };
  });
}
