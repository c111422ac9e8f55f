// Times the hot paths outside Vitest's module runner and reports CPU time per operation next to wall time:
// on a machine shared by several engineers the wall clock also counts the time this process waited for a
// core, CPU time does not. Run: pnpm --filter @rigready/core bench:report, which writes
// docs/benchmarks/core-search.md.
import { matchSorter, rankings } from 'match-sorter';
import {
  type BenchmarkSection,
  markdownTable,
  startBenchmark,
  writeBenchmarkReport,
} from '../../../scripts/benchmark-report.js';
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

/** A table of timings, the first one ours, each other one as a multiple of ours. */
function section(heading: string, timings: Timing[], target: string): BenchmarkSection {
  const ours = timings[0] as Timing;
  return {
    heading,
    intro: `Target: ${target}.`,
    table: {
      header: ['task', 'runs', 'ops/s', 'wall ms', 'CPU ms', 'wall / ours', 'CPU / ours'],
      rows: timings.map((timing) => [
        timing.name,
        timing.samples,
        (1000 / timing.wall).toFixed(1),
        timing.wall.toFixed(2),
        timing.cpu.toFixed(2),
        `${(timing.wall / ours.wall).toFixed(1)}x`,
        `${(timing.cpu / ours.cpu).toFixed(1)}x`,
      ]),
    },
  };
}

const rows = generateInventoryRows(100_000);
const columns = INVENTORY_COLUMNS;
const keys = columns.map((column) => (row: (typeof rows)[number]) => String(column.accessor(row) ?? ''));
const queries = ['550dp12', 'nc 38'];
let keystroke = 0;
const next = () => queries[keystroke++ % queries.length] as string;

const run = startBenchmark();
const sections = [
  section(
    'Index build, 100,000 rows × 30 columns',
    [measure('createSearchIndex', () => createSearchIndex(rows, columns), 3)],
    'none; once per data set',
  ),
];
const index = createSearchIndex(rows, columns);
sections.push(
  section(
    'One keystroke (full scan), 100,000 rows × 30 columns',
    [
      measure('indexed search', () => index.search(next()), 40),
      measure('naive (normalise every cell)', () => naiveSearch(rows, columns, next()), 6),
      measure(
        'match-sorter (CONTAINS)',
        () => matchSorter(rows, next(), { keys, threshold: rankings.CONTAINS }),
        4,
      ),
    ],
    'under 15 ms, and at least 5x faster than the naive search',
  ),
  section(
    'CSV export, 100,000 rows × 30 columns',
    [measure('csvParts', () => csvParts(rows, columns), 8)],
    'under 300 ms',
  ),
);
for (const { heading, table } of sections) console.log(`\n${heading}\n${markdownTable(table)}`);
writeBenchmarkReport(
  {
    name: 'core-search',
    title: 'Core: search index and CSV export',
    command: 'pnpm --filter @rigready/core bench:report',
    method: [
      "Runs `packages/core/bench/report.ts` with tsx, outside Vitest's module runner, on 100,000 deterministic inventory rows with 30 columns (`src/search/test-support/inventory-rows.ts`). Each task runs once to warm up, then the given number of times; the figures are medians.",
      'Wall time is what a user waits; CPU time (user + system of this process) leaves out the time the process waited for a core, so it is the steadier figure on a shared machine. The search baselines run on the same rows: the naive search normalises every searched cell on every keystroke, match-sorter 8.3 ranks with the `CONTAINS` threshold over the 30 columns. Two queries that do not contain each other alternate, so every indexed keystroke is a full scan.',
    ],
    settings: { rows: rows.length, columns: columns.length, queries: queries.join(', ') },
    sections,
  },
  run,
);
