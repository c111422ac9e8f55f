import { isInventoryCountColumn, locationLabel, locationTooltip } from '@rigready/core';
import type { GeneratedInventoryRow as InventoryRow } from '../../../../core/src/search/test-support/inventory-rows.js';
import type { DataTableColumn } from '../../data-table/data-table.types.js';

/**
 * The 30 tubular inventory columns of core's seeded generator as DataTable columns: location counts as
 * count buttons with the spec's labels and tooltips, the certificate as a PDF button, weight as a number.
 */
export function inventoryTableColumns(
  fields: readonly (keyof InventoryRow)[],
  handlers: {
    onCountClick?: (row: InventoryRow, columnId: string) => void;
    onPdfClick?: (row: InventoryRow) => void;
  } = {},
): DataTableColumn<InventoryRow>[] {
  return fields.map((field) => {
    const accessor = (row: InventoryRow) => row[field];
    if (isInventoryCountColumn(field)) {
      return {
        id: field,
        header: locationLabel(field),
        description: locationTooltip(field) ?? undefined,
        accessor,
        type: 'count',
        width: 110,
        onCountClick: handlers.onCountClick,
      };
    }
    if (field === 'action') {
      return {
        id: field,
        header: 'Certificate',
        accessor,
        type: 'pdf',
        width: 110,
        onPdfClick: handlers.onPdfClick,
      };
    }
    if (field === 'Weight') return { id: field, header: 'Weight', accessor, type: 'number', width: 90 };
    return { id: field, header: field.replaceAll('_', ' '), accessor };
  });
}
