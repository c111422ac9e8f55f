import { BENCH_AG_GRID_MODULES } from '../apps/shared/ag-grid-modules.js';
import { renderAgGrid } from './render-ag-grid.js';

// What an app pays for AG Grid with the five modules the benchmark registers.
renderAgGrid(BENCH_AG_GRID_MODULES);
