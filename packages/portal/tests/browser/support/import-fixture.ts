import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const PORTAL_DIR = new URL('../../../', import.meta.url).pathname;

/**
 * Imports a data-format folder of tests/fixtures into a started portal's data folder with the package's
 * own `import` script (the command behind `npm run import`); throws with the importer's report on failure.
 *
 * @example
 * importFixture(portal.dataDir, 'dates');
 */
export function importFixture(dataDir: string, fixture: string): void {
  const run = spawnSync(
    'pnpm',
    ['run', '--silent', 'import', '--', join(PORTAL_DIR, 'tests', 'fixtures', fixture)],
    {
      cwd: PORTAL_DIR,
      env: { ...process.env, PORTAL_DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`the ${fixture} fixture did not import:\n${run.stdout}${run.stderr}`);
}
