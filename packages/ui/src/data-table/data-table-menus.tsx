import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { DataTableColumnSettingsProps } from './data-table-column-settings.js';
import type { DataTableFacetedFilterProps } from './data-table-faceted-filter.js';
import type { DataTableFilterColumnsProps } from './data-table-filter-columns.js';
import { DeferredMenu, type MenuOpening } from './deferred-menu.js';

// The menus are imported only here and only dynamically, so bundlers put them and Radix in a chunk the
// table's first render does not load.
const loadMenus = () => import('./data-table-menu-modules.js');
const LazyFacetedFilter = lazy(() =>
  loadMenus().then((module) => ({ default: module.DataTableFacetedFilter })),
);
const LazyFilterColumns = lazy(() =>
  loadMenus().then((module) => ({ default: module.DataTableFilterColumns })),
);
const LazyColumnSettings = lazy(() =>
  loadMenus().then((module) => ({ default: module.DataTableColumnSettings })),
);

/**
 * Starts loading the menus' module, for a table to call once the page is idle after its first paint: the
 * first press on a menu then opens it at once, and evaluating Radix does not fall on that press.
 *
 * @example
 * requestIdleCallback(() => preloadMenus());
 */
export function preloadMenus(): void {
  loadMenus();
}

/**
 * A column's filter menu ({@link DataTableFacetedFilterProps}), loaded on first use; its trigger shows
 * how many values are ticked.
 *
 * @example
 * <FacetedFilterMenu index={index} columnId="Site" header="Site" selected={[]} getFilterState={get} onChange={setFilter} />
 */
export function FacetedFilterMenu<Row>(props: DataTableFacetedFilterProps<Row>) {
  const count = props.selected.length;
  return (
    <DeferredMenu
      menu={
        LazyFacetedFilter as LazyExoticComponent<
          ComponentType<DataTableFacetedFilterProps<Row> & MenuOpening>
        >
      }
      preload={loadMenus}
      props={props}
      popup="menu"
      trigger={{
        className: 'rr-data-table__filter-trigger',
        label: count > 0 ? `Filter ${props.header}, ${count} selected` : `Filter ${props.header}`,
        data: { 'data-active': count > 0 ? '' : undefined },
        content: (
          <>
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
              <path d="M1 2h14l-5.5 6.5V14l-3-1.5V8.5z" fill="currentColor" />
            </svg>
            {count > 0 && <span className="rr-data-table__filter-count">{count}</span>}
          </>
        ),
      }}
    />
  );
}

/**
 * The 'Filter columns' selector ({@link DataTableFilterColumnsProps}), loaded on first use.
 *
 * @example
 * <FilterColumnsMenu columns={columns} columnIds={['Site']} onColumnIdsChange={setIds} />
 */
export function FilterColumnsMenu(props: DataTableFilterColumnsProps) {
  return (
    <DeferredMenu
      menu={LazyFilterColumns}
      preload={loadMenus}
      props={props}
      popup="menu"
      trigger={{ className: 'rr-data-table__button', content: 'Filter columns' }}
    />
  );
}

/**
 * The edit-headers menu ({@link DataTableColumnSettingsProps}), loaded on first use; its trigger carries
 * the saved/changed state.
 *
 * @example
 * <ColumnSettingsMenu columns={columns} settings={settings} onChoose={choose} onResetHeaders={reset} onResetFilters={clear} />
 */
export function ColumnSettingsMenu(props: DataTableColumnSettingsProps) {
  return (
    <DeferredMenu
      menu={LazyColumnSettings}
      preload={loadMenus}
      props={props}
      popup="dialog"
      trigger={{
        className: 'rr-data-table__button',
        content: 'Edit headers',
        data: { 'data-state-settings': props.settings.status },
      }}
    />
  );
}
