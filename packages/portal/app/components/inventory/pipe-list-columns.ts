import type { DrillDownColumn } from '@rigready/ui';

/**
 * The columns of a pipe list (the drill-down dialogs and their Excel export): where each joint is and when
 * it was inspected; shipped lists add the ticket and the date shipped.
 *
 * @example
 * pipeListColumns(true).map((column) => column.key); // [..., 'DT_No', 'Shipped_Date']
 */
export function pipeListColumns(shipped: boolean): DrillDownColumn[] {
  return [
    { key: 'Serial_Number', label: 'Serial Number' },
    { key: 'Item_No', label: 'Item No' },
    { key: 'Current_Location', label: 'Location' },
    { key: 'Rack_Position', label: 'Rack' },
    { key: 'Position', label: 'Position' },
    { key: 'KWP_Length', label: 'Length' },
    { key: 'Date_Formatted', label: 'Inspected' },
    { key: 'Rig', label: 'Asset' },
    ...(shipped
      ? [
          { key: 'DT_No', label: 'DT No' },
          { key: 'Shipped_Date', label: 'Shipped' },
        ]
      : []),
  ];
}
