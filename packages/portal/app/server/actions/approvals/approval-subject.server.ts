import type { DatabaseHandle } from '../../db/database.server.js';
import type { ApprovalSubject } from '../../db/schema.server.js';
import { ActionError } from '../action-error.server.js';

/**
 * Where the document of an approval comes from: the uploaded quote, an order's stored report, a BHA
 * report's file, or an order's pre-invoice (stored or generated) as the portal serves it.
 */
export type ApprovalSource =
  | { kind: 'upload' }
  | { kind: 'order-report'; orderNo: string }
  | { kind: 'bha-report'; reportId: string }
  | { kind: 'pre-invoice'; orderNo: string };

/** What an approval is of, checked against the customer's own records. */
export interface ResolvedSubject {
  subject: ApprovalSubject;
  requestId: string | null;
  requestNumber: string | null;
  /** The order number or BHA report id of a report or pre-invoice. */
  subjectRef: string | null;
  /** What is approved, in words, without a quote's terms. */
  title: string;
  source: ApprovalSource;
}

const SUBJECTS: readonly ApprovalSubject[] = ['quote', 'report', 'pre-invoice'];

/**
 * Whether a text names what an approval can be of.
 *
 * @example
 * isApprovalSubject('pre-invoice'); // true
 */
export function isApprovalSubject(value: unknown): value is ApprovalSubject {
  return typeof value === 'string' && (SUBJECTS as readonly string[]).includes(value);
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

async function requestSubject(handle: DatabaseHandle, customer: string, number: string) {
  const request = await handle.db
    .selectFrom('requests')
    .select(['id', 'number'])
    .where('Customer', '=', customer)
    .where('number', '=', number)
    .executeTakeFirst();
  if (!request) throw new ActionError(400, `${customer} has no request ${number}`);
  const items = await handle.db
    .selectFrom('request_items')
    .select('kind')
    .where('request_id', '=', request.id)
    .execute();
  const joints = items.filter((item) => item.kind === 'joint').length;
  const tools = items.length - joints;
  const named = [joints ? plural(joints, 'joint') : '', tools ? plural(tools, 'tool') : '']
    .filter(Boolean)
    .join(' and ');
  return {
    requestId: request.id,
    requestNumber: request.number,
    title: `Quote for request ${request.number}${named ? ` (${named})` : ''}`,
  };
}

type OrderTable = 'orders' | 'bha_orders' | 'preinvoices' | 'bha_preinvoices';

/** Whether `customer` has a row of order `orderNo` in any of `tables`. */
async function hasOrder(
  handle: DatabaseHandle,
  customer: string,
  orderNo: string,
  tables: readonly OrderTable[],
): Promise<boolean> {
  const found = await Promise.all(
    tables.map((table) =>
      handle.db
        .selectFrom(table)
        .select('Order_No')
        .where('Customer', '=', customer)
        .where('Order_No', '=', orderNo)
        .executeTakeFirst(),
    ),
  );
  return found.some((row) => row !== undefined);
}

const ORDERS: readonly OrderTable[] = ['orders', 'bha_orders'];
const PRE_INVOICED: readonly OrderTable[] = ['orders', 'bha_orders', 'preinvoices', 'bha_preinvoices'];

/**
 * What an approval asked of `customer` is of, checked against that customer's records only: a quote names
 * one of its requests (`requestNumber`); a report names one of its orders (the order's inspection report)
 * or one of its BHA reports (`subjectRef`); a pre-invoice names one of its orders or pre-invoiced orders.
 *
 * @throws {@link ActionError} 400 for an unknown subject, a missing number, or a number the customer does
 * not have.
 * @example
 * await resolveApprovalSubject(handle, 'Northwind Drilling', { subject: 'pre-invoice', subjectRef: '41038' });
 * // { subject: 'pre-invoice', subjectRef: '41038', title: 'Pre-invoice of order 41038', ... }
 */
export async function resolveApprovalSubject(
  handle: DatabaseHandle,
  customer: string,
  input: { subject: unknown; requestNumber?: unknown; subjectRef?: unknown },
): Promise<ResolvedSubject> {
  const { subject } = input;
  if (!isApprovalSubject(subject))
    throw new ActionError(
      400,
      `subject must be quote, report or pre-invoice; got ${JSON.stringify(subject ?? null)}`,
    );
  const none = { requestId: null, requestNumber: null, subjectRef: null };
  if (subject === 'quote') {
    const number = typeof input.requestNumber === 'string' ? input.requestNumber.trim() : '';
    if (!number)
      throw new ActionError(400, 'A quote is for a request: give its number, such as RQ-2026-0001');
    return {
      subject,
      ...none,
      subjectRef: null,
      ...(await requestSubject(handle, customer, number)),
      source: { kind: 'upload' },
    };
  }
  const ref = typeof input.subjectRef === 'string' ? input.subjectRef.trim() : '';
  if (!ref)
    throw new ActionError(
      400,
      subject === 'report'
        ? 'Give the order number or BHA report id of the report'
        : 'Give the order number of the pre-invoice',
    );
  if (subject === 'pre-invoice') {
    if (!(await hasOrder(handle, customer, ref, PRE_INVOICED)))
      throw new ActionError(400, `${customer} has no order or pre-invoice ${ref}`);
    return {
      subject,
      ...none,
      subjectRef: ref,
      title: `Pre-invoice of order ${ref}`,
      source: { kind: 'pre-invoice', orderNo: ref },
    };
  }
  if (await hasOrder(handle, customer, ref, ORDERS))
    return {
      subject,
      ...none,
      subjectRef: ref,
      title: `Inspection report of order ${ref}`,
      source: { kind: 'order-report', orderNo: ref },
    };
  const report = await handle.db
    .selectFrom('bha_reports')
    .select(['Report_ID', 'report_type'])
    .where('Customer', '=', customer)
    .where('Report_ID', '=', ref)
    .executeTakeFirst();
  if (!report) throw new ActionError(400, `${customer} has no order or BHA report ${ref}`);
  return {
    subject,
    ...none,
    subjectRef: ref,
    title: `BHA report ${ref}${report.report_type ? ` (${report.report_type})` : ''}`,
    source: { kind: 'bha-report', reportId: ref },
  };
}
