import { DataTable, type DataTableColumn } from '@rigready/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { ImportRunLine } from '../../server/pages/import-run-line.server.js';
import { ROWS_READ } from './import-counts.js';
import { importStatusColour } from './import-status.js';

const count = (
  id: 'rows' | 'added' | 'changed' | 'unchanged' | 'deleted' | 'problems',
  header: string,
  primary = false,
) =>
  ({
    id,
    header,
    accessor: (row) => row[id],
    type: 'number',
    width: 72,
    filterable: false,
    primary,
  }) satisfies DataTableColumn<ImportRunLine>;

/**
 * The import history as a table (cards on a phone): each run's start opens its page.
 *
 * @example
 * <ImportRunsTable runs={loaderData.runs} />
 */
export function ImportRunsTable({ runs }: { runs: ImportRunLine[] }) {
  const navigate = useNavigate();
  const columns = useMemo<DataTableColumn<ImportRunLine>[]>(
    () => [
      {
        id: 'when',
        header: 'Started',
        accessor: (row) => row.startedAt,
        sortType: 'date',
        type: 'action',
        actionLabel: (row) => row.when,
        onAction: (row) => void navigate(`/imports/${row.id}`),
        description: 'Press a start time to open the run',
        pinned: true,
        width: 150,
        filterable: false,
        searchable: false,
      },
      {
        id: 'status',
        header: 'Status',
        accessor: (row) => row.statusLabel,
        type: 'chip',
        chipColor: (row) => importStatusColour(row.status),
        width: 100,
        primary: true,
      },
      { id: 'source', header: 'Source', accessor: (row) => row.source, width: 110, primary: true },
      { id: 'actor', header: 'By', accessor: (row) => row.actor, width: 64, filterable: false },
      count('rows', ROWS_READ, true),
      count('added', 'Added', true),
      count('changed', 'Changed', true),
      count('unchanged', 'Unchanged', true),
      count('deleted', 'Deleted', true),
      count('problems', 'Problems', true),
      { id: 'duration', header: 'Duration', accessor: (row) => row.duration, width: 90, filterable: false },
    ],
    [navigate],
  );
  return (
    <DataTable
      label="Import runs"
      rows={runs}
      columns={columns}
      searchPlaceholder="Search (status, source, who etc..)"
      emptyMessage="No imports yet"
    />
  );
}
