import { normalizeSearchText } from '@rigready/core';
import type { DatabaseHandle } from '../db/database.server.js';
import type { Actor } from '../scoping/actor.server.js';
import { createScopedDb, type ScopedDb } from '../scoping/scoped-db.server.js';

/** One row of the public serial history (/keystone): a BHA report of the serial, nothing more. */
export interface SerialHistoryAnswerRow {
  Serial_No: string;
  Description: string | null;
  Conn1: string | null;
  Conn2: string | null;
  Inspection_Date: string | null;
  PO: string | null;
  Ref: string | null;
  Order_No: string | null;
  Spec: string | null;
  Result: string | null;
  report_type: string;
  Report_ID: string;
}

/** The /keystone answer: per report type, a list whose first element holds the rows. */
export type SerialHistoryAnswer = Record<string, [SerialHistoryAnswerRow[]]>;

interface CustomerRow {
  customer_id: string;
  customer: string;
  features: string | null;
}

/** A customer that publishes its serial history: its id (what public links are bound to) and name. */
export interface PublishingCustomer {
  customerId: string;
  customer: string;
}

function publicFeatures(row: CustomerRow): { publicSerialHistory?: boolean; publicSlug?: string | null } {
  try {
    return JSON.parse(row.features ?? '{}') as { publicSerialHistory?: boolean; publicSlug?: string | null };
  } catch {
    return {};
  }
}

async function publishingCustomers(handle: DatabaseHandle, customerId?: string) {
  let query = handle.db.selectFrom('customers').select(['customer_id', 'customer', 'features']);
  if (customerId !== undefined) query = query.where('customer_id', '=', customerId);
  const rows = (await query.execute()) as CustomerRow[];
  return rows.filter((row) => publicFeatures(row).publicSerialHistory === true);
}

const publishing = (row: CustomerRow | undefined): PublishingCustomer | null =>
  row ? { customerId: row.customer_id, customer: row.customer } : null;

/**
 * The customer whose public serial history `customerOrSlug` names (its name, or its `publicSlug` with or
 * without a leading '/', case-insensitive), if that customer has the publicSerialHistory feature; else null.
 *
 * @example
 * await findPublishingCustomer(handle, 'nordkapp'); // { customerId: 'C300', customer: 'Nordkapp Borelag AS' }
 */
