#!/usr/bin/env node
// A release rehearsal: versions @rigready/core, @rigready/ui and @rigready/elements with the pending
// changesets and packs them, publishing nothing and leaving the working tree as it was. Run it through
// `npm run release:dry`, which builds the packages first.
//
// `changeset version` rewrites package.json files, writes CHANGELOG.md files and deletes the changesets, so
// it runs in a throwaway copy of just what versioning and packing read: the workspace manifests, the
// changesets and the packages' built files. `pnpm pack` then turns `workspace:*` into the versions
// just computed. Output, in ./release/ (ignored by git):
//   rigready-<package>-<version>.tgz   the tarballs as they would be published (core, ui, elements)
//   rigready-<package>.tgz             the same, under names that do not change, which examples/intranet-tool
//                                      and the elements' tarball test install
//   <package>.CHANGELOG.md             each package's changelog for that version
//   versions.json                      { "@rigready/core": "<version>", ... }
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const releaseDir = join(root, 'release');
const published = [
  { name: '@rigready/core', dir: 'packages/core', short: 'core' },
  { name: '@rigready/ui', dir: 'packages/ui', short: 'ui' },
  { name: '@rigready/elements', dir: 'packages/elements', short: 'elements' },
];
// The portal is a workspace package too: changesets must see it to honour `ignore`, but only its manifest.
const manifestsOnly = ['packages/portal'];
const packageFiles = [
  'package.json',
  'README.md',
  'CHANGELOG.md',
  'LICENSE',
  'dist',
  'examples',
  'custom-elements.json',
];

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    throw new Error(`${command} ${args.join(' ')} failed with ${result.status} in ${cwd}`);
  }
  return result.stdout;
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function copyWorkspace(into) {
  for (const file of ['package.json', 'pnpm-workspace.yaml', '.changeset']) {
    cpSync(join(root, file), join(into, file), { recursive: true });
  }
  for (const { dir } of published) {
    if (!existsSync(join(root, dir, 'dist'))) {
      throw new Error(`${dir}/dist is missing: build the packages first (pnpm build:packages)`);
    }
    for (const file of packageFiles) {
      const from = join(root, dir, file);
      if (existsSync(from)) cpSync(from, join(into, dir, file), { recursive: true });
    }
  }
  for (const dir of manifestsOnly) {
    cpSync(join(root, dir, 'package.json'), join(into, dir, 'package.json'));
  }
}

const work = mkdtempSync(join(tmpdir(), 'rigready-release-'));
try {
  copyWorkspace(work);
  const changeset = join(root, 'node_modules', '.bin', 'changeset');
  run(changeset, ['version'], work);

  rmSync(releaseDir, { recursive: true, force: true });
  mkdirSync(releaseDir, { recursive: true });
  const versions = {};
  for (const { name, dir, short } of published) {
    const packageDir = join(work, dir);
    const { version } = readJson(join(packageDir, 'package.json'));
    versions[name] = version;
    run('pnpm', ['pack', '--pack-destination', releaseDir], packageDir);
    const tarball = `rigready-${short}-${version}.tgz`;
    if (!existsSync(join(releaseDir, tarball))) throw new Error(`pnpm pack did not write ${tarball}`);
    cpSync(join(releaseDir, tarball), join(releaseDir, `rigready-${short}.tgz`));
    const changelog = join(packageDir, 'CHANGELOG.md');
    if (!existsSync(changelog)) throw new Error(`changeset version wrote no CHANGELOG.md for ${name}`);
    cpSync(changelog, join(releaseDir, `${short}.CHANGELOG.md`));
    console.log(`[release:dry] ${name}@${version} -> release/${tarball}`);
  }
  writeFileSync(join(releaseDir, 'versions.json'), `${JSON.stringify(versions, null, 2)}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
