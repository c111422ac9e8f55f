// The table's three menus, loaded together through one dynamic import: one chunk, one request and one
// compression window instead of three (they are fetched together in idle time anyway).
export { DataTableColumnSettings } from './data-table-column-settings.js';
export { DataTableFacetedFilter } from './data-table-faceted-filter.js';
export { DataTableFilterColumns } from './data-table-filter-columns.js';
