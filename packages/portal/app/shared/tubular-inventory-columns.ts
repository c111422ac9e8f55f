import {
  INVENTORY_COUNT_COLUMNS,
  type InventoryCountColumn,
  type InventoryRow,
  inspectionDateColour,
  locationLabel,
  locationTooltip,
  monthsBetween,
} from '@rigready/core';
import type { DataTableColumn } from '@rigready/ui';
import { pdfColumn, textColumn } from './table-columns.js';

/** An inventory row as the page gets it: core's row plus the Overview Date of its joints. */
export type TubularInventoryRow = InventoryRow & {
  Overview_Date: string | null;
  /** The row's customer (several only for an admin). */
  Customer?: string | null;
};

// The counts a phone's card shows under the item: ready, in the yard, in all.
const PRIMARY_COUNTS: ReadonlySet<string> = new Set(['Rig_Ready', 'Total_Yard', 'Total_Item']);

/**
 * The columns shown before the user chooses, in table order. At a desk's 1280 px the table box is about
 * 1,150 px; these take about 1,040: the item, where it is (asset, site), what a customer plans with (ready
 * for the rig, being inspected, out at the rig, onshore and in all; Total Items is the default sort) and
 * the certificate. The description (up to about 310 px on the demo's items), the Overview Date (about
 * 140), the other locations and the item's measurements would push the counts out of view: they wait in
 * Edit headers, one click away. The server's default header list (inventory-headers.server.ts) is this.
 *
 * @example
 * TUBULAR_DEFAULT_COLUMNS[0]; // 'Item_No'
 */
export const TUBULAR_DEFAULT_COLUMNS: readonly string[] = Object.freeze([
  'Item_No',
  'Asset',
  'Site',
  'Rig_Ready',
  'Inspection',
  'Shipped',
  'Total_Yard',
  'Total_Item',
  'action',
]);

// A count is at most four digits: its column starts narrow and the table widens it to its header.
const COUNT_WIDTH = 64;

/** What changes the columns per customer and user (docs/data-contract.md features and flags). */
export interface TubularColumnOptions {
  /** Customer feature `rangeColumn`: the Range column and its filter. */
  rangeColumn: boolean;
  /** Customer feature `stringNumberLabel`: shown instead of 'String Number'. */
  stringNumberLabel: string | null;
  /** Customer feature `inspectionDateColouring`: the 5/6-month variant of the date colour. */
  inspectionDateColouring: boolean;
  /** User flag `highlightRange3`: Range 3 rows marked in the Item No and Range cells. */
  highlightRange3: boolean;
  /** Fleet mode: the Asset column is shown. */
  fleet: boolean;
  /** The server's now, an ISO timestamp: the Overview Date's age in months is measured to it. */
  now: string;
  onCount: (row: TubularInventoryRow, columnId: string) => void;
  onCertificate: (row: TubularInventoryRow) => void;
}

/** The chip colour that marks a Range 3 row for users with the highlightRange3 flag. */
export const RANGE_3_HIGHLIGHT = '#ffe082';

/**
 * Whether a row's Range is 3 (the values '3', 'R3', 'Range 3' all count).
 *
 * @example
 * isRange3({ Range: 'R3' }); // true
 */
export function isRange3(row: { Range?: unknown }): boolean {
  const range = String(row.Range ?? '')
    .replace(/range|r/gi, '')
    .trim();
  return range === '3';
}

/**
 * The tubular inventory's columns for one customer and user: the item (pinned) and where it is (Asset
 * only in fleet mode, Site), the count columns with the spec's labels and tooltips, the descriptive
 * columns (Range only with the feature, String Number relabelled by the feature), the certificate button
 * and the Overview Date with core's colour rule.
 *
 * @example
 * const columns = tubularInventoryColumns({ rangeColumn: false, stringNumberLabel: null,
 *   inspectionDateColouring: false, highlightRange3: false, fleet: true, now: loaderData.clock.now,
 *   onCount: openDrillDown, onCertificate: openCertificates });
 */
