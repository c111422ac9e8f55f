import type { TubularJob } from './tubular-jobs.js';

const FIRST_ORDER_NO = 40001;
const FIRST_RECEIVE_NO = 70001;
const FIRST_DT_NO = 20001;

/**
 * Every job that went through an order, including the earlier orders of the inspection history.
 *
 * @example
 * ordersOf(jobs).every((job) => job.returnDay !== null); // true
 */
export function ordersOf(jobs: readonly TubularJob[]): TubularJob[] {
  return jobs
    .flatMap((job) => (job.history ? [job.history, job] : [job]))
    .filter((job) => job.returnDay !== null);
}

/**
 * Numbers orders, receipts and delivery tickets across all customers in date order, the way the provider's
 * system of record hands them out; further lines of an order share its numbers.
 *
 * @example
 * numberJobs(jobs);
 * jobs[0]?.orderNo; // '40001' when it is the earliest return
 */
export function numberJobs(jobs: readonly TubularJob[]): void {
  const withOrders = ordersOf(jobs);
  const leaders = withOrders.filter((job) => job.leader === null);
  const byReturn = [...leaders].sort(
    (left, right) =>
      (left.returnDay as number) - (right.returnDay as number) || left.customerIndex - right.customerIndex,
  );
  byReturn.forEach((job, index) => {
    job.orderNo = String(FIRST_ORDER_NO + index);
    job.receiveNo = String(FIRST_RECEIVE_NO + index);
  });
  const byShipping = leaders
    .filter((job) => job.shippedDay !== null)
    .sort(
      (left, right) =>
        (left.shippedDay as number) - (right.shippedDay as number) ||
        left.customerIndex - right.customerIndex,
    );
  byShipping.forEach((job, index) => {
    job.dtNo = String(FIRST_DT_NO + index);
  });
  for (const job of withOrders) {
    if (job.leader === null) continue;
    job.orderNo = job.leader.orderNo;
    job.receiveNo = job.leader.receiveNo;
    job.dtNo = job.leader.dtNo;
  }
}