export async function findPublishingCustomer(
  handle: DatabaseHandle,
  customerOrSlug: string,
): Promise<PublishingCustomer | null> {
  const wanted = customerOrSlug.replace(/^\//, '').toLowerCase();
  const rows = await publishingCustomers(handle);
  return publishing(
    rows.find((row) => {
      const slug = publicFeatures(row).publicSlug?.replace(/^\//, '').toLowerCase();
      return row.customer.toLowerCase() === wanted || (slug !== undefined && slug === wanted);
    }),
  );
}

/**
 * The name of the customer {@link findPublishingCustomer} finds, or null.
 *
 * @example
 * await publicSerialHistoryCustomer(handle, 'KCADeutag'); // 'KCA Deutag'
 */
export async function publicSerialHistoryCustomer(
  handle: DatabaseHandle,
  customerOrSlug: string,
): Promise<string | null> {
  return (await findPublishingCustomer(handle, customerOrSlug))?.customer ?? null;
}

/**
 * The customer with this id if it publishes its serial history now, else null (a customer that switched
 * the feature off, or was removed, stops answering at once).
 *
 * @example
 * await publishingCustomerById(handle, 'C300'); // { customerId: 'C300', customer: 'Nordkapp Borelag AS' }
 */
export async function publishingCustomerById(
  handle: DatabaseHandle,
  customerId: string,
): Promise<PublishingCustomer | null> {
  return publishing((await publishingCustomers(handle, customerId))[0]);
}

/**
 * The actor public serial-history reads run as: bound to the one customer, the whole fleet, no user.
 *
 * @example
 * const scoped = createScopedDb(handle, publicSerialHistoryActor('Nordkapp Borelag AS'));
 */
export function publicSerialHistoryActor(customer: string): Actor {
  return {
    userId: 'public-serial-history',
    email: 'public-serial-history',
    customer,
    isAdmin: false,
    actingCustomer: null,
    allowedAssets: [],
    excludedAssets: [],
    selection: { kind: 'fleet' },
    routesList: [],
  };
}

/**
 * The customer's serial numbers that read as `typed` under core's search rule (case, spaces, dashes,
 * slashes and other punctuation ignored): 'ab-12 34' names 'AB1234'. Only the serial column of the
 * customer's own reports is read.
 */
async function matchingSerials(scoped: ScopedDb, typed: string, customer: string | null): Promise<string[]> {
  const wanted = normalizeSearchText(typed);
  if (wanted === '') return [];
  const rows = await scoped
    .selectFrom('bha_reports')
    .select('Serial_No')
    .distinct()
    .where('Serial_No', 'is not', null)
    .where('report_type', 'is not', null)
    .$if(customer !== null, (query) => query.where('Customer', '=', customer as string))
    .execute();
  return rows
    .map((row) => row.Serial_No as string)
    .filter((serial) => normalizeSearchText(serial) === wanted);
}

/**
 * The BHA reports of one serial number that `scoped` may see, newest first, with only the columns the
 * serial history shows, of `customer` alone when given (an admin sees every customer's). The serial
 * number is matched as core's search matches text (see matchingSerials): the public serial history reads
 * them for one customer, a tool's page for the signed-in actor.
 *
 * @example
 * const reports = await serialReports(scoped, 'NW-BHA1');
 * reports.map((row) => row.Report_ID); // ['NW-R2', 'NW-R1']
 */
export async function serialReports(
  scoped: ScopedDb,
  serialNo: string,
  customer: string | null = null,
): Promise<SerialHistoryAnswerRow[]> {
  const serials = await matchingSerials(scoped, serialNo, customer);
  if (serials.length === 0) return [];
  const rows = await scoped
    .selectFrom('bha_reports')
    .select([
      'Serial_No',
      'Description',
      'Connection_1',
      'Connection_2',
      'Inspection_Date',
      'PO',
      'Ref',
      'Order_No',
      'Spec',
      'Result',
      'report_type',
      'Report_ID',
    ])
    .where('Serial_No', 'in', serials)
    .where('report_type', 'is not', null)
    .$if(customer !== null, (query) => query.where('Customer', '=', customer as string))
    .orderBy('Inspection_Date', 'desc')
    .orderBy('Report_ID')
    .execute();
  return rows.map((row) => ({
    Serial_No: row.Serial_No ?? serialNo,
    Description: row.Description,
    Conn1: row.Connection_1,
    Conn2: row.Connection_2,
    Inspection_Date: row.Inspection_Date,
    PO: row.PO,
    Ref: row.Ref,
    Order_No: row.Order_No,
    Spec: row.Spec,
    Result: row.Result,
    report_type: row.report_type as string,
    Report_ID: row.Report_ID,
  }));
}

/**
 * The public serial history of one serial number of one customer: its BHA reports (newest first) grouped
 * by report type, through {@link serialReports}. The queries run through a scoped db bound to that
 * customer, so no other customer's row can be reached whatever the serial number.
 *
 * @example
 * const answer = await serialHistory(handle, 'Northwind Drilling', 'NW-BHA1');
 * answer.Multi?.[0]; // the rows
 */
export async function serialHistory(
  handle: DatabaseHandle,
  customer: string,
  serialNo: string,
): Promise<SerialHistoryAnswer> {
  const scoped = createScopedDb(handle, publicSerialHistoryActor(customer));
  const answer: SerialHistoryAnswer = {};
  for (const row of await serialReports(scoped, serialNo)) {
    const list = answer[row.report_type] ?? [[]];
    list[0].push(row);
    answer[row.report_type] = list;
  }
  return answer;
}
