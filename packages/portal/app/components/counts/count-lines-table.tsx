import { DataTable, type DataTableColumn } from '@rigready/ui';
import type { CountLineRow } from '../../server/pages/count-page.server.js';
import { textColumn } from '../../shared/table-columns.js';

const COLUMNS: DataTableColumn<CountLineRow>[] = [
  { ...textColumn<CountLineRow>('serial', 'Serial'), pinned: true },
  { ...textColumn<CountLineRow>('outcomeWords', 'Verdict'), primary: true },
  { ...textColumn<CountLineRow>('deviceWords', 'Device said'), primary: true },
  {
    id: 'conflict',
    header: 'Conflict',
    accessor: (row) => (row.conflict ? 'Yes' : 'No'),
    primary: true,
    width: 90,
  },
  { ...textColumn<CountLineRow>('nowWords', 'Now at'), primary: true },
  textColumn<CountLineRow>('kindWords', 'Kind', 70),
  textColumn<CountLineRow>('scannedAtText', 'Scanned'),
];

/**
 * Every line of a count, conflicts first, then the lines not found, then the found: the server's verdict,
 * the device's, whether they differ and where the joint or tool is now. The table filters by verdict and conflict; a narrow screen shows each line as a card.
 *
 * @example
 * <CountLinesTable lines={loaderData.lines} />
 */
export function CountLinesTable({ lines }: { lines: readonly CountLineRow[] }) {
  return (
    <DataTable
      label="Lines"
      rows={lines}
      columns={COLUMNS}
      defaultFilterColumnIds={['outcomeWords', 'conflict']}
      csvFileName="Count lines.csv"
    />
  );
}
