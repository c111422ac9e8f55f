import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refuseDataDirInDeployFolder } from './deploy-data-dir.server.js';

describe('the data folder of a deploy folder', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'rigready-deploy-data-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('should refuse the default data folder inside the deploy folder, naming PORTAL_DATA_DIR', () => {
    const deploy = join(root, 'portal');
    mkdirSync(deploy, { recursive: true });
    expect(() => refuseDataDirInDeployFolder(deploy, join(deploy, 'data'))).toThrow(
      `Invalid configuration: PORTAL_DATA_DIR must be a folder outside the deploy folder ${deploy} (the data folder would be ${deploy}/data, which the next deploy replaces with the database and documents in it); set PORTAL_DATA_DIR, e.g. PORTAL_DATA_DIR=/srv/rigready/data`,
    );
    expect(() => refuseDataDirInDeployFolder(deploy, join(root, 'data'))).not.toThrow();
    expect(() => refuseDataDirInDeployFolder(deploy, join(root, 'portal-data'))).not.toThrow();
  });

  it('should keep the clone default, packages/portal/data, beside the sources', () => {
    const portal = join(root, 'packages', 'portal');
    mkdirSync(join(portal, 'app'), { recursive: true });
    expect(() => refuseDataDirInDeployFolder(portal, join(portal, 'data'))).not.toThrow();
  });
});
