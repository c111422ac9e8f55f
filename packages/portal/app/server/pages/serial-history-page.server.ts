import { data, type RouterContextProvider, redirect } from 'react-router';
import { findCookieIdentity } from '../access/find-identity.server.js';
import { getPortalRuntime } from '../access/portal-runtime.server.js';
import { guardPage } from '../access/require-page.server.js';
import {
  publicSerialHistoryCustomer,
  type SerialHistoryAnswerRow,
  serialHistory,
} from '../public/serial-history.server.js';
import { enforceRateLimits, RATE_LIMITS, RateLimitedError } from '../security/rate-limit.server.js';
import { clientAddress } from '../security/request-context.server.js';

/**
 * What the public serial history page shows: the report rows or why there are none. The query itself is
 * not echoed (the page reads it from the URL), so the answer holds nothing but the customer's report rows.
 */
export interface SerialHistoryPage {
  /** The customer's name fixed by its public path (the slug page), else null. */
  fixedCustomer: string | null;
  rows: SerialHistoryAnswerRow[];
  message: string | null;
  signedIn: boolean;
}

const NOT_FOUND = 'No public serial history for this customer';

/**
 * The public serial history (/keystone and a customer's publicSlug path): the BHA reports of ?serialnr
 * for ?customer (or the slug's customer), through the same service and rate limit as /api/keystone. Only
 * customers with publicSerialHistory answer; another name gives the same message as an unknown one.
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
  const identity = slug === null ? await guardPage(request) : await findCookieIdentity(request);
  const runtime = getPortalRuntime();
  const search = new URL(request.url).searchParams;
  const fixedCustomer = slug === null ? null : await publicSerialHistoryCustomer(runtime.handle, slug);
  // Any other single-segment path keeps the catch-all's answer: off to sign-in.
  if (slug !== null && fixedCustomer === null) throw redirect('/login');
  const customer = fixedCustomer ?? search.get('customer')?.trim() ?? '';
  const serialNo = search.get('serialnr')?.trim() ?? '';
  const page = { fixedCustomer, rows: [], message: null, signedIn: identity !== null };
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
  const owner = fixedCustomer ?? (await publicSerialHistoryCustomer(runtime.handle, customer));
  if (!owner) return { ...page, message: NOT_FOUND };
  const rows = Object.values(await serialHistory(runtime.handle, owner, serialNo)).flatMap(([list]) => list);
  return { ...page, rows, message: rows.length === 0 ? 'No reports for this serial number' : null };
}
