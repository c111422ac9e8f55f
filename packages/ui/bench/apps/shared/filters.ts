// Imports nothing, so both the pages (built by Vite) and the runner (run by Node) can read it.
/** The two column filters the benchmark intersects, in the order it applies them. */
export const BENCH_FILTERS = [
  { column: 'Equipment', value: 'Drill Pipe' },
  { column: 'Connection', value: 'NC50' },
] as const;
