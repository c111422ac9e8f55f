import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { FIXTURES } from '../helpers/test-database.js';

const PORTAL_DIR = new URL('../../', import.meta.url).pathname;
const TIMED = String.raw` in \d+\.\d s \([\d,]+ rows/s\)`;

// The command starts a process of its own: seconds on a loaded machine, past the default 5 s.
it('should print a line per file as `npm run import` reads it, then a summary', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rigready-import-progress-'));
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/import.ts', FIXTURES.twoCustomers],
      { cwd: PORTAL_DIR, env: { ...process.env, PORTAL_DATA_DIR: dataDir }, timeout: 120_000 },
    );
    const lines = stdout.trim().split('\n');
    const expected = [
      ['customers.json', '2 rows'],
      ['users.json', '5 rows'],
      ['items.json', '3 rows'],
      ['racks.json', '2 rows'],
      ['serials.ndjson', '27 rows'],
      ['bha_items.json', '2 rows'],
      ['orders.json', '3 rows'],
      ['bha_orders.json', '2 rows'],
      ['deliveries.json', '2 rows'],
      ['bha_deliveries.json', '2 rows'],
      ['received.json', '2 rows'],
      ['preinvoices.json', '2 rows'],
      ['bha_preinvoices.json', '2 rows'],
      ['bha_reports.json', '2 rows'],
      ['ncr.json', '2 rows'],
      ['chiksan.json', '2 rows'],
      ['tcp.json', '2 rows'],
      ['tallies.json', '2 rows'],
      ['certificates.json', '3 rows'],
    ];
    expect(lines).toHaveLength(expected.length + 1);
    for (const [index, [file, rows]] of expected.entries())
      expect(lines[index]).toMatch(
        new RegExp(`^${file?.replace('.', String.raw`\.`)}: checked ${rows}${TIMED}$`),
      );
    expect(lines.at(-1)).toMatch(
      new RegExp(`^Imported ${FIXTURES.twoCustomers}: 19 files, 69 rows and 13 documents${TIMED}\\.$`),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
