import { zonedClock } from '@rigready/core';
import type { Identity } from '../access/identity.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { DOCUMENT_KINDS, type DocumentKind } from './record-document-access.server.js';

/** The filter of the access log as the query string gives it; every field optional. */
export interface DocumentAccessFilter {
  customer: string | null;
  kind: DocumentKind | null;
  /** The reader's e-mail, matched whole and case-insensitively. */
  user: string | null;
  /** Calendar days (YYYY-MM-DD) on the portal's clock, both included. */
  from: string | null;
  to: string | null;
}

/** One access-log row as the page and the export show it. */
export interface DocumentAccessRow {
  id: string;
  at: string;
  email: string | null;
  customer: string | null;
  kind: string;
  reference: string;
  fileName: string;
  mode: string;
  via: string;
  address: string;
  userAgent: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Who may read which rows: every customer's (a provider admin) or one customer's (its administrator). */
export type DocumentAccessViewer = { kind: 'all' } | { kind: 'customer'; customer: string };

/**
 * The rows an identity may read: all for a provider admin, its own customer's for a customer
 * administrator, none (null) for anyone else.
 *
 * @example
 * const viewer = documentAccessViewer(identity); // { kind: 'customer', customer: 'Northwind Drilling' }
 */
export function documentAccessViewer(identity: Identity): DocumentAccessViewer | null {
  if (identity.user.isAdmin) return { kind: 'all' };
  if (identity.user.customerAdmin && identity.user.customer)
    return { kind: 'customer', customer: identity.user.customer };
  return null;
}

/**
 * Reads the filter from the query string; a field that is empty or malformed (an unknown kind, a date
 * that is not YYYY-MM-DD) is no filter, and the answer's `problems` say which were ignored.
 *
 * @example
 * readDocumentAccessFilter(new URLSearchParams('kind=ncr&from=2026-11-01'));
 * // { filter: { customer: null, kind: 'ncr', user: null, from: '2026-11-01', to: null }, problems: [] }
 */
export function readDocumentAccessFilter(query: URLSearchParams): {
  filter: DocumentAccessFilter;
  problems: string[];
} {
  const problems: string[] = [];
  const text = (name: string) => query.get(name)?.trim() || null;
  const kind = text('kind');
  const knownKind = DOCUMENT_KINDS.find((candidate) => candidate === kind) ?? null;
  if (kind && !knownKind) problems.push(`kind must be one of ${DOCUMENT_KINDS.join(', ')}`);
  const day = (name: 'from' | 'to') => {
    const value = text(name);
    if (value && !(DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))) {
      problems.push(`${name} must be a date as YYYY-MM-DD`);
      return null;
    }
    return value;
  };
  return {
    filter: {
      customer: text('customer'),
      kind: knownKind,
      user: text('user'),
      from: day('from'),
      to: day('to'),
    },
    problems,
  };
}

/** The instant a calendar day starts on the clock of `timeZone` (ISO), found from the clock's offset then. */
function dayStart(day: string, timeZone: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const clock = zonedClock(utcMidnight, timeZone);
  const shown = Date.UTC(
    Number(clock.year),
    Number(clock.month) - 1,
    Number(clock.day),
    Number(clock.hour),
    Number(clock.minute),
  );
  return new Date(utcMidnight - (shown - utcMidnight)).toISOString();
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function filtered(
  handle: DatabaseHandle,
  viewer: DocumentAccessViewer,
  filter: DocumentAccessFilter,
  timeZone: string,
) {
  let query = handle.db.selectFrom('document_access');
  // A customer administrator's customer replaces any customer the query string names.
  const customer = viewer.kind === 'customer' ? viewer.customer : filter.customer;
  if (customer) query = query.where('Customer', '=', customer);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.user)
    query = query.where((eb) => eb(eb.fn('lower', ['email']), '=', filter.user?.toLowerCase() ?? ''));
  if (filter.from) query = query.where('at', '>=', dayStart(filter.from, timeZone));
  if (filter.to) query = query.where('at', '<', dayStart(nextDay(filter.to), timeZone));
  return query;
}

/**
 * The access-log rows the viewer may read that match the filter, newest first, at most `limit`, with how
 * many match in all.
 *
 * @example
 * const { rows, total } = await listDocumentAccess(handle, viewer, filter, { timeZone: 'Europe/Oslo', limit: 200 });
 */
export async function listDocumentAccess(
  handle: DatabaseHandle,
  viewer: DocumentAccessViewer,
  filter: DocumentAccessFilter,
  options: { timeZone: string; limit: number },
): Promise<{ rows: DocumentAccessRow[]; total: number }> {
  const base = filtered(handle, viewer, filter, options.timeZone);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(options.limit).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at,
      email: row.email,
      customer: row.Customer,
      kind: row.kind,
      reference: row.reference,
      fileName: row.file_name,
      mode: row.mode,
      via: row.via,
      address: row.address,
      userAgent: row.user_agent,
    })),
    total: Number(count?.total ?? 0),
  };
}

/**
 * The customers the viewer may filter by: those with rows in the log for a provider admin, its own for a
 * customer administrator.
 *
 * @example
 * const customers = await documentAccessCustomers(handle, viewer); // ['Northwind Drilling', 'Polar Energy']
 */
export async function documentAccessCustomers(
  handle: DatabaseHandle,
  viewer: DocumentAccessViewer,
): Promise<string[]> {
  if (viewer.kind === 'customer') return [viewer.customer];
  const rows = await handle.db
    .selectFrom('document_access')
    .select('Customer')
    .distinct()
    .where('Customer', 'is not', null)
    .orderBy('Customer')
    .execute();
  return rows.flatMap((row) => (row.Customer ? [row.Customer] : []));
}
