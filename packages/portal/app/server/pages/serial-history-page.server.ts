import { data, type RouterContextProvider } from 'react-router';
import { guardPage } from '../access/require-page.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { enforceRateLimits, RATE_LIMITS, RateLimitedError } from '../security/rate-limit.server.js';
import { clientAddress } from '../security/request-context.server.js';
import { publicReportLink } from '../serial-history/public-report-link.server.js';
import {
  findPublishingCustomer,
  type SerialHistoryAnswerRow,
  serialHistory,
} from '../serial-history/serial-history.server.js';
import { unknownPath } from './unknown-path.server.js';

/** A report row of the page with the public link to its PDF (bound to this report alone). */
export interface SerialHistoryPageRow extends SerialHistoryAnswerRow {
  pdfLink: string;
}

/**
 * What the public serial history page shows: the report rows or why there are none. The query itself is
 * not echoed (the page reads it from the URL), so the answer holds nothing but the customer's report rows.
 */
export interface SerialHistoryPage {
  /** The customer's name fixed by its public path (the slug page), else null. */
  fixedCustomer: string | null;
  rows: SerialHistoryPageRow[];
  message: string | null;
}

const NOT_FOUND = 'No public serial history for this customer';

/**
 * The public serial history (/keystone and a customer's publicSlug path): the BHA reports of ?serialnr
 * for ?customer (or the slug's customer), through the same service and rate limit as /api/keystone, each
 * with a public link to its PDF. Only customers with publicSerialHistory answer; another name gives the
 * same message as an unknown one.
 *
 * @example
 * return serialHistoryPage(request, context, null);
 */
export async function serialHistoryPage(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
  slug: string | null,
): Promise<SerialHistoryPage> {
  // The slug is no path of core's route table, so only /keystone goes through the guard; both are public.
  if (slug === null) await guardPage(request);
  const runtime = getPortalRuntime();
  const search = new URL(request.url).searchParams;
  const fixed = slug === null ? null : await findPublishingCustomer(runtime.handle, slug);
  // Any other single-segment path gets the catch-all's answer.
  if (slug !== null && fixed === null) return unknownPath(request);
  const fixedCustomer = fixed?.customer ?? null;
  const customer = fixedCustomer ?? search.get('customer')?.trim() ?? '';
  const serialNo = search.get('serialnr')?.trim() ?? '';
  const page = { fixedCustomer, rows: [], message: null };
  if (customer === '' || serialNo === '') return page;
  try {
    await enforceRateLimits(
      runtime.handle,
      [[RATE_LIMITS.serialHistoryAddress, clientAddress(request, context, runtime.identity)]],
      runtime.now(),
    );
  } catch (error) {
    if (error instanceof RateLimitedError)
      throw data({ message: 'Too many lookups; please wait a minute' }, { status: 429 });
    throw error;
  }
  const owner = fixed ?? (await findPublishingCustomer(runtime.handle, customer));
  if (!owner) return { ...page, message: NOT_FOUND };
  const history = await serialHistory(runtime.handle, owner.customer, serialNo);
  const now = runtime.now();
  const rows = Object.values(history).flatMap(([list]) =>
    list.map((row) => ({
      ...row,
      pdfLink: publicReportLink(
        runtime.tokenKey,
        { customerId: owner.customerId, reportId: row.Report_ID, serialNo: row.Serial_No },
        now,
      ),
    })),
  );
  return { ...page, rows, message: rows.length === 0 ? 'No reports for this serial number' : null };
}
