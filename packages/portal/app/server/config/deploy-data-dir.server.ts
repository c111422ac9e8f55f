import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { EnvError } from './env-error.server.js';

/** Whether the portal runs from a deploy folder (`pnpm deploy`: the build without the sources, `app/`). */
const isDeployFolder = (portalDir: string) => !existsSync(join(portalDir, 'app'));

const inside = (folder: string, path: string) => {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !rel.startsWith(sep));
};

/**
 * Refuses a data folder inside the deploy folder the portal runs from: the next deploy replaces that
 * folder, and the SQLite database, the documents and the backups with it. In the clone (the sources
 * beside the build) the default `packages/portal/data/` stays.
 *
 * @throws EnvError naming PORTAL_DATA_DIR and the folder it would have been.
 * @example
 * refuseDataDirInDeployFolder('/srv/rigready/portal', '/srv/rigready/portal/data'); // throws
 */
export function refuseDataDirInDeployFolder(portalDir: string, dataDir: string): void {
  if (!inside(portalDir, dataDir) || !isDeployFolder(portalDir)) return;
  throw new EnvError(
    `Invalid configuration: PORTAL_DATA_DIR must be a folder outside the deploy folder ${portalDir} (the data folder would be ${dataDir}, which the next deploy replaces with the database and documents in it); set PORTAL_DATA_DIR, e.g. PORTAL_DATA_DIR=/srv/rigready/data`,
  );
}
