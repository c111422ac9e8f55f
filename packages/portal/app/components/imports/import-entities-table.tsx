import { DataTable, type DataTableColumn } from '@rigready/ui';
import type { ImportEntityLine } from '../../server/pages/import-run-page.server.js';
import { ROWS_READ } from './import-counts.js';

const count = (id: 'rows' | 'added' | 'changed' | 'unchanged' | 'deleted', header: string) =>
  ({
    id,
    header,
    accessor: (row) => row[id],
    type: 'number',
    width: 90,
    filterable: false,
    primary: true,
  }) satisfies DataTableColumn<ImportEntityLine>;

const COLUMNS: DataTableColumn<ImportEntityLine>[] = [
  { id: 'entity', header: 'Entity', accessor: (row) => row.entity, pinned: true, width: 150 },
  { id: 'file', header: 'File', accessor: (row) => row.file, width: 170 },
  count('rows', ROWS_READ),
  count('added', 'Added'),
  count('changed', 'Changed'),
  count('unchanged', 'Unchanged'),
  count('deleted', 'Deleted'),
];

/**
 * What a run did to each entity (one contract file): its rows, and the records added, changed and deleted.
 *
 * @example
 * <ImportEntitiesTable entities={loaderData.entities} />
 */
export function ImportEntitiesTable({ entities }: { entities: ImportEntityLine[] }) {
  return (
    <DataTable
      label="Entities"
      rows={entities}
      columns={COLUMNS}
      searchPlaceholder="Search (entity, file)"
      emptyMessage="No entities"
    />
  );
}
