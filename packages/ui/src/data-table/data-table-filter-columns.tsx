import { DropdownMenu } from 'radix-ui';
import type { MenuOpening } from './deferred-menu.js';
import { TriggeredDropdownMenu } from './triggered-dropdown-menu.js';

/** Props of {@link DataTableFilterColumns}. */
export interface DataTableFilterColumnsProps {
  /** Columns that can have a filter menu. */
  columns: readonly { id: string; header: string }[];
  /** Which of them show it. */
  columnIds: readonly string[];
  onColumnIdsChange: (columnIds: string[]) => void;
}

/**
 * The 'Filter columns' selector (spec part 1 §2): a menu of checkboxes choosing which columns show a
 * filter menu, kept in the columns' order. The table loads it on first use (`DeferredMenu`).
 *
 * @example
 * <DataTableFilterColumns columns={columns} columnIds={['Site']} onColumnIdsChange={setIds} trigger={look} defaultOpen={false} />
 */
export function DataTableFilterColumns({
  columns,
  columnIds,
  onColumnIdsChange,
  trigger,
  defaultOpen,
}: DataTableFilterColumnsProps & MenuOpening) {
  return (
    <TriggeredDropdownMenu trigger={trigger} defaultOpen={defaultOpen} align="end">
      {columns.map((column) => (
        <DropdownMenu.CheckboxItem
          key={column.id}
          className="rr-data-table__menu-item"
          checked={columnIds.includes(column.id)}
          onSelect={(event) => event.preventDefault()}
          onCheckedChange={(checked) =>
            onColumnIdsChange(
              checked
                ? columns
                    .map((candidate) => candidate.id)
                    .filter((id) => id === column.id || columnIds.includes(id))
                : columnIds.filter((id) => id !== column.id),
            )
          }
        >
          <span className="rr-data-table__menu-check" aria-hidden="true">
            {columnIds.includes(column.id) ? '✓' : ''}
          </span>
          {column.header}
        </DropdownMenu.CheckboxItem>
      ))}
    </TriggeredDropdownMenu>
  );
}
