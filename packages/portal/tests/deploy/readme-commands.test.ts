import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_PROFILES } from '../../scripts/demo-data/customer-profiles.js';
import { buildUsers } from '../../scripts/demo-data/users.js';

const ROOT = new URL('../../../../', import.meta.url).pathname;
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

describe("the README's commands and tables", () => {
  it('should list in the demo account table every account the start-up warns about', () => {
    // The start-up names the demo data's accounts on the @rigready.test domain (demo-accounts.server.ts).
    const warned = buildUsers(CUSTOMER_PROFILES)
      .map((user) => user.email)
      .filter((email) => email.endsWith('@rigready.test'))
      .sort();
    expect(warned).toEqual([
      'admin@rigready.test',
      'customer@rigready.test',
      'guest@rigready.test',
      'torbjorn.haugland@rigready.test',
    ]);
    const tableRows = readme.split('\n').filter((line) => line.startsWith('| `'));
    for (const email of warned)
      expect(
        tableRows.some((row) => row.startsWith(`| \`${email}\``)),
        email,
      ).toBe(true);
  });

  it("should write the demo data set with the demo-data README's command, run from the repository root", () => {
    const folder = mkdtempSync(join(ROOT, '.demo-data-test-'));
    try {
      // `npm run demo-data -- <dir>` is run.mjs, then this script, with a folder relative to the root.
      const run = spawnSync(
        'pnpm',
        [
          'run',
          '--silent',
          'demo-data:write',
          '--',
          relative(ROOT, folder),
          '--serials',
          '20',
          '--customers',
          '1',
        ],
        { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
      );
      expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
      expect(existsSync(join(folder, 'customers.json'))).toBe(true);
      expect(JSON.parse(readFileSync(join(folder, 'customers.json'), 'utf8'))).toHaveLength(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
