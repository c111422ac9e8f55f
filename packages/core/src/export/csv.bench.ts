import { expect, test } from 'vitest';
import { printComparison, printTarget } from '../search/test-support/bench-report.js';
import { generateInventoryRows, INVENTORY_COLUMNS } from '../search/test-support/inventory-rows.js';
import { csvParts } from './csv-chunks.js';

const ROW_COUNT = 100_000;
const rows = generateInventoryRows(ROW_COUNT);
const columns = INVENTORY_COLUMNS;

let sink = 0;

test(`CSV export of ${ROW_COUNT} rows x ${columns.length} columns`, async ({ bench }) => {
  const result = await bench.compare(
    bench('csvParts (chunks of 1000 rows)', () => {
      sink += csvParts(rows, columns).length;
    }),
    bench('naive (per-cell map/join into one string)', () => {
      const lines = rows.map((row) =>
        columns
          .map(
            (column) =>
              `"${String(column.accessor(row) ?? '')
                .replace(/,/g, '.')
                .replace(/"/g, '""')}"`,
          )
          .join(','),
      );
      sink += `sep=,\r\n${lines.join('\r\n')}`.length;
    }),
    { time: 2000, iterations: 6, warmupIterations: 1, warmupTime: 200 },
  );
  const medians = printComparison('CSV export', result, [
    'csvParts (chunks of 1000 rows)',
    'naive (per-cell map/join into one string)',
  ]);
  const ours = medians.get('csvParts (chunks of 1000 rows)') as number;
  printTarget('CSV of 100k rows median ms', ours, '< 300', ours < 300);
  expect(sink).toBeGreaterThan(0);
});
