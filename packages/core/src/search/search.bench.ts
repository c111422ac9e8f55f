import { matchSorter, rankings } from 'match-sorter';
import { expect, test } from 'vitest';
import { filterRowIndexes } from './filter.js';
import { createSearchIndex } from './search-index.js';
import { type Sorting, sortRowIndexes, sortRows } from './sort.js';
import { createNaturalCollator, sortValue } from './sort-keys.js';
import { printComparison, printTarget } from './test-support/bench-report.js';
import {
  type GeneratedInventoryRow,
  generateInventoryRows,
  INVENTORY_COLUMNS,
} from './test-support/inventory-rows.js';
import { naiveSearch } from './test-support/naive-search.js';

const ROW_COUNT = 100_000;
const rows = generateInventoryRows(ROW_COUNT);
const columns = INVENTORY_COLUMNS;
const index = createSearchIndex(rows, columns);
const allRows = rows.map((_, rowIndex) => rowIndex);
// Two queries that do not contain each other, so every indexed keystroke is a full scan (no narrowing).
const QUERIES = ['550dp12', 'nc 38'] as const;
const TYPED = ['', '5', '55', '550', '550D', '550DP', '550DP.', '550DP.1', '550DP.12'] as const;
const matchSorterKeys = columns.map(
  (column) => (row: GeneratedInventoryRow) => String(column.accessor(row) ?? ''),
);
const OPTIONS = { time: 1500, iterations: 8, warmupIterations: 2, warmupTime: 200 };

// Read once, as in the naive search: an imported name used per comparison would pay the module runner's getter.
const toSortValue = sortValue;

let sink = 0;
const use = (value: { length: number }) => {
  sink += value.length;
};

test(`builds the index of ${ROW_COUNT} rows x ${columns.length} columns`, async ({ bench }) => {
  const result = await bench('createSearchIndex', () => use(createSearchIndex(rows, columns).rows)).run({
    ...OPTIONS,
    iterations: 4,
  });
  printComparison(
    'index build (one-off, when the data or the visible columns change)',
    { get: () => result },
    ['createSearchIndex'],
  );
});

test('one search keystroke, against per-keystroke normalisation and match-sorter', async ({ bench }) => {
  expect(index.search(QUERIES[0])).toEqual(naiveSearch(rows, columns, QUERIES[0]));
  let keystroke = 0;
  const next = () => QUERIES[keystroke++ % QUERIES.length] as string;
  const result = await bench.compare(
    bench('indexed search', () => use(index.search(next()))),
    bench('naive (normalise every cell)', () => use(naiveSearch(rows, columns, next()))),
    bench('match-sorter (CONTAINS)', () =>
      use(matchSorter(rows, next(), { keys: matchSorterKeys, threshold: rankings.CONTAINS })),
    ),
    { ...OPTIONS, iterations: 6 },
  );
  const medians = printComparison(`one keystroke on ${ROW_COUNT} rows x ${columns.length} columns`, result, [
    'indexed search',
    'naive (normalise every cell)',
    'match-sorter (CONTAINS)',
  ]);
  const ours = medians.get('indexed search') as number;
  const naive = medians.get('naive (normalise every cell)') as number;
  printTarget('keystroke median ms', ours, '< 15', ours < 15);
  printTarget('naive / indexed', naive / ours, '>= 5', naive / ours >= 5);
});

test('a typed sequence of 9 keystrokes (550DP.12), narrowing on each', async ({ bench }) => {
  const result = await bench.compare(
    bench('indexed, narrowing', () => {
      for (const query of TYPED) use(index.search(query));
    }),
    bench('naive (normalise every cell)', () => {
      for (const query of TYPED) use(naiveSearch(rows, columns, query));
    }),
    { ...OPTIONS, iterations: 4 },
  );
  const medians = printComparison('typed sequence (9 keystrokes)', result, [
    'indexed, narrowing',
    'naive (normalise every cell)',
  ]);
  const perKeystroke = (medians.get('indexed, narrowing') as number) / TYPED.length;
  printTarget('typed sequence median ms per keystroke', perKeystroke, '< 15', perKeystroke < 15);
});

test('filter by two columns (intersection)', async ({ bench }) => {
  const filters = { Site: ['Stavanger', 'Aberdeen'], Equipment: ['Drill Pipe'] };
  const allowed = Object.entries(filters).map(([id, values]) => ({
    accessor: columns.find((column) => column.id === id)?.accessor as (row: GeneratedInventoryRow) => unknown,
    values: new Set(values),
  }));
  index.filterKeys('Site');
  index.filterKeys('Equipment');
  const result = await bench.compare(
    bench('filterRowIndexes (cached keys)', () => use(filterRowIndexes(index, allRows, filters))),
    bench('naive (accessor per row)', () =>
      use(rows.filter((row) => allowed.every(({ accessor, values }) => values.has(String(accessor(row)))))),
    ),
    OPTIONS,
  );
  printComparison('filter', result, ['filterRowIndexes (cached keys)', 'naive (accessor per row)']);
});

test('stable sort by two columns', async ({ bench }) => {
  const sorting: Sorting = [
    { id: 'Site', desc: false },
    { id: 'Weight', desc: true },
  ];
  const collator = createNaturalCollator('en');
  const site = (row: GeneratedInventoryRow) => toSortValue(row.Site, 'auto') as string;
  index.sortKeys('Site');
  index.sortKeys('Weight');
  const result = await bench.compare(
    bench('sortRowIndexes (cached keys)', () => use(sortRowIndexes(allRows, sorting, index.sortKeys))),
    bench('sortRows (keys built each time)', () => use(sortRows(rows, columns, sorting, { locale: 'en' }))),
    bench('naive (collator in comparator)', () =>
      use(
        [...rows].sort(
          (a, b) =>
            collator.compare(site(a), site(b)) ||
            (toSortValue(b.Weight, 'auto') as number) - (toSortValue(a.Weight, 'auto') as number),
        ),
      ),
    ),
    { ...OPTIONS, iterations: 4 },
  );
  printComparison('sort', result, [
    'sortRowIndexes (cached keys)',
    'sortRows (keys built each time)',
    'naive (collator in comparator)',
  ]);
  expect(sink).toBeGreaterThan(0);
});
