// Times the hot paths outside Vitest's module runner and reports CPU time per operation next to wall time:
// on a machine shared by several engineers the wall clock also counts the time this process waited for a
// core, CPU time does not. Run: tsx packages/core/bench/report.ts
import { matchSorter, rankings } from 'match-sorter';
import { csvParts } from '../src/export/csv-chunks.js';
import { createSearchIndex } from '../src/search/search-index.js';
import { generateInventoryRows, INVENTORY_COLUMNS } from '../src/search/test-support/inventory-rows.js';
import { naiveSearch } from '../src/search/test-support/naive-search.js';

interface Timing {
  name: string;
  wall: number;
  cpu: number;
  samples: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] as number;

function measure(name: string, run: () => unknown, samples: number): Timing {
  run();
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const cpuStart = process.cpuUsage();
    const wallStart = performance.now();
    run();
    walls.push(performance.now() - wallStart);
    const cpu = process.cpuUsage(cpuStart);
    cpus.push((cpu.user + cpu.system) / 1000);
  }
  return { name, wall: median(walls), cpu: median(cpus), samples };
}

function print(title: string, timings: Timing[]): void {
  const ours = timings[0] as Timing;
  console.log(`\n${title}`);
  console.log(
    'task'.padEnd(34),
    'ops/s'.padStart(8),
    'wall ms'.padStart(9),
    'cpu ms'.padStart(9),
    'vs ours'.padStart(9),
  );
  for (const timing of timings) {
    console.log(
      timing.name.padEnd(34),
      (1000 / timing.wall).toFixed(1).padStart(8),
      timing.wall.toFixed(2).padStart(9),
      timing.cpu.toFixed(2).padStart(9),
      `${(timing.wall / ours.wall).toFixed(1)}x`.padStart(9),
    );
  }
}

const rows = generateInventoryRows(100_000);
const columns = INVENTORY_COLUMNS;
const keys = columns.map((column) => (row: (typeof rows)[number]) => String(column.accessor(row) ?? ''));
const queries = ['550dp12', 'nc 38'];
let keystroke = 0;
const next = () => queries[keystroke++ % queries.length] as string;

const build = measure('createSearchIndex', () => createSearchIndex(rows, columns), 3);
print('index build, 100,000 rows x 30 columns', [build]);
const index = createSearchIndex(rows, columns);
print('one keystroke (full scan), 100,000 rows x 30 columns', [
  measure('indexed search', () => index.search(next()), 40),
  measure('naive (normalise every cell)', () => naiveSearch(rows, columns, next()), 6),
  measure(
    'match-sorter (CONTAINS)',
    () => matchSorter(rows, next(), { keys, threshold: rankings.CONTAINS }),
    4,
  ),
]);
print('CSV export, 100,000 rows x 30 columns', [measure('csvParts', () => csvParts(rows, columns), 8)]);
