import type { ImportProblem } from './import-problem.server.js';
import type { Manifest } from './read-manifest.server.js';
import { MANIFEST_FILE } from './read-manifest.server.js';
import { locateEntityFile } from './read-rows.server.js';

/**
 * What a data set pushed with an import key may not hold, as problems (none: it stays within a key's
 * reach). A key carries the business data only: users (accounts, admin rights, passwords) would let a
 * leaked key plant or take over an account, so they come only with the command on the server, or from
 * /users. A key never forces: that is checked where its push is accepted.
 *
 * @example
 * const problems = keyReachProblems('/srv/portal/data/import-uploads/…/data', manifest);
 */
export function keyReachProblems(folder: string, manifest: Manifest | null): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const users = locateEntityFile(folder, 'users');
  if (users)
    problems.push({
      file: users.name,
      row: 0,
      field: '(file)',
      reason:
        'an import key may not carry users: accounts, admin rights and passwords are imported only with the command on the server (npm run import) or kept on /users',
    });
  if (manifest?.snapshot.users)
    problems.push({
      file: MANIFEST_FILE,
      row: 0,
      field: 'snapshot.users',
      reason:
        'an import key may not delete users: a snapshot of users is imported only with the command on the server (npm run import)',
    });
  return problems;
}
