import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const PORTAL_DIR = new URL('../..', import.meta.url).pathname;

/** `npm run import`'s command: scripts/import.ts. */
export const IMPORT_SCRIPT = join(PORTAL_DIR, 'scripts', 'import.ts');

/**
 * Runs an import command (`script` on `folder`) in a process of its own, as production does, and answers
 * what it printed; fails when it fails.
 *
 * @example
 * const printed = await runImportScript(IMPORT_SCRIPT, '/tmp/fleet', { ...process.env, DATABASE_URL: url });
 */
export async function runImportScript(
  script: string,
  folder: string,
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, folder], {
    cwd: PORTAL_DIR,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}
