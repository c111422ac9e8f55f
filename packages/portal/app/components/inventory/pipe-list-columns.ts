import type { DrillDownColumn } from '@rigready/ui';
import { FIELD_LABELS } from '../../shared/field-labels.js';
import { jointHref } from '../serial-links.js';

/**
 * The columns of a pipe list (the drill-down dialogs and their Excel export): where each joint is (rack,
 * position and site first), its location and the class of its latest inspection (which every pipe list's
 * rows carry, as the serial export has it after Location) and when it was inspected; shipped lists add the
 * ticket and the date shipped. Each serial opens its joint's page.
 *
 * @example
 * pipeListColumns(true).map((column) => column.key); // [..., 'Current_Location', 'Class', ..., 'Shipped_Formatted']
 */
export function pipeListColumns(shipped: boolean): DrillDownColumn[] {
  return [
    {
      key: 'Serial_Number',
      label: FIELD_LABELS.Serial_Number,
      href: (row) => (typeof row.Serial_Number === 'string' ? jointHref(row.Serial_Number) : null),
    },
    // Where to find the joint comes first: on a phone the list scrolls sideways after these.
    { key: 'Rack_Position', label: FIELD_LABELS.Rack_Position },
    { key: 'Position', label: FIELD_LABELS.Position },
    { key: 'Site', label: FIELD_LABELS.Site },
    { key: 'Item_No', label: FIELD_LABELS.Item_No },
    { key: 'Current_Location', label: FIELD_LABELS.Current_Location },
    { key: 'Class', label: FIELD_LABELS.Class },
    { key: 'KWP_Length', label: FIELD_LABELS.KWP_Length },
    // The pipe row's Date_Formatted is its Date_Inspected written out, and its Rig is the joint's asset.
    { key: 'Date_Formatted', label: FIELD_LABELS.Date_Inspected },
    { key: 'Rig', label: FIELD_LABELS.Asset },
    ...(shipped
      ? [
          { key: 'DT_No', label: FIELD_LABELS.DT_No },
          // Written out as the screens show dates, as Date_Formatted is.
          { key: 'Shipped_Formatted', label: FIELD_LABELS.Shipped_Date },
        ]
      : []),
  ];
}
