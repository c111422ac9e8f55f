import {
  ClientSideRowModelModule,
  NumberFilterModule,
  QuickFilterModule,
  RowApiModule,
  TextFilterModule,
} from 'ag-grid-community';

/** Only what the benchmark uses: client-side rows, the quick filter, the column filters and the row count. */
export const BENCH_AG_GRID_MODULES = [
  ClientSideRowModelModule,
  QuickFilterModule,
  TextFilterModule,
  NumberFilterModule,
  RowApiModule,
];
