import { createSearchIndex, type InventoryReportView, queryTable } from '@rigready/core';
import { cellDisplayText, type DataTableColumn, toCoreColumns } from '@rigready/ui';
import {
  type TubularColumnOptions,
  type TubularInventoryRow,
  tubularInventoryColumns,
} from '../../../shared/tubular-inventory-columns.js';
import type { ScopedDb } from '../../scoping/scoped-db.server.js';
import { fleetInventory } from '../../services/inventory.server.js';
import {
  inventoryInspectionDates,
  inventoryRowKey,
} from '../../services/inventory-inspection-dates.server.js';

/** What decides the inventory screen's columns for the actor (its customer's features, fleet mode). */
export type InventoryReportColumnOptions = Pick<
  TubularColumnOptions,
  'rangeColumn' | 'stringNumberLabel' | 'inspectionDateColouring' | 'fleet'
>;

/** One printed column: its id, the screen's label, and whether it holds counts (right-aligned, totalled). */
export interface InventoryReportColumn {
  id: string;
  label: string;
  count: boolean;
}

/** The inventory report: what the screen showed, as the texts of its cells, and the totals of its counts. */
export interface InventoryReportDocument {
  /** The customer, or null for an admin who is not viewing as one (then rows of every customer). */
  Customer: string | null;
  /** The asset reported on, or 'Fleet Inventory'. */
  asset: string;
  view: InventoryReportView;
  columns: InventoryReportColumn[];
  /** The cells of each row, in the columns' order, as the screen writes them. */
  rows: string[][];
  /** The total of each count column shown, by column id. */
  totals: Record<string, number>;
}

/** A view that names a column the screen does not have. HTTP 400. */
export class InventoryReportViewError extends Error {
  override name = 'InventoryReportViewError';
  readonly status = 400;
}

type Column = DataTableColumn<TubularInventoryRow>;

const ignore = () => {};

/**
 * The inventory screen's own column definitions for the actor, so the report has the screen's labels,
 * cell texts, search and sort, with none of the screen's handlers.
 *
 * @example
 * inventoryReportColumns({ rangeColumn: false, stringNumberLabel: null, inspectionDateColouring: false, fleet: true }, '2026-11-20T08:00:00.000Z');
 */
export function inventoryReportColumns(options: InventoryReportColumnOptions, now: string): Column[] {
  return tubularInventoryColumns({
    ...options,
    highlightRange3: false,
    now,
    onCount: ignore,
    onCertificate: ignore,
  });
}

/**
 * The view of the inventory screen as it opens: every column shown by default, all sites, no search or
 * filter, the largest Total Items first. The report of a caller that sends no view.
 *
 * @example
 * defaultInventoryReportView(columns).sorting; // [{ id: 'Total_Item', desc: true }]
 */
export function defaultInventoryReportView(columns: readonly Column[]): InventoryReportView {
  return {
    site: null,
    query: '',
    filters: {},
    sorting: [{ id: 'Total_Item', desc: true }],
    columns: columns.filter((column) => column.defaultVisible !== false).map((column) => column.id),
  };
}

/**
 * Checks that a view names only columns of the screen; throws an {@link InventoryReportViewError} that
 * names the first unknown one and the known ones.
 *
 * @example
 * checkInventoryReportView(columns, { ...view, columns: ['Item_No', 'Nope'] }); // throws 'Unknown inventory column Nope …'
 */
export function checkInventoryReportView(columns: readonly Column[], view: InventoryReportView): void {
  const known = new Set(columns.map((column) => column.id));
  const named = [...view.columns, ...Object.keys(view.filters), ...view.sorting.map((rule) => rule.id)];
  const unknown = named.find((id) => !known.has(id));
  if (unknown !== undefined) {
    throw new InventoryReportViewError(
      `Unknown inventory column ${unknown}; the columns are ${[...known].join(', ')}`,
    );
  }
  if (new Set(view.columns).size !== view.columns.length)
    throw new InventoryReportViewError('A column is chosen twice in the inventory view');
}

/**
 * The inventory report of the actor's current selection (/getInventoryPDF), printed as the screen showed
 * it: the rows of the actor's own scope (the scoped db was built for the asset or the fleet, so an asset
 * outside the actor's list never gets here) narrowed again by the screen's view (site, search, column
 * filters), in its sort, with its chosen columns in their order. Search, filters and sort are core's, run
 * on the screen's column definitions, so the report and the screen cannot disagree. The view never
 * carries rows: a view naming rows of another customer matches nothing of it.
 *
 * @throws InventoryReportViewError when the view names a column the screen does not have.
 * @example
 * const report = await inventoryReportDocument(scoped, { columns: options, now: context.date.toISOString(), view });
 */
export async function inventoryReportDocument(
  scoped: ScopedDb,
  options: { columns: InventoryReportColumnOptions; now: string; view?: InventoryReportView },
): Promise<InventoryReportDocument> {
  const columns = inventoryReportColumns(options.columns, options.now);
  const view = options.view ?? defaultInventoryReportView(columns);
  checkInventoryReportView(columns, view);
  const [inventory, dates] = await Promise.all([fleetInventory(scoped), inventoryInspectionDates(scoped)]);
  const rows = inventory
    .filter((row) => view.site === null || row.Site === view.site)
    .map(
      (row) =>
        ({
          ...row,
          Overview_Date: dates.get(inventoryRowKey(row)) ?? null,
        }) as unknown as TubularInventoryRow,
    );
  const byId = new Map(columns.map((column) => [column.id, column]));
  const shown = view.columns.map((id) => byId.get(id) as Column);
  const index = createSearchIndex(rows, toCoreColumns(columns), {
    searchColumnIds: shown.filter((column) => column.searchable !== false).map((column) => column.id),
  });
  const { rows: matching } = queryTable(index, {
    query: view.query,
    filters: view.filters,
    sorting: view.sorting,
    pageSize: 'all',
  });
  const totals: Record<string, number> = {};
  for (const column of shown) {
    if (column.type === 'count')
      totals[column.id] = matching.reduce((sum, row) => sum + Number(column.accessor(row) ?? 0), 0);
  }
  const { selection } = scoped.actor;
  return {
    Customer: scoped.rules.customer,
    asset: selection.kind === 'asset' ? selection.asset : 'Fleet Inventory',
    view,
    columns: shown.map((column) => ({ id: column.id, label: column.header, count: column.type === 'count' })),
    rows: matching.map((row) => shown.map((column) => cellDisplayText(column, row))),
    totals,
  };
}
