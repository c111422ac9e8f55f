import { DataTable, type DataTableColumn } from '@rigready/ui';
import { useMemo } from 'react';
import type { CountRow } from '../../server/pages/counts-page.server.js';
import { numberColumn, textColumn } from '../../shared/table-columns.js';

/**
 * The columns of the /counts table: the number (a link to its page) first, what was counted, the totals,
 * and the Customer column when the viewer sees every customer's counts.
 *
 * @example
 * countsColumns(true).map((column) => column.header);
 */
export function countsColumns(everyCustomer: boolean): DataTableColumn<CountRow>[] {
  return [
    {
      id: 'number',
      header: 'Count',
      accessor: (row) => row.number,
      type: 'link',
      href: (row) => `/counts/${encodeURIComponent(row.number)}`,
      pinned: true,
    },
    ...(everyCustomer ? [{ ...textColumn<CountRow>('customer', 'Customer'), primary: true }] : []),
    { ...textColumn<CountRow>('what', 'Counted'), primary: true },
    { ...textColumn<CountRow>('finishedAtText', 'Finished'), sortType: 'date' },
    textColumn<CountRow>('countedBy', 'By'),
    { ...numberColumn<CountRow>('found', 'Found'), primary: true },
    { ...numberColumn<CountRow>('missing', 'Missing'), primary: true },
    numberColumn<CountRow>('unexpected', 'Unexpected'),
    numberColumn<CountRow>('otherRack', 'Other rack'),
    numberColumn<CountRow>('extra', 'Extra'),
    { ...numberColumn<CountRow>('conflicts', 'Conflicts'), primary: true },
  ];
}

/**
 * The recorded counts as a table (cards on a narrow screen: the number, what, found, missing, conflicts).
 *
 * @example
 * <CountsTable counts={loaderData.counts} everyCustomer={loaderData.everyCustomer} />
 */
export function CountsTable({
  counts,
  everyCustomer,
}: {
  counts: readonly CountRow[];
  everyCustomer: boolean;
}) {
  const columns = useMemo(() => countsColumns(everyCustomer), [everyCustomer]);
  return (
    <DataTable
      label="Counts"
      rows={counts}
      columns={columns}
      emptyMessage="No counts recorded yet."
      csvFileName="Counts.csv"
    />
  );
}
