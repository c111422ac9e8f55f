import { DataTable, type DataTableColumn } from '@rigready/ui';
import { useMemo } from 'react';
import type { CountRow } from '../../server/pages/counts-page.server.js';
import { dateColumn, numberColumn, textColumn } from '../../shared/table-columns.js';

// A total, a number or an instant is read, not filtered: without a filter menu its column stays as narrow
// as its texts, and the table fits 1280 px.
const total = (id: keyof CountRow & string, header: string): DataTableColumn<CountRow> => ({
  ...numberColumn<CountRow>(id, header),
  filterable: false,
});

/**
 * The columns of the /counts table: the number (a link to its page) first, what was counted, the totals
 * (conflicts beside found and missing), and the Customer column when the viewer sees every customer's counts.
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
      filterable: false,
    },
    ...(everyCustomer ? [{ ...textColumn<CountRow>('customer', 'Customer'), primary: true }] : []),
    { ...textColumn<CountRow>('what', 'Counted'), primary: true },
    { ...dateColumn<CountRow>('finishedOn', 'Finished'), filterable: false },
    textColumn<CountRow>('countedBy', 'By'),
    { ...total('found', 'Found'), primary: true },
    { ...total('missing', 'Missing'), primary: true },
    { ...total('conflicts', 'Conflicts'), primary: true },
    total('unexpected', 'Unexpected'),
    // Beside every customer's name the rarer totals would run past 1280 px: one click away in Edit headers.
    { ...total('otherRack', 'Other rack'), defaultVisible: !everyCustomer },
    { ...total('extra', 'Extra'), defaultVisible: !everyCustomer },
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