export function tubularInventoryColumns(
  options: TubularColumnOptions,
): DataTableColumn<TubularInventoryRow>[] {
  const highlight = (row: TubularInventoryRow) =>
    options.highlightRange3 && isRange3(row) ? RANGE_3_HIGHLIGHT : null;
  const itemNo: DataTableColumn<TubularInventoryRow> = {
    ...(options.highlightRange3
      ? {
          id: 'Item_No',
          header: 'Item No',
          accessor: (row) => row.Item_No,
          type: 'chip',
          chipColor: highlight,
        }
      : textColumn<TubularInventoryRow>('Item_No', 'Item No')),
    pinned: true,
  };
  // The item and where it is (one item on several assets or sites is one row per place), then its
  // counts, then what describes it.
  const columns: DataTableColumn<TubularInventoryRow>[] = [
    itemNo,
    ...(options.fleet ? [{ ...textColumn<TubularInventoryRow>('Asset', 'Asset'), primary: true }] : []),
    { ...textColumn<TubularInventoryRow>('Site', 'Site'), primary: true },
  ];
  // Core's count columns, in the spec's order (spec part 1 §3): the locations, then the totals.
  for (const id of Object.keys(INVENTORY_COUNT_COLUMNS) as InventoryCountColumn[]) {
    columns.push({
      id,
      header: locationLabel(id),
      accessor: (row) => row[id],
      type: 'count',
      width: COUNT_WIDTH,
      filterable: false,
      primary: PRIMARY_COUNTS.has(id),
      ...(locationTooltip(id) ? { description: locationTooltip(id) as string } : {}),
      onCountClick: options.onCount,
    });
  }
  columns.push(
    textColumn<TubularInventoryRow>('Equipment', 'Equipment'),
    { ...textColumn<TubularInventoryRow>('Description', 'Description'), primary: true },
    textColumn<TubularInventoryRow>('Tube_OD', 'Tube OD'),
    textColumn<TubularInventoryRow>('Connection', 'Connection'),
    textColumn<TubularInventoryRow>('TJ_OD', 'TJ OD'),
    textColumn<TubularInventoryRow>('TJ_ID', 'TJ ID'),
    textColumn<TubularInventoryRow>('Weight', 'Weight'),
    textColumn<TubularInventoryRow>('Grade', 'Grade'),
  );
  if (options.rangeColumn) {
    columns.push(
      options.highlightRange3
        ? { id: 'Range', header: 'Range', accessor: (row) => row.Range, type: 'chip', chipColor: highlight }
        : textColumn<TubularInventoryRow>('Range', 'Range'),
    );
  }
  columns.push(
    textColumn<TubularInventoryRow>('String_Number', options.stringNumberLabel ?? 'String Number'),
  );
  columns.push(
    pdfColumn({
      id: 'action',
      header: 'Certificate',
      value: (row) => row.action,
      width: 110,
      onOpen: options.onCertificate,
    }),
    {
      id: 'Overview_Date',
      header: 'Overview Date',
      accessor: (row) => row.Overview_Date,
      type: 'colour',
      sortType: 'date',
      colour: (row) =>
        row.Overview_Date === null
          ? null
          : inspectionDateColour(
              monthsBetween(row.Overview_Date, options.now),
              options.inspectionDateColouring ? 'customer' : 'circle',
            ),
    },
    {
      id: 'elevator_shank_od',
      header: 'Elevator shank OD',
      accessor: (row) => row.elevator_shank_od,
    },
    { id: 'upset_type', header: 'Upset type', accessor: (row) => row.upset_type },
    { id: 'KSI', header: 'KSI', accessor: (row) => row.KSI },
    { id: 'Part_No', header: 'Part No', accessor: (row) => row.Part_No },
  );
  return columns.map((column) => ({
    ...column,
    defaultVisible: TUBULAR_DEFAULT_COLUMNS.includes(column.id),
  }));
}
