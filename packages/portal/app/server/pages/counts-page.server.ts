import { calendarDay } from '@rigready/core';
import type { Identity } from '../access/identity.server.js';
import { type CountSummary, listFieldCounts } from '../actions/field-counts/list-field-counts.server.js';
import { formatDateTime } from '../audit/audit-words.server.js';
import type { FieldOutcome } from '../db/schema.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';

/** A count as the /counts table shows it: what was counted in words, who and when on the provider's clock. */
export interface CountRow {
  number: string;
  customer: string;
  /** `Rack R-50 at Hammerfest` or `Delivery DT-F-001`. */
  what: string;
  countedBy: string;
  /** When the count was finished on the device, on the provider's clock: `29.11.2026 10:40`. */
  finishedAtText: string;
  /** The provider's calendar day it was finished (`2026-11-29`), for the list's date column. */
  finishedOn: string;
  found: number;
  missing: number;
  unexpected: number;
  otherRack: number;
  extra: number;
  conflicts: number;
}

/** The /counts page. */
export interface CountsPage {
  /** True for an admin viewing as no one: every customer's counts, with a Customer column. */
  everyCustomer: boolean;
  viewingAs: string | null;
  counts: CountRow[];
}

/** The words of each verdict, as the count pages write them. */
export const OUTCOME_WORDS: Record<FieldOutcome, string> = {
  found: 'Found',
  missing: 'Missing',
  unexpected: 'Unexpected',
  'other-rack': 'In another rack',
  extra: 'Extra',
  'not-expected': 'No longer expected',
};

/**
 * A count's summary as a row the viewer reads.
 *
 * @example
 * countRow(summary, 'Europe/Oslo').what; // 'Rack R-50 at Hammerfest'
 */
export function countRow(summary: CountSummary, timeZone: string): CountRow {
  return {
    number: summary.number,
    customer: summary.customer,
    what:
      summary.kind === 'rack'
        ? `Rack ${summary.rack ?? ''} at ${summary.site ?? ''}`
        : `Delivery ${summary.dtNo ?? ''}`,
    countedBy: summary.countedBy.name ?? summary.countedBy.email ?? 'a removed user',
    finishedAtText: formatDateTime(summary.finishedAt, timeZone),
    finishedOn: calendarDay(new Date(summary.finishedAt), timeZone),
    found: summary.found,
    missing: summary.missing,
    unexpected: summary.unexpected,
    otherRack: summary.otherRack,
    extra: summary.extra,
    conflicts: summary.conflicts,
  };
}

/**
 * The /counts page's data: the counts within the viewer's reach (see `countReach`), newest first.
 *
 * @example
 * const page = await countsPage(identity);
 */
export async function countsPage(identity: Identity): Promise<CountsPage> {
  const { handle, env } = getPortalRuntime();
  const everyCustomer = identity.user.isAdmin && identity.actor.actingCustomer === null;
  const counts = await listFieldCounts(handle, identity);
  return {
    everyCustomer,
    viewingAs: identity.user.isAdmin ? identity.actor.actingCustomer : null,
    counts: counts.map((summary) => countRow(summary, env.timeZone)),
  };
}
