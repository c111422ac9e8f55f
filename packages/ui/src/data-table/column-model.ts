import {
  type Column,
  type ColumnDef,
  type CoreFeatures,
  constructTable,
  type RowData,
  tableFeatures,
} from '@tanstack/react-table';

type ReactivityBindings = NonNullable<CoreFeatures['coreReactivityFeature']>;

const NO_SUBSCRIPTION = { unsubscribe() {} };

function unwatchedAtom<T>(get: () => T) {
  return { get, subscribe: () => NO_SUBSCRIPTION };
}

// TanStack holds the model of the columns shown, in the order core's header settings decide. Its ordering
// and visibility features would only carry that state again (1.5 KB gzipped), as would its sorting and
// selection features, which the table keeps itself. So the table has no TanStack state: nothing changes
// or subscribes, and its atoms can be plain getters. React Table's `useTable` would add TanStack Store
// and its React bindings (2.8 KB gzipped) to watch them.
const unwatchedReactivity: ReactivityBindings = {
  createOptionsStore: false,
  wrapExternalAtoms: false,
  addSubscription() {},
  createReadonlyAtom: unwatchedAtom,
  createWritableAtom<T>(initialValue: T) {
    let value = initialValue;
    return {
      ...unwatchedAtom(() => value),
      set(next: T | ((previous: T) => T)) {
        value = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      },
    };
  },
  untrack: (fn) => fn(),
  batch: (fn) => fn(),
  schedule: (fn) => queueMicrotask(fn),
};

const features: { coreReactivityFeature: ReactivityBindings } = tableFeatures({
  coreReactivityFeature: unwatchedReactivity,
});

/** The TanStack features of the DataTable's column model: the core ones only. */
export type ColumnModelFeatures = typeof features;

/** A column of the DataTable's TanStack column model. */
export type ModelColumn<Row extends RowData> = Column<ColumnModelFeatures, Row, unknown>;

/** A column definition of the DataTable's TanStack column model. */
export type ModelColumnDef<Row extends RowData> = ColumnDef<ColumnModelFeatures, Row, unknown>;

// TanStack gets no rows: core's index does search, filters and sorting, and the body draws rows itself.
const NO_ROWS: never[] = [];

/**
 * TanStack Table's columns for `definitions`, in their order. A new set of definitions makes a new model,
 * as the table's options would.
 */
export function buildColumnModel<Row extends RowData>(
  definitions: ModelColumnDef<Row>[],
): ModelColumn<Row>[] {
  return constructTable({ features, columns: definitions, data: NO_ROWS as Row[] }).getAllLeafColumns();
}
